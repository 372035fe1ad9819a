ALTER TABLE "prizes" ADD COLUMN "is_nothing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_nothing_not_handed_over" CHECK (not ("prizes"."is_nothing" and "prizes"."is_redeemable"));--> statement-breakpoint
UPDATE "prizes" SET "is_nothing" = true WHERE "name" = 'Nothing' AND "is_redeemable" = false;
