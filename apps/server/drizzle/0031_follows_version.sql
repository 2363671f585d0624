ALTER TABLE "users" ADD COLUMN "follows_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "follows_version_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "follows_version" = "follows_version" + 1
    WHERE "id" IN (SELECT DISTINCT "follower_id" FROM "changed");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "follows_added" AFTER INSERT ON "follows" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "follows_version_moved"();--> statement-breakpoint
CREATE TRIGGER "follows_removed" AFTER DELETE ON "follows" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "follows_version_moved"();
