CREATE TABLE "talent_attributes" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"num" integer,
	"visibility" text NOT NULL,
	CONSTRAINT "talent_attributes_user_id_key_value_pk" PRIMARY KEY("user_id","key","value"),
	CONSTRAINT "talent_attributes_visibility_check" CHECK ("talent_attributes"."visibility" in ('everyone', 'agencies', 'searchable'))
);
--> statement-breakpoint
CREATE TABLE "talent_availability" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "talent_availability_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "talent_availability_kind_check" CHECK ("talent_availability"."kind" in ('castings', 'collaborations', 'contracts', 'representation')),
	CONSTRAINT "talent_availability_audience_check" CHECK ("talent_availability"."audience" in ('everyone', 'agencies')),
	CONSTRAINT "talent_availability_days_check" CHECK ("talent_availability"."days" in (30, 60, 90))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "talent_attributes" ADD CONSTRAINT "talent_attributes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_availability" ADD CONSTRAINT "talent_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_attributes_key_value_idx" ON "talent_attributes" USING btree ("key","value","visibility","user_id");--> statement-breakpoint
CREATE INDEX "talent_attributes_key_num_idx" ON "talent_attributes" USING btree ("key","num","visibility","user_id") WHERE "talent_attributes"."num" is not null;--> statement-breakpoint
CREATE INDEX "talent_availability_kind_idx" ON "talent_availability" USING btree ("kind","expires_at","user_id");--> statement-breakpoint
CREATE INDEX "talent_availability_remind_idx" ON "talent_availability" USING btree ("expires_at") WHERE "talent_availability"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('FOLLOWER', 'COMMENT', 'LIKE_POST', 'LIKE_COMMENT', 'NEW_POST', 'REPORT_RESOLVED', 'AVAILABILITY_EXPIRING'));