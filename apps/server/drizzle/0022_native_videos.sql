CREATE TABLE "videos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"failure" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"duration_ms" integer NOT NULL,
	"source_width" integer NOT NULL,
	"source_height" integer NOT NULL,
	"width" integer,
	"height" integer,
	"name" text,
	"hd_name" text,
	"poster_name" text,
	"captions_name" text,
	"publishing" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"post_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "videos_status_check" CHECK ("videos"."status" in ('queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "videos_progress_check" CHECK ("videos"."progress" between 0 and 100),
	CONSTRAINT "videos_ready_check" CHECK ("videos"."status" <> 'ready' or ("videos"."name" is not null and "videos"."poster_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "media_objects" DROP CONSTRAINT "media_objects_kind_check";--> statement-breakpoint
DROP INDEX "posts_author_video_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "video_file_id" bigint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "video_poster" text;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_source_id_media_objects_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_owner_idx" ON "videos" USING btree ("owner_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_due_idx" ON "videos" USING btree ("status","lease_until","id") WHERE "videos"."status" in ('queued', 'processing');--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_video_file_id_videos_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_author_poster_idx" ON "posts" USING btree ("author_id","id" DESC NULLS LAST) WHERE "posts"."video_poster" is not null and "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_video_file_idx" ON "posts" USING btree ("video_file_id") WHERE "posts"."video_file_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_author_video_idx" ON "posts" USING btree ("author_id","id" DESC NULLS LAST) WHERE ("posts"."video_id" is not null or "posts"."video_file_id" is not null) and "posts"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_kind_check" CHECK ("media_objects"."kind" in ('photo', 'document', 'profile', 'cover', 'video', 'captions', 'poster'));