-- Web Push (issue 15): match-day messages also go to the browsers a player allowed (one outbox
-- row per push subscription; the recipient is the subscription's endpoint).
ALTER TABLE "messages" DROP CONSTRAINT "messages_channel_check";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_channel_check" CHECK ("channel" IN ('email', 'sms', 'push'));
