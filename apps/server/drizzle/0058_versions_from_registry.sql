-- Generated from src/db/versions.ts by `npm run versions:sql -w apps/server`: do not edit it by hand.
DO $$
DECLARE moved regprocedure;
BEGIN
  FOR moved IN SELECT p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema() AND p.prorettype = 'trigger'::regtype AND p.proname NOT IN ('moderation_log_append_only')
  LOOP
    EXECUTE 'DROP FUNCTION ' || moved || ' CASCADE';
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "follows_version_moved_by_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "follows_version" = "follows_version" + "moved"."by"
    FROM (SELECT DISTINCT "key", 1 AS "by" FROM (SELECT "follower_id" AS "key" FROM "changed") AS "keys") AS "moved" WHERE "users"."id" = "moved"."key";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "card_epoch_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "card_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "comments_version_moved_by_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" SET "comments_version" = "comments_version" + "moved"."by"
    FROM (SELECT DISTINCT "key", 1 AS "by" FROM (SELECT "post_id" AS "key" FROM "changed") AS "keys") AS "moved" WHERE "posts"."id" = "moved"."key";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "author_epoch_moved_by_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_versions" ("user_id", "posts_epoch") VALUES (NEW."author_id", 1)
    ON CONFLICT ("user_id") DO UPDATE SET "posts_epoch" = "feed_versions"."posts_epoch" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "author_epoch_moved_by_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_versions" ("user_id", "posts_epoch") SELECT DISTINCT "key", 1 AS "by" FROM (SELECT "posts"."author_id" AS "key" FROM "changed" JOIN "posts" ON "posts"."id" = "changed"."post_id") AS "keys"
    ON CONFLICT ("user_id") DO UPDATE SET "posts_epoch" = "feed_versions"."posts_epoch" + excluded."posts_epoch";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "list_epoch_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "opportunity_epoch_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "opportunity_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "feed_epoch_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "feed_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "reader_version_moved_by_post_reactions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_versions" ("user_id", "version") SELECT "key", count(*) AS "by" FROM (SELECT "user_id" AS "key" FROM "changed") AS "keys" GROUP BY "key"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "feed_versions"."version" + excluded."version";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "reader_version_moved_by_comment_reactions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_versions" ("user_id", "version") SELECT "key", count(*) AS "by" FROM (SELECT "user_id" AS "key" FROM "changed") AS "keys" GROUP BY "key"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "feed_versions"."version" + excluded."version";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "reader_version_moved_by_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_versions" ("user_id", "version") SELECT "key", count(*) AS "by" FROM (SELECT "blocker_id" AS "key" FROM "changed" UNION ALL SELECT "blocked_id" FROM "changed") AS "keys" GROUP BY "key"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "feed_versions"."version" + excluded."version";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "follows_version_on_follows_insert" AFTER INSERT ON "follows" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "follows_version_moved_by_follows"();--> statement-breakpoint
CREATE TRIGGER "follows_version_on_follows_delete" AFTER DELETE ON "follows" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "follows_version_moved_by_follows"();--> statement-breakpoint
CREATE TRIGGER "card_epoch_on_users_update" AFTER UPDATE OF "nombre", "apellido", "profile_url", "profile_image", "type", "deleted_at", "agency_verified_at" ON "users"
  FOR EACH ROW
  WHEN (OLD."nombre" IS DISTINCT FROM NEW."nombre" OR OLD."apellido" IS DISTINCT FROM NEW."apellido" OR OLD."profile_url" IS DISTINCT FROM NEW."profile_url" OR OLD."profile_image" IS DISTINCT FROM NEW."profile_image" OR OLD."type" IS DISTINCT FROM NEW."type" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."agency_verified_at" IS DISTINCT FROM NEW."agency_verified_at") EXECUTE FUNCTION "card_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "card_epoch_on_users_delete" AFTER DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "card_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "card_epoch_on_user_profiles_update" AFTER UPDATE OF "agency_name" ON "user_profiles"
  FOR EACH ROW
  WHEN (OLD."agency_name" IS DISTINCT FROM NEW."agency_name") EXECUTE FUNCTION "card_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "card_epoch_on_user_profiles_insert" AFTER INSERT ON "user_profiles"
  FOR EACH ROW
  WHEN ((NEW."agency_name" IS NOT NULL AND NEW."agency_name" <> '')) EXECUTE FUNCTION "card_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "comments_version_on_comments_insert" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "comments_version_moved_by_comments"();--> statement-breakpoint
CREATE TRIGGER "comments_version_on_comments_update" AFTER UPDATE ON "comments" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "comments_version_moved_by_comments"();--> statement-breakpoint
CREATE TRIGGER "comments_version_on_comments_delete" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "comments_version_moved_by_comments"();--> statement-breakpoint
CREATE TRIGGER "author_epoch_on_posts_update" AFTER UPDATE OF "description", "edited_at", "video_id", "video_file_id", "video_poster", "shared_post_id" ON "posts"
  FOR EACH ROW
  WHEN (OLD."description" IS DISTINCT FROM NEW."description" OR OLD."edited_at" IS DISTINCT FROM NEW."edited_at" OR OLD."video_id" IS DISTINCT FROM NEW."video_id" OR OLD."video_file_id" IS DISTINCT FROM NEW."video_file_id" OR OLD."video_poster" IS DISTINCT FROM NEW."video_poster" OR OLD."shared_post_id" IS DISTINCT FROM NEW."shared_post_id") EXECUTE FUNCTION "author_epoch_moved_by_posts"();--> statement-breakpoint
CREATE TRIGGER "author_epoch_on_comments_insert" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "author_epoch_moved_by_comments"();--> statement-breakpoint
CREATE TRIGGER "author_epoch_on_comments_update" AFTER UPDATE ON "comments" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "author_epoch_moved_by_comments"();--> statement-breakpoint
CREATE TRIGGER "author_epoch_on_comments_delete" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "author_epoch_moved_by_comments"();--> statement-breakpoint
CREATE TRIGGER "list_epoch_on_users_update" AFTER UPDATE OF "nombre", "apellido", "profile_url", "profile_image", "type", "deleted_at", "cover_image", "ciudad", "country", "is_verified" ON "users"
  FOR EACH ROW
  WHEN (OLD."nombre" IS DISTINCT FROM NEW."nombre" OR OLD."apellido" IS DISTINCT FROM NEW."apellido" OR OLD."profile_url" IS DISTINCT FROM NEW."profile_url" OR OLD."profile_image" IS DISTINCT FROM NEW."profile_image" OR OLD."type" IS DISTINCT FROM NEW."type" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."cover_image" IS DISTINCT FROM NEW."cover_image" OR OLD."ciudad" IS DISTINCT FROM NEW."ciudad" OR OLD."country" IS DISTINCT FROM NEW."country" OR OLD."is_verified" IS DISTINCT FROM NEW."is_verified") EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "list_epoch_on_users_insert_delete" AFTER INSERT OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "list_epoch_on_interests_insert_update_delete" AFTER INSERT OR UPDATE OR DELETE ON "interests"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "list_epoch_on_talent_availability_update" AFTER UPDATE OF "kind", "audience", "expires_at" ON "talent_availability"
  FOR EACH ROW
  WHEN (OLD."kind" IS DISTINCT FROM NEW."kind" OR OLD."audience" IS DISTINCT FROM NEW."audience" OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at") EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "list_epoch_on_talent_availability_insert_delete" AFTER INSERT OR DELETE ON "talent_availability"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "list_epoch_on_post_files_insert_update_delete" AFTER INSERT OR UPDATE OR DELETE ON "post_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "list_epoch_on_post_pins_insert_update_delete" AFTER INSERT OR UPDATE OR DELETE ON "post_pins"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "list_epoch_on_posts_update" AFTER UPDATE OF "deleted_at", "video_poster" ON "posts"
  FOR EACH ROW
  WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."video_poster" IS DISTINCT FROM NEW."video_poster") EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "list_epoch_on_posts_delete" AFTER DELETE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "opportunity_epoch_on_opportunities_insert_update_delete" AFTER INSERT OR UPDATE OR DELETE ON "opportunities"
  FOR EACH STATEMENT EXECUTE FUNCTION "opportunity_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "opportunity_epoch_on_opportunity_roles_insert_update_delete" AFTER INSERT OR UPDATE OR DELETE ON "opportunity_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "opportunity_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "opportunity_epoch_on_role_fits_insert_update_delete" AFTER INSERT OR UPDATE OR DELETE ON "role_fits"
  FOR EACH STATEMENT EXECUTE FUNCTION "opportunity_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "opportunity_epoch_on_users_update" AFTER UPDATE OF "cancelled_at", "suspended_at", "suspended_until", "birthdate" ON "users"
  FOR EACH ROW
  WHEN (OLD."cancelled_at" IS DISTINCT FROM NEW."cancelled_at" OR OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at" OR OLD."suspended_until" IS DISTINCT FROM NEW."suspended_until" OR OLD."birthdate" IS DISTINCT FROM NEW."birthdate") EXECUTE FUNCTION "opportunity_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "feed_epoch_on_posts_update" AFTER UPDATE OF "deleted_at", "author_id" ON "posts"
  FOR EACH ROW
  WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."author_id" IS DISTINCT FROM NEW."author_id") EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "feed_epoch_on_posts_delete" AFTER DELETE ON "posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "feed_epoch_on_users_update" AFTER UPDATE OF "cancelled_at", "suspended_at", "suspended_until", "deleted_at", "agency_verified_at", "birthdate", "guardian_consent_at" ON "users"
  FOR EACH ROW
  WHEN (OLD."cancelled_at" IS DISTINCT FROM NEW."cancelled_at" OR OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at" OR OLD."suspended_until" IS DISTINCT FROM NEW."suspended_until" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."agency_verified_at" IS DISTINCT FROM NEW."agency_verified_at" OR OLD."birthdate" IS DISTINCT FROM NEW."birthdate" OR OLD."guardian_consent_at" IS DISTINCT FROM NEW."guardian_consent_at") EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "feed_epoch_on_users_delete" AFTER DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "reader_version_on_post_reactions_insert" AFTER INSERT ON "post_reactions" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "reader_version_moved_by_post_reactions"();--> statement-breakpoint
CREATE TRIGGER "reader_version_on_post_reactions_delete" AFTER DELETE ON "post_reactions" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "reader_version_moved_by_post_reactions"();--> statement-breakpoint
CREATE TRIGGER "reader_version_on_comment_reactions_insert" AFTER INSERT ON "comment_reactions" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "reader_version_moved_by_comment_reactions"();--> statement-breakpoint
CREATE TRIGGER "reader_version_on_comment_reactions_delete" AFTER DELETE ON "comment_reactions" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "reader_version_moved_by_comment_reactions"();--> statement-breakpoint
CREATE TRIGGER "reader_version_on_blocks_insert" AFTER INSERT ON "blocks" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "reader_version_moved_by_blocks"();--> statement-breakpoint
CREATE TRIGGER "reader_version_on_blocks_update" AFTER UPDATE ON "blocks" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "reader_version_moved_by_blocks"();--> statement-breakpoint
CREATE TRIGGER "reader_version_on_blocks_update_old" AFTER UPDATE ON "blocks" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "reader_version_moved_by_blocks"();--> statement-breakpoint
CREATE TRIGGER "reader_version_on_blocks_delete" AFTER DELETE ON "blocks" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "reader_version_moved_by_blocks"();
