CREATE TABLE "invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"token_digest" text NOT NULL,
	"issued_at" timestamp (0) with time zone NOT NULL,
	"expires_at" timestamp (0) with time zone NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "invitations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "invitations_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;