ALTER TABLE "users" ADD COLUMN "guardian_consent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_birthdate_idx" ON "users" USING btree ("birthdate","id") WHERE "users"."birthdate" is not null;--> statement-breakpoint
CREATE INDEX "users_without_consent_idx" ON "users" USING btree ("birthdate","id") WHERE "users"."birthdate" is not null and "users"."guardian_consent_at" is null;--> statement-breakpoint
-- Who an unverified agency or anyone may see changes with a verification, a birth date or a guardian's consent.
DROP TRIGGER "users_feed_hidden" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_feed_hidden" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."cancelled_at" IS DISTINCT FROM NEW."cancelled_at" OR OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at"
    OR OLD."suspended_until" IS DISTINCT FROM NEW."suspended_until" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
    OR OLD."agency_verified_at" IS DISTINCT FROM NEW."agency_verified_at" OR OLD."birthdate" IS DISTINCT FROM NEW."birthdate"
    OR OLD."guardian_consent_at" IS DISTINCT FROM NEW."guardian_consent_at")
  EXECUTE FUNCTION "feed_epoch_moved"();
