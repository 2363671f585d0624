CREATE TABLE "minor_report_alerts" (
	"admin_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"first_report_id" bigint NOT NULL,
	"first_sent_at" timestamp with time zone,
	"later_report_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "minor_report_alerts_admin_id_hour_pk" PRIMARY KEY("admin_id","hour")
);
--> statement-breakpoint
ALTER TABLE "minor_report_alerts" ADD CONSTRAINT "minor_report_alerts_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;