-- Issue 28: the reports made before cases existed (reports of people) become profile cases, category `other`
-- (the column's default). One case per reported person and status group: their open reports share an open
-- case; their closed reports (reviewed or dismissed) share a closed one, as the queue showed them.
INSERT INTO "report_cases" ("target_kind", "target_id", "subject_id", "status", "outcome", "created_at", "closed_at")
SELECT 'profile', r."target_id", r."target_id",
       CASE WHEN r."status" = 'open' THEN 'open' ELSE 'closed' END,
       CASE WHEN r."status" = 'open' THEN NULL ELSE 'dismissed' END,
       min(r."created_at"),
       CASE WHEN r."status" = 'open' THEN NULL ELSE max(r."created_at") END
FROM "reports" r
WHERE r."case_id" IS NULL
GROUP BY r."target_id", (r."status" = 'open');
--> statement-breakpoint
UPDATE "reports" r SET "case_id" = c."id"
FROM "report_cases" c
WHERE r."case_id" IS NULL AND c."target_kind" = 'profile' AND c."target_id" = r."target_id"
  AND (c."status" = 'open') = (r."status" = 'open');
--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "case_id" SET NOT NULL;
