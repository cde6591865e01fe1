-- Order of play (issue 14): when each court of an event is available, per day, and the event's
-- scheduling settings (rest between matches, a daily limit, minutes per match format). The
-- schedule itself is matches.start_date and matches.court_id, which already exist.
CREATE TABLE "court_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_id" integer NOT NULL REFERENCES "courts"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "court_windows_span_ck" CHECK ("ends_at" > "starts_at")
);--> statement-breakpoint
CREATE INDEX "court_windows_court_idx" ON "court_windows" USING btree ("court_id","day");--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"tournament_id" integer PRIMARY KEY NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
	"min_rest_minutes" integer DEFAULT 20 NOT NULL,
	"max_matches_per_player_per_day" integer,
	"durations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_settings_rest_ck" CHECK ("min_rest_minutes" >= 0),
	CONSTRAINT "schedule_settings_limit_ck" CHECK ("max_matches_per_player_per_day" is null or "max_matches_per_player_per_day" > 0)
);
