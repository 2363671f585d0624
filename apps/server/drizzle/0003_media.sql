CREATE TABLE "media_objects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_objects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"upload_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text,
	"display_name" text DEFAULT '' NOT NULL,
	"mime" text,
	"size" integer,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "media_objects_kind_check" CHECK ("media_objects"."kind" in ('photo', 'document', 'profile', 'cover')),
	CONSTRAINT "media_objects_status_check" CHECK ("media_objects"."status" in ('pending', 'ready')),
	CONSTRAINT "media_objects_ready_check" CHECK ("media_objects"."status" = 'pending' or "media_objects"."name" is not null)
);
--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_objects_upload_id_key" ON "media_objects" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_objects_key_key" ON "media_objects" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_objects_name_key" ON "media_objects" USING btree ("name");--> statement-breakpoint
CREATE INDEX "media_objects_owner_idx" ON "media_objects" USING btree ("owner_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);