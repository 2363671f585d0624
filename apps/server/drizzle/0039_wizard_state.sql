ALTER TABLE "user_profiles" ADD COLUMN "wizard_status" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "wizard_step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_wizard_status_check" CHECK ("user_profiles"."wizard_status" in ('open', 'finished', 'dismissed'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_wizard_step_check" CHECK ("user_profiles"."wizard_step" between 1 and 6);