-- Match day (issue 15): a match sent back to the queue, or whose scoring links were revoked before
-- it was called, keeps its match_day row in state 'queued' (with its token_version), so a revoked
-- scoring link stays revoked.
ALTER TABLE "match_day" DROP CONSTRAINT "match_day_state_ck";--> statement-breakpoint
ALTER TABLE "match_day" ADD CONSTRAINT "match_day_state_ck" CHECK ("state" in ('queued', 'called', 'on_court', 'score_pending', 'disputed', 'confirmed'));
