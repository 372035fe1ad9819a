ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Reset tokens are stored hashed from now on: links mailed before this migration stop working.
UPDATE "users" SET "reset_password_token" = NULL, "reset_token_sent_at" = NULL;
