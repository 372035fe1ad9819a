CREATE TABLE "venue_booths" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"label" text,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "venue_booths_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
ALTER TABLE "venue_booths" ADD CONSTRAINT "venue_booths_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;