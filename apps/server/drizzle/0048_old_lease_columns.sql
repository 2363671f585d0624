ALTER TABLE "notification_mail_queue" DROP COLUMN "claimed_until";--> statement-breakpoint
ALTER TABLE "data_exports" DROP COLUMN "claimed_until";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "lease_until";--> statement-breakpoint
ALTER TABLE "timeline_fanouts" DROP COLUMN "claimed_until";--> statement-breakpoint
ALTER TABLE "minor_report_alerts" DROP COLUMN "claimed_until";--> statement-breakpoint
ALTER TABLE "guardians" DROP COLUMN "lease_until";