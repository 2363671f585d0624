CREATE TABLE "post_pins" (
	"author_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_pins_author_id_position_pk" PRIMARY KEY("author_id","position"),
	CONSTRAINT "post_pins_post_id_unique" UNIQUE("post_id")
);
--> statement-breakpoint
ALTER TABLE "post_pins" ADD CONSTRAINT "post_pins_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_pins" ADD CONSTRAINT "post_pins_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;