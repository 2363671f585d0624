ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_kind_check" CHECK ("one_time_tokens"."kind" in ('signup', 'recover', 'invite', 'email_change', 'email_authorize', 'email_undo'));