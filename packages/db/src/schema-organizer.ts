// The organizer console's tables (issue 12, migrations/0006_organizer.sql): who may manage an
// organization, the invitations that make someone a member, and the append-only audit log (a
// trigger refuses UPDATE, DELETE and TRUNCATE). Logic: packages/api/src/features/organizer.
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { organizations, tournaments, users } from './schema.ts'

export const ORGANIZATION_ROLES = ['owner', 'director', 'desk', 'referee'] as const
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]

const ts = (name: string) => timestamp(name, { withTimezone: true })

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANIZATION_ROLES }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'organization_members_pk', columns: [t.organizationId, t.userId] }),
    index('organization_members_user_idx').on(t.userId),
  ],
)

/** An invitation link: only the SHA-256 of its token is stored; one use, 7 days. */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ORGANIZATION_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id),
    expiresAt: ts('expires_at').notNull(),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id),
    acceptedAt: ts('accepted_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_invitations_token_uq').on(t.tokenHash),
    index('organization_invitations_org_idx').on(t.organizationId, t.createdAt),
  ],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    tournamentId: integer('tournament_id').references(() => tournaments.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_tournament_idx').on(t.tournamentId, t.id),
    index('audit_log_organization_idx').on(t.organizationId, t.id),
  ],
)
