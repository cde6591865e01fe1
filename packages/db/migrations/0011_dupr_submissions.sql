-- Results sent to DUPR through its match API (issue 14): one row per match DUPR accepted, keyed by
-- the identifier we gave it, with DUPR's match code (needed to delete it) and the fingerprint of
-- what was sent, so a corrected result is sent again and an unchanged one never twice.
CREATE TABLE "dupr_submissions" (
	"identifier" text PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
	"match_code" text NOT NULL,
	"fingerprint" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "dupr_submissions_tournament_idx" ON "dupr_submissions" USING btree ("tournament_id");
