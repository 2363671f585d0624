CREATE TABLE "list_epoch" (
	"id" smallint PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_epoch_one_row_check" CHECK ("list_epoch"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "list_epoch" ("id", "epoch") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "list_epoch_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_listed" AFTER INSERT OR DELETE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "users_list_card_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."nombre" IS DISTINCT FROM NEW."nombre" OR OLD."apellido" IS DISTINCT FROM NEW."apellido"
    OR OLD."profile_url" IS DISTINCT FROM NEW."profile_url" OR OLD."profile_image" IS DISTINCT FROM NEW."profile_image"
    OR OLD."cover_image" IS DISTINCT FROM NEW."cover_image" OR OLD."ciudad" IS DISTINCT FROM NEW."ciudad"
    OR OLD."country" IS DISTINCT FROM NEW."country" OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."is_verified" IS DISTINCT FROM NEW."is_verified" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
  EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "interests_listed" AFTER INSERT OR UPDATE OR DELETE ON "interests" FOR EACH STATEMENT
  EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "talent_availability_listed" AFTER INSERT OR DELETE ON "talent_availability" FOR EACH STATEMENT
  EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "talent_availability_list_changed" AFTER UPDATE ON "talent_availability" FOR EACH ROW
  WHEN (OLD."kind" IS DISTINCT FROM NEW."kind" OR OLD."audience" IS DISTINCT FROM NEW."audience"
    OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at")
  EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "post_files_listed" AFTER INSERT OR UPDATE OR DELETE ON "post_files" FOR EACH STATEMENT
  EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "post_pins_listed" AFTER INSERT OR UPDATE OR DELETE ON "post_pins" FOR EACH STATEMENT
  EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "posts_unlisted" AFTER DELETE ON "posts" FOR EACH STATEMENT
  EXECUTE FUNCTION "list_epoch_moved"();--> statement-breakpoint
CREATE TRIGGER "posts_list_photo_changed" AFTER UPDATE ON "posts" FOR EACH ROW
  WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."video_poster" IS DISTINCT FROM NEW."video_poster")
  EXECUTE FUNCTION "list_epoch_moved"();
