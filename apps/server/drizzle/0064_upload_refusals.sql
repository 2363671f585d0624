ALTER TABLE "media_objects" DROP CONSTRAINT "media_objects_status_check";--> statement-breakpoint
ALTER TABLE "media_objects" DROP CONSTRAINT "media_objects_ready_check";--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_status_check" CHECK ("media_objects"."status" in ('pending', 'ready', 'refused'));--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_ready_check" CHECK ("media_objects"."status" <> 'ready' or "media_objects"."name" is not null);