CREATE TABLE "factor_removals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "factor_removals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factor_removals_status_check" CHECK ("factor_removals"."status" in ('pending', 'approved', 'refused', 'cancelled', 'done'))
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "login_challenges" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "factor_removals" ADD CONSTRAINT "factor_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "factor_removals_open_key" ON "factor_removals" USING btree ("user_id") WHERE "factor_removals"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "factor_removals_due_idx" ON "factor_removals" USING btree ("due_at") WHERE "factor_removals"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_kind_check" CHECK ("one_time_tokens"."kind" in ('signup', 'recover', 'invite', 'email_change', 'email_authorize', 'email_undo', 'factor_removal_cancel'));--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_purpose_check" CHECK ("login_challenges"."purpose" in ('login', 'reset'));