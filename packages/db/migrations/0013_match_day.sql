-- Match day (issue 15): check-in, the court desk's match states, scoring from a phone and Web Push
-- subscriptions. Schema and comments: packages/db/src/schema-match-day.ts.
CREATE TABLE "match_day_settings" (
	"tournament_id" integer PRIMARY KEY NOT NULL REFERENCES "tournaments"("id") ON DELETE cascade,
	"self_check_in_opens_at" timestamp with time zone,
	"self_check_in_closes_at" timestamp with time zone,
	"check_in_deadline" timestamp with time zone,
	"auto_confirm_minutes" integer DEFAULT 10 NOT NULL,
	"overdue_minutes" integer DEFAULT 45 NOT NULL,
	"auto_call" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_day_settings_confirm_ck" CHECK ("auto_confirm_minutes" between 1 and 1440),
	CONSTRAINT "match_day_settings_overdue_ck" CHECK ("overdue_minutes" between 5 and 600),
	CONSTRAINT "match_day_settings_window_ck" CHECK ("self_check_in_opens_at" is null or "self_check_in_closes_at" is null or "self_check_in_closes_at" > "self_check_in_opens_at")
);--> statement-breakpoint
CREATE TABLE "check_ins" (
	"tournament_id" integer NOT NULL REFERENCES "tournaments"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"method" text NOT NULL,
	"by_user_id" integer REFERENCES "users"("id"),
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "check_ins_method_ck" CHECK ("method" in ('desk', 'scan', 'self'))
);--> statement-breakpoint
CREATE TABLE "match_day" (
	"match_id" integer PRIMARY KEY NOT NULL REFERENCES "matches"("id") ON DELETE cascade,
	"tournament_id" integer NOT NULL REFERENCES "tournaments"("id") ON DELETE cascade,
	"state" text NOT NULL,
	"court_id" integer REFERENCES "courts"("id") ON DELETE set null,
	"called_at" timestamp with time zone,
	"on_court_at" timestamp with time zone,
	"pending_result" jsonb,
	"pending_side" text,
	"pending_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"dispute_note" text,
	"confirmed_at" timestamp with time zone,
	"token_version" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_day_state_ck" CHECK ("state" in ('called', 'on_court', 'score_pending', 'disputed', 'confirmed'))
);--> statement-breakpoint
CREATE INDEX "match_day_tournament_idx" ON "match_day" USING btree ("tournament_id","state");--> statement-breakpoint
CREATE INDEX "match_day_court_idx" ON "match_day" USING btree ("court_id");--> statement-breakpoint
CREATE TABLE "scoring_requests" (
	"match_id" integer NOT NULL REFERENCES "matches"("id") ON DELETE cascade,
	"key" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scoring_requests_match_id_key_pk" PRIMARY KEY("match_id","key")
);--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");
