CREATE TABLE "timeline_fanouts" (
	"post_id" bigint PRIMARY KEY NOT NULL,
	"author_id" bigint NOT NULL,
	"done_through" bigint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "timeline_fanouts_author_idx" ON "timeline_fanouts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "follows_followed_follower_idx" ON "follows" USING btree ("followed_id","follower_id");