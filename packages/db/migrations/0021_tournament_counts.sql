-- The event card's counts (issue 17): how many classes an event has and how many players hold a
-- place in any of them (each player once). Every list, featured strip, tour and organizer page
-- counted these per card with two correlated subqueries, three quarters of the list query's time
-- in PGlite. Kept exact by the statement-level triggers below (as tournament_list_counts,
-- migrations/0004). The statuses that hold a place are the domain's PLACE_HOLDING_STATUSES; a
-- test compares them with this function (packages/api/src/features/tournaments/tournament-counts.test.ts).
CREATE TABLE "tournament_counts" (
	"tournament_id" integer PRIMARY KEY NOT NULL REFERENCES "tournaments"("id") ON DELETE cascade,
	"classes" integer NOT NULL,
	"players" integer NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "tournament_counts_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  -- Lock the events' counter rows first, in id order (writers queue rather than deadlock), and
  -- count afterwards: under READ COMMITTED the counting statement then sees every write that
  -- committed before this one got the lock, so two concurrent registrations both count.
  INSERT INTO "tournament_counts" ("tournament_id", "classes", "players")
    SELECT "id", 0, 0 FROM "tournaments" WHERE "id" = ANY("ids") ORDER BY "id"
    ON CONFLICT ("tournament_id") DO NOTHING;
  PERFORM 1 FROM "tournament_counts" WHERE "tournament_id" = ANY("ids") ORDER BY "tournament_id" FOR UPDATE;
  UPDATE "tournament_counts" AS tc SET
    "classes" = (SELECT count(*)::int FROM "classes" c WHERE c."tournament_id" = tc."tournament_id"),
    "players" = (SELECT count(DISTINCT r."user_id")::int FROM "registrations" r
      JOIN "classes" c ON c."id" = r."class_id"
      WHERE c."tournament_id" = tc."tournament_id"
        AND r."status" IN ('pending_payment', 'waiting_partner', 'confirmed'))
  WHERE tc."tournament_id" = ANY("ids");
END
$$;
--> statement-breakpoint
-- Entries: the events of the classes whose entries came, went or changed class, player or status.
-- An entry deleted with its class is counted by the classes trigger (its class is gone here).
CREATE FUNCTION "tournament_counts_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "tournament_counts_refresh"(ARRAY(SELECT DISTINCT c."tournament_id" FROM "new_rows" n
      JOIN "classes" c ON c."id" = n."class_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "tournament_counts_refresh"(ARRAY(SELECT DISTINCT c."tournament_id" FROM "old_rows" o
      JOIN "classes" c ON c."id" = o."class_id"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "tournament_counts_refresh"(ARRAY(SELECT DISTINCT c."tournament_id" FROM "old_rows" o
      JOIN "new_rows" n ON n."id" = o."id"
      JOIN "classes" c ON c."id" IN (o."class_id", n."class_id")
      WHERE (o."class_id", o."user_id", o."status") IS DISTINCT FROM (n."class_id", n."user_id", n."status")));
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "tournament_counts" SET "players" = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Classes: added, removed (with their entries) or moved to another event.
CREATE FUNCTION "tournament_counts_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "tournament_counts_refresh"(ARRAY(SELECT DISTINCT "tournament_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "tournament_counts_refresh"(ARRAY(SELECT DISTINCT "tournament_id" FROM "old_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "tournament_counts_refresh"(ARRAY(
      SELECT o."tournament_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        WHERE o."tournament_id" <> n."tournament_id"
      UNION SELECT n."tournament_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        WHERE o."tournament_id" <> n."tournament_id"));
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "tournament_counts" SET "classes" = 0, "players" = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tournament_counts_registrations_insert" AFTER INSERT ON "registrations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_registrations"();
--> statement-breakpoint
CREATE TRIGGER "tournament_counts_registrations_update" AFTER UPDATE ON "registrations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_registrations"();
--> statement-breakpoint
CREATE TRIGGER "tournament_counts_registrations_delete" AFTER DELETE ON "registrations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_registrations"();
--> statement-breakpoint
CREATE TRIGGER "tournament_counts_registrations_truncate" AFTER TRUNCATE ON "registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_registrations"();
--> statement-breakpoint
CREATE TRIGGER "tournament_counts_classes_insert" AFTER INSERT ON "classes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_classes"();
--> statement-breakpoint
CREATE TRIGGER "tournament_counts_classes_update" AFTER UPDATE ON "classes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_classes"();
--> statement-breakpoint
CREATE TRIGGER "tournament_counts_classes_delete" AFTER DELETE ON "classes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_classes"();
--> statement-breakpoint
CREATE TRIGGER "tournament_counts_classes_truncate" AFTER TRUNCATE ON "classes"
  FOR EACH STATEMENT EXECUTE FUNCTION "tournament_counts_classes"();
--> statement-breakpoint
-- Existing databases migrate forward: count what is already there.
SELECT "tournament_counts_refresh"(ARRAY(SELECT "id" FROM "tournaments"));
