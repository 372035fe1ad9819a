CREATE TABLE "company_lead_tags" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"attendee_id" uuid NOT NULL,
	"rating" text,
	"rating_at" timestamp (3) with time zone,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags_at" timestamp (3) with time zone,
	"note" text DEFAULT '' NOT NULL,
	"note_at" timestamp (3) with time zone,
	"follow_up" boolean DEFAULT false NOT NULL,
	"follow_up_at" timestamp (3) with time zone,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "leads_company_attendee" UNIQUE("company_id","attendee_id"),
	CONSTRAINT "leads_rating_known" CHECK ("leads"."rating" in ('hot','warm','cold'))
);
--> statement-breakpoint
ALTER TABLE "company_lead_tags" ADD CONSTRAINT "company_lead_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;