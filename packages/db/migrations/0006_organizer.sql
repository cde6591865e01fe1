-- Organizer console (issue 12): members and invitations per organization, an append-only audit
-- log, the event and class fields the console edits, and the "pending approval" entry state.
ALTER TABLE "organizations" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "currency" char(3);--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "vat_mode" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "refund_until_days" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "partner_deadline_hours" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "min_age" smallint;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "max_age" smallint;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "age_reference_date" date;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "unrated_may_ask" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "waitlist_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"role" text NOT NULL CHECK ("role" IN ('owner', 'director', 'desk', 'referee')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_pk" PRIMARY KEY("organization_id","user_id")
);--> statement-breakpoint
CREATE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"role" text NOT NULL CHECK ("role" IN ('owner', 'director', 'desk', 'referee')),
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer REFERENCES "users"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by_user_id" integer REFERENCES "users"("id"),
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_uq" ON "organization_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "organization_invitations_org_idx" ON "organization_invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id"),
	"tournament_id" integer REFERENCES "tournaments"("id"),
	"actor_user_id" integer REFERENCES "users"("id"),
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_log_tournament_idx" ON "audit_log" USING btree ("tournament_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_organization_idx" ON "audit_log" USING btree ("organization_id","id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): the audit log is append-only. No role the
-- application connects with can change or remove a row; TRUNCATE is refused as well.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
