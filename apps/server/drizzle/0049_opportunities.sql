CREATE TABLE "agency_notes" (
	"agency_id" bigint NOT NULL,
	"talent_id" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_notes_agency_id_talent_id_pk" PRIMARY KEY("agency_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "application_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"post_file_id" bigint,
	"video_id" bigint,
	"media_id" bigint,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "application_items_kind_check" CHECK ("application_items"."kind" in ('photo', 'video', 'document')),
	CONSTRAINT "application_items_one_source_check" CHECK (num_nonnulls("application_items"."post_file_id", "application_items"."video_id", "application_items"."media_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opportunity_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"talent_id" bigint NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"filing" text DEFAULT 'unfiled' NOT NULL,
	"cover_note" text DEFAULT '' NOT NULL,
	"answers" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"filed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"told_at" timestamp with time zone,
	CONSTRAINT "applications_state_check" CHECK ("applications"."state" in ('draft', 'sent', 'withdrawn')),
	CONSTRAINT "applications_filing_check" CHECK ("applications"."filing" in ('unfiled', 'yes', 'no', 'audition', 'cast'))
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agency_id" bigint NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"close_reason" text,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"category" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"country" text,
	"city" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"work_starts" date,
	"work_ends" date,
	"pay_kind" text NOT NULL,
	"pay_min" integer,
	"pay_max" integer,
	"pay_currency" text,
	"pay_audience" text DEFAULT 'everyone' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "opportunities_state_check" CHECK ("opportunities"."state" in ('draft', 'open', 'closed', 'cancelled', 'removed')),
	CONSTRAINT "opportunities_kind_check" CHECK ("opportunities"."kind" in ('casting', 'job', 'collaboration', 'contest', 'training')),
	CONSTRAINT "opportunities_pay_check" CHECK ("opportunities"."pay_kind" in ('paid', 'expenses', 'unpaid')),
	CONSTRAINT "opportunities_place_check" CHECK ("opportunities"."remote" or "opportunities"."country" is not null)
);
--> statement-breakpoint
CREATE TABLE "opportunity_invites" (
	"role_id" bigint NOT NULL,
	"talent_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_invites_role_id_talent_id_pk" PRIMARY KEY("role_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_roles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opportunity_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"age_min" smallint NOT NULL,
	"age_max" smallint NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"people" integer DEFAULT 1 NOT NULL,
	"needs" text[] DEFAULT '{}'::text[] NOT NULL,
	"questions" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "opportunity_roles_ages_check" CHECK ("opportunity_roles"."age_min" <= "opportunity_roles"."age_max")
);
--> statement-breakpoint
CREATE TABLE "role_requirements" (
	"role_id" bigint NOT NULL,
	"key" text NOT NULL,
	"values" text[],
	"min" integer,
	"max" integer,
	CONSTRAINT "role_requirements_role_id_key_pk" PRIMARY KEY("role_id","key")
);
--> statement-breakpoint
CREATE TABLE "self_tapes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_tapes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"instructions" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"video_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agency_notes" ADD CONSTRAINT "agency_notes_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_notes" ADD CONSTRAINT "agency_notes_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_items" ADD CONSTRAINT "application_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_role_id_opportunity_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."opportunity_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_invites" ADD CONSTRAINT "opportunity_invites_role_id_opportunity_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."opportunity_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_invites" ADD CONSTRAINT "opportunity_invites_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_roles" ADD CONSTRAINT "opportunity_roles_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_requirements" ADD CONSTRAINT "role_requirements_role_id_opportunity_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."opportunity_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_tapes" ADD CONSTRAINT "self_tapes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_notes_talent_idx" ON "agency_notes" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "application_items_application_idx" ON "application_items" USING btree ("application_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_role_talent_key" ON "applications" USING btree ("role_id","talent_id");--> statement-breakpoint
CREATE INDEX "applications_talent_idx" ON "applications" USING btree ("talent_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_pipeline_idx" ON "applications" USING btree ("role_id","filing","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "applications"."state" = 'sent';--> statement-breakpoint
CREATE INDEX "applications_untold_idx" ON "applications" USING btree ("opportunity_id","id") WHERE "applications"."state" = 'sent' and "applications"."told_at" is null and "applications"."filing" <> 'cast';--> statement-breakpoint
CREATE INDEX "opportunities_open_newest_idx" ON "opportunities" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "opportunities"."state" = 'open';--> statement-breakpoint
CREATE INDEX "opportunities_open_deadline_idx" ON "opportunities" USING btree ("deadline","id") WHERE "opportunities"."state" = 'open';--> statement-breakpoint
CREATE INDEX "opportunities_agency_idx" ON "opportunities" USING btree ("agency_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_invites_talent_idx" ON "opportunity_invites" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "opportunity_roles_opportunity_idx" ON "opportunity_roles" USING btree ("opportunity_id","position");--> statement-breakpoint
CREATE INDEX "self_tapes_application_idx" ON "self_tapes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "self_tapes_remind_idx" ON "self_tapes" USING btree ("due_at") WHERE "self_tapes"."submitted_at" is null and "self_tapes"."reminded_at" is null;