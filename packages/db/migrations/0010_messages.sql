-- The transactional outbox of player messages (issue 16): written in the same transaction as the
-- change that causes it, sent by the worker in the server process (features/messages). The unique
-- (kind, subject_key, recipient) makes a retried request or a replay write nothing twice.
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"tournament_id" integer REFERENCES "tournaments"("id") ON DELETE SET NULL,
	"locale" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"subject" text,
	"text_body" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_channel_check" CHECK ("channel" IN ('email', 'sms')),
	CONSTRAINT "messages_status_check" CHECK ("status" IN ('pending', 'sent', 'failed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_once_uq" ON "messages" USING btree ("kind", "subject_key", "recipient");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id", "id");--> statement-breakpoint
CREATE INDEX "messages_tournament_idx" ON "messages" USING btree ("tournament_id", "status");
