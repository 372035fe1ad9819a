ALTER TABLE "attendees" ADD COLUMN "ranked_badges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "attendees_ranking_idx" ON "attendees" USING btree ("ranked_badges" DESC NULLS LAST,"token_balance" DESC NULLS LAST,(coalesce("nickname", '') collate "C"),"id") WHERE "user_id" is not null and "ranked_badges" > 0;
--> statement-breakpoint
-- Issue 28: attendees.ranked_badges counts the attendee's redeems of badges that rank (type ≠ 0,
-- checkpoints excluded; archived badges still count, as on the provider's board), kept by the
-- triggers below in the writing transaction, so the all-time board's top N and a caller's place
-- are index reads (attendees_ranking_idx) instead of grouping every redeem.
-- Concurrency: a change of a redeem takes FOR SHARE on its badges before reading their type, and a
-- change of a badge's type holds that row's update lock, so an award never counts under a type
-- that was being changed; the counters move by atomic increments on the attendee's row.
UPDATE "attendees" AS a SET "ranked_badges" = h.n
FROM (
  SELECT r."attendee_id", count(*)::int AS n
  FROM "redeems" r JOIN "badges" b ON b."id" = r."badge_id"
  WHERE b."type" <> 0
  GROUP BY r."attendee_id"
) AS h
WHERE a."id" = h."attendee_id";
--> statement-breakpoint
CREATE FUNCTION "confetti_redeems_ranked_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "badges" WHERE "id" IN (SELECT "badge_id" FROM inserted) ORDER BY "id" FOR SHARE;
  PERFORM 1 FROM "attendees" WHERE "id" IN (SELECT "attendee_id" FROM inserted) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "attendees" AS a SET "ranked_badges" = a."ranked_badges" + d.n
  FROM (
    SELECT r."attendee_id", count(*)::int AS n
    FROM inserted r JOIN "badges" b ON b."id" = r."badge_id"
    WHERE b."type" <> 0
    GROUP BY r."attendee_id"
  ) AS d
  WHERE a."id" = d."attendee_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "confetti_redeems_ranked_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A badge deleted in this transaction is no longer visible here: its BEFORE DELETE trigger has
  -- already taken its redeems off the counters.
  PERFORM 1 FROM "badges" WHERE "id" IN (SELECT "badge_id" FROM deleted) ORDER BY "id" FOR SHARE;
  PERFORM 1 FROM "attendees" WHERE "id" IN (SELECT "attendee_id" FROM deleted) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "attendees" AS a SET "ranked_badges" = a."ranked_badges" - d.n
  FROM (
    SELECT r."attendee_id", count(*)::int AS n
    FROM deleted r JOIN "badges" b ON b."id" = r."badge_id"
    WHERE b."type" <> 0
    GROUP BY r."attendee_id"
  ) AS d
  WHERE a."id" = d."attendee_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "confetti_redeems_ranked_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "badges" WHERE "id" IN (OLD."badge_id", NEW."badge_id") ORDER BY "id" FOR SHARE;
  UPDATE "attendees" SET "ranked_badges" = "ranked_badges" - 1
  WHERE "id" = OLD."attendee_id" AND EXISTS (SELECT 1 FROM "badges" WHERE "id" = OLD."badge_id" AND "type" <> 0);
  UPDATE "attendees" SET "ranked_badges" = "ranked_badges" + 1
  WHERE "id" = NEW."attendee_id" AND EXISTS (SELECT 1 FROM "badges" WHERE "id" = NEW."badge_id" AND "type" <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "confetti_redeems_ranked_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "attendees" SET "ranked_badges" = 0 WHERE "ranked_badges" <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "confetti_badges_ranked_retyped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "attendees" AS a SET "ranked_badges" = a."ranked_badges" + (CASE WHEN NEW."type" = 0 THEN -1 ELSE 1 END)
  FROM "redeems" r
  WHERE r."badge_id" = NEW."id" AND a."id" = r."attendee_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "confetti_badges_ranked_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."type" <> 0 THEN
    UPDATE "attendees" AS a SET "ranked_badges" = a."ranked_badges" - 1
    FROM "redeems" r
    WHERE r."badge_id" = OLD."id" AND a."id" = r."attendee_id";
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "redeems_ranked_insert" AFTER INSERT ON "redeems" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "confetti_redeems_ranked_inserted"();
--> statement-breakpoint
CREATE TRIGGER "redeems_ranked_delete" AFTER DELETE ON "redeems" REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION "confetti_redeems_ranked_deleted"();
--> statement-breakpoint
CREATE TRIGGER "redeems_ranked_update" AFTER UPDATE OF "badge_id", "attendee_id" ON "redeems"
  FOR EACH ROW WHEN (OLD."badge_id" IS DISTINCT FROM NEW."badge_id" OR OLD."attendee_id" IS DISTINCT FROM NEW."attendee_id")
  EXECUTE FUNCTION "confetti_redeems_ranked_moved"();
--> statement-breakpoint
CREATE TRIGGER "redeems_ranked_truncate" AFTER TRUNCATE ON "redeems"
  FOR EACH STATEMENT EXECUTE FUNCTION "confetti_redeems_ranked_truncated"();
--> statement-breakpoint
CREATE TRIGGER "badges_ranked_retype" AFTER UPDATE OF "type" ON "badges"
  FOR EACH ROW WHEN ((OLD."type" = 0) IS DISTINCT FROM (NEW."type" = 0))
  EXECUTE FUNCTION "confetti_badges_ranked_retyped"();
--> statement-breakpoint
CREATE TRIGGER "badges_ranked_delete" BEFORE DELETE ON "badges"
  FOR EACH ROW EXECUTE FUNCTION "confetti_badges_ranked_deleting"();
