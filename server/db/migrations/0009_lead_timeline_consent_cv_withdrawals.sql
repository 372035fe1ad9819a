CREATE TABLE "company_lead_consent" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"shares_with_organiser" boolean DEFAULT false NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_withdrawals" (
	"company_id" bigint NOT NULL,
	"attendee_id" uuid NOT NULL,
	"withdrawn_at" timestamp (3) with time zone NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "cv_withdrawals_company_id_attendee_id_pk" PRIMARY KEY("company_id","attendee_id")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"attendee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"member" text,
	"value" text,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "lead_events_kind_known" CHECK ("lead_events"."kind" in ('scan','rating','tags','note','follow_up'))
);
--> statement-breakpoint
ALTER TABLE "company_lead_consent" ADD CONSTRAINT "company_lead_consent_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_withdrawals" ADD CONSTRAINT "cv_withdrawals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_withdrawals" ADD CONSTRAINT "cv_withdrawals_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_company_attendee" ON "lead_events" USING btree ("company_id","attendee_id","occurred_at");