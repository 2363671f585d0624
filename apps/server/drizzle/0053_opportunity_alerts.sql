ALTER TABLE "user_profiles" ADD COLUMN "fits_alerts" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "fits_checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "kind" text DEFAULT 'talents' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "user_profiles_fits_due_idx" ON "user_profiles" USING btree ("fits_alerts","fits_checked_at") WHERE "user_profiles"."fits_alerts" <> 'off';--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_fits_alerts_check" CHECK ("user_profiles"."fits_alerts" in ('off', 'daily', 'weekly'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_kind_check" CHECK ("saved_searches"."kind" in ('talents', 'board'));