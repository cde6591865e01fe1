-- Draws (issue 14): one draw per class as the domain's JSON (docs/decisions/0012), and the link
-- from a public match row to its match in that draw, so results entered on a row find the draw.
CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'draft' NOT NULL,
	"draw" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"random_seed" bigint NOT NULL,
	"publish_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_status_ck" CHECK ("status" in ('draft', 'locked', 'published'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "draws_class_uq" ON "draws" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "draw_match_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_draw_match_uq" ON "matches" USING btree ("class_id","draw_match_id") WHERE "draw_match_id" is not null;
