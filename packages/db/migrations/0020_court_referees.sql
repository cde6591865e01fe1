-- Match day (issue 15): the desk assigns signed-in referees (club members with the role
-- 'referee') to an event's courts; they score the matches on those courts. Schema and comments:
-- packages/db/src/schema-match-day.ts (courtReferees).
CREATE TABLE "court_referees" (
	"tournament_id" integer NOT NULL REFERENCES "tournaments"("id") ON DELETE cascade,
	"court_id" integer NOT NULL REFERENCES "courts"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"assigned_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_referees_court_id_user_id_pk" PRIMARY KEY("court_id","user_id")
);--> statement-breakpoint
CREATE INDEX "court_referees_user_idx" ON "court_referees" USING btree ("tournament_id","user_id");
