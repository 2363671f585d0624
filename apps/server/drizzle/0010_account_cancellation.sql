ALTER TABLE "users" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delete_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_cancelled_idx" ON "users" USING btree ("id") WHERE "users"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "users_delete_after_idx" ON "users" USING btree ("delete_after") WHERE "users"."delete_after" is not null;