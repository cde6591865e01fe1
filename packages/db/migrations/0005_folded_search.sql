-- Search forgives case, accents and the German ue/oe/ae/ss spellings (issue 13): "zurich",
-- "Zuerich" and "ZÜRICH" all find Zürich. One immutable function folds both the indexed text and
-- the search term the same way, and trigram indexes on the folded name, city and organizer name
-- keep the list query indexed on PGlite and PostgreSQL (no unaccent dictionary needed).
-- Folding both sides alike makes the digraph rule safe: "Mueller" and "Müller" fold to "muller".
CREATE OR REPLACE FUNCTION "courtside_fold"("value" text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT replace(replace(replace(
    translate(
      replace(replace(replace(replace(replace(lower("value"), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'ø', 'o'), 'þ', 'th'),
      'àáâãäåāăąǎçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıǐĵķĺļľŀłñńņňòóôõöōŏőǒŕŗřśŝşšșţťțùúûüũūŭůűųǔŵýÿŷźżž',
      'aaaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiiijklllllnnnnooooooooorrrssssstttuuuuuuuuuuuwyyyzzz'
    ),
    'ae', 'a'), 'oe', 'o'), 'ue', 'u')
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tournaments_name_folded_trgm_idx" ON "tournaments" USING gin ("courtside_fold"("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tournaments_city_folded_trgm_idx" ON "tournaments" USING gin ("courtside_fold"("city") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_name_folded_trgm_idx" ON "organizations" USING gin ("courtside_fold"("name") gin_trgm_ops);
--> statement-breakpoint
-- The list search no longer uses the plain-text trigram indexes of migration 0001.
DROP INDEX IF EXISTS "tournaments_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "tournaments_city_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "organizations_name_trgm_idx";
