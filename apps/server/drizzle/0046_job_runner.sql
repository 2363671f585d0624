CREATE TABLE "job_items" (
	"round" text NOT NULL,
	"key" text NOT NULL,
	"holder" text,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"dead_at" timestamp with time zone,
	CONSTRAINT "job_items_round_key_pk" PRIMARY KEY("round","key")
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"round" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_items_due_idx" ON "job_items" USING btree ("round","run_after") WHERE "job_items"."dead_at" is null;