CREATE TABLE "guardian_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"guardian_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardians_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_notice_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_summary_at" timestamp with time zone,
	"summary_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_user_key" UNIQUE("user_id"),
	CONSTRAINT "guardians_relationship_check" CHECK ("guardians"."relationship" in ('mother', 'father', 'legal_guardian', 'other')),
	CONSTRAINT "guardians_email_lower_check" CHECK ("guardians"."email" = lower("guardians"."email"))
);
--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_links_guardian_idx" ON "guardian_links" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "guardians_summary_due_idx" ON "guardians" USING btree ("summary_due_at") WHERE "guardians"."summary_due_at" is not null;--> statement-breakpoint
CREATE INDEX "guardians_open_idx" ON "guardians" USING btree ("user_id") WHERE "guardians"."end_notice_at" is null;