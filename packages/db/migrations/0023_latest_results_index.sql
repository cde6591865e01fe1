-- The tournament page's "Live now" panel (issue 15) lists an event's five latest results, and on
-- the event's days every uncached tournament page reads them (issue 17). Without an index that
-- read went through every match of the event (378 in the seed's Dutch Open, ~2 ms on PGlite);
-- this partial index keeps each class's finished matches newest first, so the read takes a few
-- rows per class (features/live-board/summary-store.ts).
CREATE INDEX "matches_class_result_idx" ON "matches" USING btree ("class_id","start_date" DESC NULLS LAST,"id" DESC) WHERE jsonb_array_length("matches"."results") > 0 or "matches"."decision" is not null;
