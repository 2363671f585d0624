CREATE TABLE "moderation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" bigint,
	"action" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
CREATE INDEX "moderation_log_subject_idx" ON "moderation_log" USING btree ("subject_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" is null or "users"."role" in ('moderator', 'admin'));--> statement-breakpoint
-- The audit log is append-only for everyone, the application included (issue 28).
CREATE FUNCTION "moderation_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "moderation_log_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE ON "moderation_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "moderation_log_append_only"();
