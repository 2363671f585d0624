CREATE TABLE "card_epoch" (
	"id" smallint PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "card_epoch_one_row_check" CHECK ("card_epoch"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "comment_reactions_user_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comments_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD COLUMN "post_id" bigint;--> statement-breakpoint
UPDATE "comment_reactions" r SET "post_id" = c."post_id" FROM "comments" c WHERE c."id" = r."comment_id";--> statement-breakpoint
ALTER TABLE "comment_reactions" ALTER COLUMN "post_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "comment_reactions_user_post_idx" ON "comment_reactions" USING btree ("user_id","post_id","comment_id");--> statement-breakpoint
INSERT INTO "card_epoch" ("id", "epoch") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "card_epoch_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "card_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_card_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."nombre" IS DISTINCT FROM NEW."nombre" OR OLD."apellido" IS DISTINCT FROM NEW."apellido"
    OR OLD."profile_url" IS DISTINCT FROM NEW."profile_url" OR OLD."profile_image" IS DISTINCT FROM NEW."profile_image"
    OR OLD."type" IS DISTINCT FROM NEW."type" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
    OR OLD."agency_verified_at" IS DISTINCT FROM NEW."agency_verified_at")
  EXECUTE FUNCTION "card_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "users_card_removed" AFTER DELETE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "card_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "agency_name_changed" AFTER UPDATE ON "user_profiles" FOR EACH ROW
  WHEN (OLD."agency_name" IS DISTINCT FROM NEW."agency_name")
  EXECUTE FUNCTION "card_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "agency_name_set" AFTER INSERT ON "user_profiles" FOR EACH ROW
  WHEN (NEW."agency_name" IS NOT NULL AND NEW."agency_name" <> '')
  EXECUTE FUNCTION "card_epoch_moved"();--> statement-breakpoint
CREATE FUNCTION "comments_version_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts" SET "comments_version" = "comments_version" + 1
    WHERE "id" IN (SELECT DISTINCT "post_id" FROM "changed");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "comments_added" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "comments_version_moved"();--> statement-breakpoint
CREATE TRIGGER "comments_changed" AFTER UPDATE ON "comments" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "comments_version_moved"();--> statement-breakpoint
CREATE TRIGGER "comments_removed" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "comments_version_moved"();
