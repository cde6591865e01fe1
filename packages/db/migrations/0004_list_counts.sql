CREATE TABLE "tournament_list_counts" (
	"type_code" smallint NOT NULL,
	"progress" smallint NOT NULL,
	"country" char(2) NOT NULL,
	"organization_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "tournament_list_counts_pk" PRIMARY KEY("type_code","progress","country","organization_id")
);
--> statement-breakpoint
CREATE INDEX "tournaments_open_list_idx" ON "tournaments" USING btree ("start_date","id") WHERE "tournaments"."status" = 'published' and "tournaments"."progress" in (0, 1);--> statement-breakpoint
CREATE INDEX "tournaments_finished_list_idx" ON "tournaments" USING btree ("start_date","id") WHERE "tournaments"."status" = 'published' and "tournaments"."progress" = 2;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): keep tournament_list_counts exact.
-- Statement-level triggers with transition tables add one grouped upsert per statement, so bulk
-- inserts (seed, scale generator) stay set-based. Rows are upserted in key order so concurrent
-- writers lock counter rows in the same order. docs/decisions/0007.
CREATE FUNCTION "tournament_list_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "tournament_list_counts" AS c ("type_code", "progress", "country", "organization_id", "n")
    SELECT "type_code", "progress", "country", "organization_id", count(*)::int FROM "new_rows" WHERE "status" = 'published'
    GROUP BY "type_code", "progress", "country", "organization_id" ORDER BY "type_code", "progress", "country", "organization_id"
    ON CONFLICT ("type_code", "progress", "country", "organization_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "tournament_list_counts" AS c ("type_code", "progress", "country", "organization_id", "n")
    SELECT "type_code", "progress", "country", "organization_id", -count(*)::int FROM "old_rows" WHERE "status" = 'published'
    GROUP BY "type_code", "progress", "country", "organization_id" ORDER BY "type_code", "progress", "country", "organization_id"
    ON CONFLICT ("type_code", "progress", "country", "organization_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "tournament_list_counts" AS c ("type_code", "progress", "country", "organization_id", "n")
    SELECT "type_code", "progress", "country", "organization_id", sum("delta")::int FROM (
      SELECT "type_code", "progress", "country", "organization_id", -1 AS "delta" FROM "old_rows" WHERE "status" = 'published'
      UNION ALL
      SELECT "type_code", "progress", "country", "organization_id", 1 AS "delta" FROM "new_rows" WHERE "status" = 'published'
    ) AS "changes"
    GROUP BY "type_code", "progress", "country", "organization_id" HAVING sum("delta") <> 0 ORDER BY "type_code", "progress", "country", "organization_id"
    ON CONFLICT ("type_code", "progress", "country", "organization_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "tournament_list_counts";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tournament_list_counts_insert" AFTER INSERT ON "tournaments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_list_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "tournament_list_counts_update" AFTER UPDATE ON "tournaments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tournament_list_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "tournament_list_counts_delete" AFTER DELETE ON "tournaments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tournament_list_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "tournament_list_counts_truncate" AFTER TRUNCATE ON "tournaments"
  FOR EACH STATEMENT EXECUTE FUNCTION "tournament_list_counts_sync"();
--> statement-breakpoint
-- Existing databases migrate forward: count what is already there.
INSERT INTO "tournament_list_counts" ("type_code", "progress", "country", "organization_id", "n")
SELECT "type_code", "progress", "country", "organization_id", count(*)::int
FROM "tournaments" WHERE "status" = 'published'
GROUP BY "type_code", "progress", "country", "organization_id";
