ALTER TABLE "user_profiles" ALTER COLUMN "fits_alerts" SET DEFAULT 'off';--> statement-breakpoint
-- Agencies and accounts that never chose a type had the talents' default: the due round walked them every time.
UPDATE "user_profiles" p SET "fits_alerts" = 'off' FROM "users" u
  WHERE u."id" = p."user_id" AND u."type" IS DISTINCT FROM 'talento' AND p."fits_alerts" <> 'off';
