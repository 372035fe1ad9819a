CREATE TABLE "badge_code_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "badge_code_uses_code_attendee" UNIQUE("code_id","attendee_id")
);
--> statement-breakpoint
CREATE TABLE "badge_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"badge_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"use_limit" integer,
	"expires_at" timestamp (0) with time zone,
	"disabled_at" timestamp (0) with time zone,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "badge_codes_use_limit_positive" CHECK ("badge_codes"."use_limit" is null or "badge_codes"."use_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"spin_price" integer DEFAULT 20 NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "game_settings_one_row" CHECK ("game_settings"."id" = 1),
	CONSTRAINT "game_settings_spin_price_positive" CHECK ("game_settings"."spin_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "badge_code_uses" ADD CONSTRAINT "badge_code_uses_code_id_badge_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."badge_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_code_uses" ADD CONSTRAINT "badge_code_uses_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_codes" ADD CONSTRAINT "badge_codes_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;