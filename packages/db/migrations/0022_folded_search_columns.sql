-- The list search and the check-in desk's name search compare stored folded text (issue 17).
-- Migration 0005 indexed the folded event name, city and organizer name as expressions; a trigram
-- index is lossy, so every candidate row was folded again to recheck it, and a small table was
-- scanned and folded row by row. courtside_fold (nested replace/translate) costs ~25 µs a call in
-- PGlite: a search over 1,000 events spent ~25 ms folding. The folded text is now kept in
-- generated columns, written with the row, and indexed under the same index names; a search
-- folds only its own term. The players' folded "first last" name serves the check-in desk, whose
-- search folded every expected player's name per keystroke (no index: it filters one event's
-- players). The columns are not in the Drizzle schema: nothing but the searches reads them, and
-- rows read with select() stay as they were. Should courtside_fold ever change, drop and add
-- these columns again: a stored generated column is not recomputed when its function changes.
DROP INDEX IF EXISTS "tournaments_name_folded_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "tournaments_city_folded_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "organizations_name_folded_trgm_idx";
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "name_folded" text GENERATED ALWAYS AS ("courtside_fold"("name")) STORED;
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "city_folded" text GENERATED ALWAYS AS ("courtside_fold"("city")) STORED;
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "name_folded" text GENERATED ALWAYS AS ("courtside_fold"("name")) STORED;
--> statement-breakpoint
CREATE INDEX "tournaments_name_folded_trgm_idx" ON "tournaments" USING gin ("name_folded" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tournaments_city_folded_trgm_idx" ON "tournaments" USING gin ("city_folded" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "organizations_name_folded_trgm_idx" ON "organizations" USING gin ("name_folded" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_folded" text GENERATED ALWAYS AS ("courtside_fold"("first_name" || ' ' || "last_name")) STORED;
