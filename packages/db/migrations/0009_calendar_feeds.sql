-- A calendar subscription per player (issue 14): the secret token of their read-only .ics feed
-- (/bff/calendar/player/{token}.ics). One row per user; resetting replaces the token, so the old
-- address stops working at once.
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_uq" ON "calendar_feeds" USING btree ("token");
--> statement-breakpoint
-- SEQUENCE of a match in the feed (RFC 5545: it only ever grows): bumped by the database whenever
-- a match's time, court or sides change, whoever writes them (scheduler, desk, draw, seed).
ALTER TABLE "matches" ADD COLUMN "schedule_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "matches_bump_schedule_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.start_date IS DISTINCT FROM OLD.start_date
		OR NEW.court_id IS DISTINCT FROM OLD.court_id
		OR NEW.home_team_id IS DISTINCT FROM OLD.home_team_id
		OR NEW.away_team_id IS DISTINCT FROM OLD.away_team_id THEN
		NEW.schedule_sequence := OLD.schedule_sequence + 1;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "matches_schedule_sequence" BEFORE UPDATE ON "matches"
	FOR EACH ROW EXECUTE FUNCTION "matches_bump_schedule_sequence"();
