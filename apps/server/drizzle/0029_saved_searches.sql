CREATE TABLE "saved_search_reported" (
	"saved_search_id" bigint NOT NULL,
	"talent_id" bigint NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_reported_saved_search_id_talent_id_pk" PRIMARY KEY("saved_search_id","talent_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agency_id" bigint NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "saved_search_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "match_count" integer;--> statement-breakpoint
ALTER TABLE "saved_search_reported" ADD CONSTRAINT "saved_search_reported_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_reported" ADD CONSTRAINT "saved_search_reported_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_reported_talent_idx" ON "saved_search_reported" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "saved_searches_agency_idx" ON "saved_searches" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_due_at") WHERE "saved_searches"."alerts";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_token_idx" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_saved_search_idx" ON "notifications" USING btree ("saved_search_id") WHERE "notifications"."saved_search_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('FOLLOWER', 'COMMENT', 'LIKE_POST', 'LIKE_COMMENT', 'NEW_POST', 'REPORT_RESOLVED', 'AVAILABILITY_EXPIRING', 'SAVED_SEARCH_MATCH'));