DROP INDEX "posts_live_idx";--> statement-breakpoint
CREATE INDEX "posts_live_idx" ON "posts" USING btree ("id" DESC NULLS LAST,"author_id") WHERE "posts"."deleted_at" is null;