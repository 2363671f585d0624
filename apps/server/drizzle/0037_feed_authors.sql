ALTER TABLE "feed_versions" ADD COLUMN "posts_epoch" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "author_epoch_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_versions" ("user_id", "posts_epoch") VALUES (NEW."author_id", 1)
    ON CONFLICT ("user_id") DO UPDATE SET "posts_epoch" = "feed_versions"."posts_epoch" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "posts_feed_changed" ON "posts";--> statement-breakpoint
CREATE TRIGGER "posts_feed_changed" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD."description" IS DISTINCT FROM NEW."description" OR OLD."edited_at" IS DISTINCT FROM NEW."edited_at"
    OR OLD."video_id" IS DISTINCT FROM NEW."video_id" OR OLD."video_file_id" IS DISTINCT FROM NEW."video_file_id"
    OR OLD."video_poster" IS DISTINCT FROM NEW."video_poster" OR OLD."shared_post_id" IS DISTINCT FROM NEW."shared_post_id")
  EXECUTE FUNCTION "author_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "posts_feed_retired" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."author_id" IS DISTINCT FROM NEW."author_id")
  EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "comments_version_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" SET "comments_version" = "comments_version" + 1
    WHERE "id" IN (SELECT DISTINCT "post_id" FROM "changed");
  INSERT INTO "feed_versions" ("user_id", "posts_epoch")
    SELECT DISTINCT "author_id", 1 FROM "posts" WHERE "id" IN (SELECT "post_id" FROM "changed")
    ON CONFLICT ("user_id") DO UPDATE SET "posts_epoch" = "feed_versions"."posts_epoch" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "blocks_feed_changed" ON "blocks";--> statement-breakpoint
CREATE FUNCTION "blocks_versions_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_versions" ("user_id", "version")
    SELECT "id", count(*) FROM (SELECT "blocker_id" AS "id" FROM "changed" UNION ALL SELECT "blocked_id" FROM "changed") AS "sides"
    GROUP BY "id"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "feed_versions"."version" + excluded."version";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "blocks_added" AFTER INSERT ON "blocks" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "blocks_versions_moved"();--> statement-breakpoint
CREATE TRIGGER "blocks_removed" AFTER DELETE ON "blocks" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "blocks_versions_moved"();--> statement-breakpoint
CREATE TRIGGER "blocks_changed_from" AFTER UPDATE ON "blocks" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "blocks_versions_moved"();--> statement-breakpoint
CREATE TRIGGER "blocks_changed_to" AFTER UPDATE ON "blocks" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "blocks_versions_moved"();
