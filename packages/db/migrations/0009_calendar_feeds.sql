-- A calendar subscription per player (issue 14): the secret token of their read-only .ics feed
-- (/bff/calendar/player/{token}.ics). One row per user; resetting replaces the token, so the old
-- address stops working at once.
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_uq" ON "calendar_feeds" USING btree ("token");
