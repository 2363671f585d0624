ALTER TABLE "videos" DROP CONSTRAINT "videos_purpose_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "changes" text[];--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_purpose_check" CHECK ("videos"."purpose" in ('post', 'self_tape', 'application'));