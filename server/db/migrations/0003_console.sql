CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" bigint,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp (0) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "archived_at" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "archived_at" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "redeemables" ADD COLUMN "archived_at" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_archived_never_drawn" CHECK ("prizes"."archived_at" is null or "prizes"."probability" = 0);