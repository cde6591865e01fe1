-- The event page's class counts (issue 17): how many players and entries hold a place in each
-- class and whether it has final placements (rewards). The event read counted them per class with
-- a lateral count(distinct …) over the class's entries and a scan of the rewards: 0.23–0.28 ms of
-- every uncached tournament page on PGlite, against 0.07 ms for reading them kept here. Kept exact
-- by statement-level triggers, as tournament_counts (migrations/0021). The statuses that hold a
-- place are the domain's PLACE_HOLDING_STATUSES; a test compares them with this function
-- (packages/api/src/features/tournaments/class-counts.test.ts). A class with no row has none of any.
CREATE TABLE "class_counts" (
	"class_id" integer PRIMARY KEY NOT NULL REFERENCES "classes"("id") ON DELETE cascade,
	"players" integer NOT NULL,
	"entries" integer NOT NULL,
	"rewards" integer NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "class_counts_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  -- As tournament_counts_refresh: lock the classes' counter rows first, in id order, then count,
  -- so that under READ COMMITTED two concurrent registrations both count.
  INSERT INTO "class_counts" ("class_id", "players", "entries", "rewards")
    SELECT "id", 0, 0, 0 FROM "classes" WHERE "id" = ANY("ids") ORDER BY "id"
    ON CONFLICT ("class_id") DO NOTHING;
  PERFORM 1 FROM "class_counts" WHERE "class_id" = ANY("ids") ORDER BY "class_id" FOR UPDATE;
  UPDATE "class_counts" AS cc SET
    ("players", "entries") = (SELECT count(DISTINCT r."user_id")::int,
        -- A team's entries share its team id; an entry without a team is one entry of its own.
        count(DISTINCT coalesce(r."team_id", -r."id"))::int
      FROM "registrations" r
      WHERE r."class_id" = cc."class_id"
        AND r."status" IN ('pending_payment', 'waiting_partner', 'confirmed')),
    "rewards" = (SELECT count(*)::int FROM "rewards" w WHERE w."class_id" = cc."class_id")
  WHERE cc."class_id" = ANY("ids");
END
$$;
--> statement-breakpoint
-- Entries: the classes whose entries came, went or changed class, player, team or status.
CREATE FUNCTION "class_counts_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "class_counts_refresh"(ARRAY(SELECT DISTINCT "class_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "class_counts_refresh"(ARRAY(SELECT DISTINCT "class_id" FROM "old_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "class_counts_refresh"(ARRAY(SELECT DISTINCT c."id" FROM "old_rows" o
      JOIN "new_rows" n ON n."id" = o."id"
      JOIN "classes" c ON c."id" IN (o."class_id", n."class_id")
      WHERE (o."class_id", o."user_id", o."team_id", o."status")
        IS DISTINCT FROM (n."class_id", n."user_id", n."team_id", n."status")));
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "class_counts" SET "players" = 0, "entries" = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Final placements: written when a class is finished, removed when its results are reopened.
CREATE FUNCTION "class_counts_rewards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "class_counts_refresh"(ARRAY(SELECT DISTINCT "class_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "class_counts_refresh"(ARRAY(SELECT DISTINCT c."id" FROM "old_rows" o
      JOIN "classes" c ON c."id" = o."class_id"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "class_counts_refresh"(ARRAY(SELECT DISTINCT c."id" FROM "old_rows" o
      JOIN "new_rows" n ON n."id" = o."id"
      JOIN "classes" c ON c."id" IN (o."class_id", n."class_id")
      WHERE o."class_id" IS DISTINCT FROM n."class_id"));
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "class_counts" SET "rewards" = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "class_counts_registrations_insert" AFTER INSERT ON "registrations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "class_counts_registrations"();
--> statement-breakpoint
CREATE TRIGGER "class_counts_registrations_update" AFTER UPDATE ON "registrations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "class_counts_registrations"();
--> statement-breakpoint
CREATE TRIGGER "class_counts_registrations_delete" AFTER DELETE ON "registrations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "class_counts_registrations"();
--> statement-breakpoint
CREATE TRIGGER "class_counts_registrations_truncate" AFTER TRUNCATE ON "registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "class_counts_registrations"();
--> statement-breakpoint
CREATE TRIGGER "class_counts_rewards_insert" AFTER INSERT ON "rewards"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "class_counts_rewards"();
--> statement-breakpoint
CREATE TRIGGER "class_counts_rewards_update" AFTER UPDATE ON "rewards"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "class_counts_rewards"();
--> statement-breakpoint
CREATE TRIGGER "class_counts_rewards_delete" AFTER DELETE ON "rewards"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "class_counts_rewards"();
--> statement-breakpoint
CREATE TRIGGER "class_counts_rewards_truncate" AFTER TRUNCATE ON "rewards"
  FOR EACH STATEMENT EXECUTE FUNCTION "class_counts_rewards"();
--> statement-breakpoint
-- Existing databases migrate forward: count what is already there.
SELECT "class_counts_refresh"(ARRAY(SELECT "id" FROM "classes"));
