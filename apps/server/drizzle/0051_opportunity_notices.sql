ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "opportunity_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "role_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "update_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_role_id_opportunity_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."opportunity_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_opportunity_idx" ON "notifications" USING btree ("opportunity_id") WHERE "notifications"."opportunity_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_role_idx" ON "notifications" USING btree ("role_id") WHERE "notifications"."role_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_close_reason_check" CHECK ("notifications"."close_reason" is null or "notifications"."close_reason" in ('closed', 'deadline', 'cancelled', 'removed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_update_kind_check" CHECK ("notifications"."update_kind" is null or "notifications"."update_kind" in ('cast', 'self_tape'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('FOLLOWER', 'COMMENT', 'LIKE_POST', 'LIKE_COMMENT', 'NEW_POST', 'REPORT_RESOLVED', 'AVAILABILITY_EXPIRING', 'SAVED_SEARCH_MATCH', 'MESSAGE_REQUEST', 'OPPORTUNITY_CHANGED', 'OPPORTUNITY_ENDED', 'APPLICATION_UPDATE', 'OPPORTUNITY_INVITE', 'OPPORTUNITIES_FIT', 'SELF_TAPE_DUE'));