ALTER TABLE "user_profiles" ADD COLUMN "message_policy" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "request_to_id" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "conversations_requests_idx" ON "conversations" USING btree ("request_to_id","last_message_id") WHERE "conversations"."accepted_at" is null and "conversations"."request_to_id" is not null;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_message_policy_check" CHECK ("user_profiles"."message_policy" in ('everyone', 'following', 'following_and_verified'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_request_side_check" CHECK ("conversations"."request_to_id" is null or "conversations"."request_to_id" = "conversations"."user_low_id" or "conversations"."request_to_id" = "conversations"."user_high_id");