CREATE TABLE "opportunity_epoch" (
	"id" smallint PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "opportunity_epoch_one_row_check" CHECK ("opportunity_epoch"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "opportunity_epoch" ("id", "epoch") VALUES (1, 0);
