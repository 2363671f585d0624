ALTER TABLE "users" ADD COLUMN "factor_grace_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "factor_offer_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "verified_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Agencies verified before this rule get their grace for a second factor from now (decision 0052).
UPDATE "users" SET "factor_grace_from" = now() WHERE "agency_verified_at" IS NOT NULL;
