ALTER TABLE "users" ADD COLUMN "follows_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "follows_added_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "follows_version" = "follows_version" + 1
    WHERE "id" IN (SELECT DISTINCT "follower_id" FROM "added");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "follows_removed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "follows_version" = "follows_version" + 1
    WHERE "id" IN (SELECT DISTINCT "follower_id" FROM "removed");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "follows_added" AFTER INSERT ON "follows" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "follows_added_version"();--> statement-breakpoint
CREATE TRIGGER "follows_removed" AFTER DELETE ON "follows" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "follows_removed_version"();
