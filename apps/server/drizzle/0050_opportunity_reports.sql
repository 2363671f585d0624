ALTER TABLE "report_cases" DROP CONSTRAINT "report_cases_kind_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_category_check";--> statement-breakpoint
ALTER TABLE "report_copies" DROP CONSTRAINT "report_copies_kind_check";--> statement-breakpoint
ALTER TABLE "report_cases" ADD CONSTRAINT "report_cases_kind_check" CHECK ("report_cases"."target_kind" in ('profile', 'post', 'comment', 'message', 'opportunity'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_category_check" CHECK ("reports"."category" in ('minor_safety', 'scam', 'asks_for_money', 'harassment', 'impersonation', 'inappropriate', 'spam', 'other'));--> statement-breakpoint
ALTER TABLE "report_copies" ADD CONSTRAINT "report_copies_kind_check" CHECK ("report_copies"."kind" in ('profile', 'post', 'comment', 'message', 'opportunity'));