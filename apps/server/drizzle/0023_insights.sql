CREATE TABLE "agency_view_days" (
	"owner_id" bigint NOT NULL,
	"agency_id" bigint NOT NULL,
	"day" date NOT NULL,
	"private" boolean NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "agency_view_days_owner_id_day_agency_id_private_pk" PRIMARY KEY("owner_id","day","agency_id","private")
);
--> statement-breakpoint
CREATE TABLE "follower_days" (
	"owner_id" bigint NOT NULL,
	"day" date NOT NULL,
	"gained" integer DEFAULT 0 NOT NULL,
	"lost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "follower_days_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
CREATE TABLE "insight_digests" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_view_days" (
	"post_id" bigint NOT NULL,
	"day" date NOT NULL,
	"owner_id" bigint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"photo_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_view_days_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE TABLE "recent_views" (
	"owner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"post_id" bigint NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_views_owner_id_kind_post_id_viewer_key_day_pk" PRIMARY KEY("owner_id","kind","post_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "view_days" (
	"owner_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"source" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "view_days_owner_id_day_kind_audience_source_pk" PRIMARY KEY("owner_id","day","kind","audience","source")
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "browse_privately" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "weekly_digest" boolean;--> statement-breakpoint
ALTER TABLE "agency_view_days" ADD CONSTRAINT "agency_view_days_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_view_days" ADD CONSTRAINT "agency_view_days_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_days" ADD CONSTRAINT "follower_days_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_digests" ADD CONSTRAINT "insight_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_view_days" ADD CONSTRAINT "post_view_days_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_days" ADD CONSTRAINT "view_days_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_view_days_agency_idx" ON "agency_view_days" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "insight_digests_due_idx" ON "insight_digests" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "post_view_days_owner_idx" ON "post_view_days" USING btree ("owner_id","day");--> statement-breakpoint
CREATE INDEX "recent_views_viewed_idx" ON "recent_views" USING btree ("viewed_at");