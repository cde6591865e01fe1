// Identity tables of the built-in ("local") identity provider, plus the links from any provider's
// subject to our users row. Logic: packages/api/src/adapters/identity (DESIGN.md "identity").
// Secrets are never stored in the clear: passwords are scrypt hashes, codes and refresh tokens
// are HMAC/SHA-256 digests, TOTP secrets are AES-GCM encrypted.
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './schema.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const ts = (name: string) => timestamp(name, { withTimezone: true })

/** A local account; `id` is the token subject (`sub`). Email and phone are login identifiers. */
export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    isVerified: boolean('is_verified').notNull().default(false),
    isSmsMfaEnabled: boolean('is_sms_mfa_enabled').notNull().default(false),
    isTotpEnabled: boolean('is_totp_enabled').notNull().default(false),
    /** AES-GCM encrypted base32 secrets (see adapters/identity/secrets.ts). */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted TOTP time step, so a code cannot be replayed. */
    totpLastCounter: integer('totp_last_counter'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identity_accounts_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('identity_accounts_phone_uq').on(t.phone),
  ],
)

/** One-time codes (sign-up verification, password reset, SMS MFA): hashed, 15 min, 5 attempts. */
export const identityCodes = pgTable(
  'identity_codes',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'mfa_sms'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('identity_codes_account_idx').on(t.accountId, t.purpose)],
)

/** TOTP recovery codes, each usable once. */
export const identityRecoveryCodes = pgTable(
  'identity_recovery_codes',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('identity_recovery_codes_account_idx').on(t.accountId)],
)

/** A signed-in session = one refresh-token family. Its id is the `sid` claim of access tokens. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('identity_sessions_account_idx').on(t.accountId)],
)

/** Rotating refresh tokens, stored as SHA-256 digests; reuse of a rotated one revokes its session. */
export const identityRefreshTokens = pgTable(
  'identity_refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => identitySessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    rotatedAt: ts('rotated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_refresh_tokens_hash_uq').on(t.tokenHash),
    index('identity_refresh_tokens_session_idx').on(t.sessionId),
  ],
)

/**
 * Failed password/code attempts per identifier digest (known or unknown accounts alike, so the
 * lockout itself reveals nothing): locked for 2^(n−5) s after 5 failures, capped at 15 minutes.
 */
export const identityThrottle = pgTable('identity_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: ts('last_failed_at'),
  lockedUntil: ts('locked_until'),
})

/** Which users row a provider's subject belongs to (local account id or Cognito `sub`). */
export const identityLinks = pgTable(
  'identity_links',
  {
    provider: text('provider', { enum: ['local', 'cognito'] }).notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_links_subject_uq').on(t.provider, t.subject),
    index('identity_links_user_idx').on(t.userId),
  ],
)

/** Development mailbox: codes "sent" by mail or SMS when no real sender is configured (/dev/outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient)],
)
