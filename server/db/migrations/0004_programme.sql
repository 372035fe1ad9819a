CREATE TABLE "programme_calendars" (
	"attendee_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "programme_calendars_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "programme_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"map_x" double precision,
	"map_y" double precision,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "programme_rooms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "programme_session_speakers" (
	"session_id" uuid NOT NULL,
	"speaker_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "programme_session_speakers_session_id_speaker_id_pk" PRIMARY KEY("session_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "programme_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" text NOT NULL,
	"origin" text DEFAULT 'import' NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"track" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"starts_at" timestamp (0) with time zone NOT NULL,
	"ends_at" timestamp (0) with time zone NOT NULL,
	"room_id" integer,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"badge_id" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "programme_sessions_guid_unique" UNIQUE("guid"),
	CONSTRAINT "programme_sessions_badge_id_unique" UNIQUE("badge_id"),
	CONSTRAINT "programme_sessions_time" CHECK ("programme_sessions"."starts_at" <= "programme_sessions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "programme_speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_key" text,
	"origin" text DEFAULT 'import' NOT NULL,
	"name" text NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "programme_speakers_external_key_unique" UNIQUE("external_key")
);
--> statement-breakpoint
CREATE TABLE "programme_stars" (
	"attendee_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "programme_stars_attendee_id_session_id_pk" PRIMARY KEY("attendee_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "programme_tracks" (
	"name" text PRIMARY KEY NOT NULL,
	"color" text
);
--> statement-breakpoint
ALTER TABLE "programme_calendars" ADD CONSTRAINT "programme_calendars_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_session_speakers" ADD CONSTRAINT "programme_session_speakers_session_id_programme_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."programme_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_session_speakers" ADD CONSTRAINT "programme_session_speakers_speaker_id_programme_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."programme_speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_room_id_programme_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."programme_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_stars" ADD CONSTRAINT "programme_stars_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_stars" ADD CONSTRAINT "programme_stars_session_id_programme_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."programme_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_session_speakers_speaker_idx" ON "programme_session_speakers" USING btree ("speaker_id");--> statement-breakpoint
CREATE INDEX "programme_sessions_start_idx" ON "programme_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "programme_stars_session_idx" ON "programme_stars" USING btree ("session_id");