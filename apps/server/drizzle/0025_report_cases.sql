CREATE TABLE "report_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target_kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "report_cases_kind_check" CHECK ("report_cases"."target_kind" in ('profile', 'post', 'comment', 'message')),
	CONSTRAINT "report_cases_status_check" CHECK ("report_cases"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "report_copies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_copies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" bigint NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"text" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_created_at" timestamp with time zone,
	"item_edited_at" timestamp with time zone,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_copies_role_check" CHECK ("report_copies"."role" in ('target', 'attachment')),
	CONSTRAINT "report_copies_kind_check" CHECK ("report_copies"."kind" in ('profile', 'post', 'comment', 'message'))
);
--> statement-breakpoint
CREATE TABLE "moderation_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"content_kind" text,
	"content_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "moderation_notices_kind_check" CHECK ("moderation_notices"."kind" in ('warning', 'removal'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
DROP INDEX "reports_reporter_target_key";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "case_id" bigint;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "report_copies" ADD CONSTRAINT "report_copies_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_notices" ADD CONSTRAINT "moderation_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_open_target_key" ON "report_cases" USING btree ("target_kind","target_id") WHERE "report_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "report_cases_status_idx" ON "report_cases" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_cases_subject_idx" ON "report_cases" USING btree ("subject_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_copies_report_idx" ON "report_copies" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "moderation_notices_pending_idx" ON "moderation_notices" USING btree ("user_id","id") WHERE "moderation_notices"."acknowledged_at" is null;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_case_open_key" ON "reports" USING btree ("reporter_id","case_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_category_check" CHECK ("reports"."category" in ('minor_safety', 'scam', 'harassment', 'impersonation', 'inappropriate', 'spam', 'other'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('FOLLOWER', 'COMMENT', 'LIKE_POST', 'LIKE_COMMENT', 'NEW_POST', 'REPORT_RESOLVED'));