CREATE TABLE "feed_epoch" (
	"id" smallint PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_epoch_one_row_check" CHECK ("feed_epoch"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "feed_versions" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "feed_epoch" ("id", "epoch") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "feed_epoch_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "feed_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posts_feed_changed" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD."description" IS DISTINCT FROM NEW."description" OR OLD."edited_at" IS DISTINCT FROM NEW."edited_at"
    OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."video_id" IS DISTINCT FROM NEW."video_id"
    OR OLD."video_file_id" IS DISTINCT FROM NEW."video_file_id" OR OLD."video_poster" IS DISTINCT FROM NEW."video_poster"
    OR OLD."shared_post_id" IS DISTINCT FROM NEW."shared_post_id" OR OLD."author_id" IS DISTINCT FROM NEW."author_id")
  EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "comments_version_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" SET "comments_version" = "comments_version" + 1
    WHERE "id" IN (SELECT DISTINCT "post_id" FROM "changed");
  UPDATE "feed_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posts_feed_removed" AFTER DELETE ON "posts" FOR EACH STATEMENT
  EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "users_feed_hidden" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."cancelled_at" IS DISTINCT FROM NEW."cancelled_at" OR OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at"
    OR OLD."suspended_until" IS DISTINCT FROM NEW."suspended_until" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
  EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "users_feed_removed" AFTER DELETE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "blocks_feed_changed" AFTER INSERT OR UPDATE OR DELETE ON "blocks" FOR EACH STATEMENT
  EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE FUNCTION "feed_version_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_versions" ("user_id", "version")
    SELECT "user_id", count(*) FROM "changed" GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "feed_versions"."version" + excluded."version";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "post_reactions_liked" AFTER INSERT ON "post_reactions" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_version_moved"();--> statement-breakpoint
CREATE TRIGGER "post_reactions_unliked" AFTER DELETE ON "post_reactions" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_version_moved"();--> statement-breakpoint
CREATE TRIGGER "comment_reactions_liked" AFTER INSERT ON "comment_reactions" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_version_moved"();--> statement-breakpoint
CREATE TRIGGER "comment_reactions_unliked" AFTER DELETE ON "comment_reactions" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_version_moved"();
