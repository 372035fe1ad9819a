CREATE TABLE "event_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text,
	"short_name" text,
	"theme_color" text,
	"background_color" text,
	"logo" text,
	"icon_192" text,
	"icon_512" text,
	"icon_maskable" text,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "event_identity_one_row" CHECK ("event_identity"."id" = 1)
);
