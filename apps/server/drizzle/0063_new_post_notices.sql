CREATE TABLE "new_post_notices" (
	"post_id" bigint PRIMARY KEY NOT NULL,
	"author_id" bigint NOT NULL,
	"done_through" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "new_post_notices" ADD CONSTRAINT "new_post_notices_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;