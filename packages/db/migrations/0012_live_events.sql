-- Live updates (issue 15): every change a live page shows, as a tiny event ("class 12 changed")
-- with an ever-growing id. Streams send the id as the SSE event id; a page that reconnects with
-- Last-Event-ID gets what it missed from here. Kept for a day (features/live prunes it).
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "live_events_topic_idx" ON "live_events" USING btree ("topic","id");
