// The built-in identity provider (DESIGN.md): accounts in our database, scrypt password hashes,
// hashed 6-digit codes (15 min, 5 attempts), MFA by SMS code or TOTP (with recovery codes),
// rotating refresh tokens stored as digests (reuse of a rotated one revokes the session) and
// short-lived EdDSA JWTs signed with jose. TOTP, recovery codes and the JWTs have their own
// modules (totp.ts, recovery-codes.ts, local-tokens.ts); lockout lives in index.ts so both
// adapters share it.
import { createHash, randomBytes } from 'node:crypto'
import {
  and,
  eq,
  gt,
  identityAccounts,
  identityRefreshTokens,
  identitySessions,
  isNull,
  preparedQuery,
  sql,
  type Db,
} from '@courtside/db'
import type { Logger } from 'pino'
import type { MessageSender } from '../../features/messages/sender.ts'
import { AppError } from '../../lib/errors.ts'
import { createAccountMessages, invalidCode } from './codes.ts'
import { assertPasswordAcceptable, burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts'
import { deleteRecoveryCodes, issueRecoveryCodes, redeemRecoveryCode } from './recovery-codes.ts'
import { challengeSubject, sessionOfAnyAge, signChallenge, signTokens, verifyToken } from './local-tokens.ts'
import { loadServerSecrets } from './secrets.ts'
import { checkTotp, newTotpSecret, totpCounter, type Account } from './totp.ts'
import type {
  AccessClaims,
  IdClaims,
  Identifier,
  IdentityProvider,
  MfaChallenge,
  SignInResult,
  TokenSet,
} from './types.ts'

export const SESSION_DAYS = 30
/** Two tabs refreshing at the same moment present the same token; that is not theft. */
export const REFRESH_REUSE_GRACE_MS = 10_000

export type LocalIdentityOptions = {
  db: Db
  /** Sends account codes and notices right after they are written (codes.ts). */
  messages: MessageSender
  logger: Pick<Logger, 'warn'>
  /** The site origin; the `iss` of every token. */
  issuer: string
  now?: () => Date
}

export const invalidCredentials = () =>
  new AppError(400, 'INVALID_CREDENTIALS', 'The sign-in details are not correct')
export { invalidCode }
export const invalidSession = () => new AppError(401, 'INVALID_SESSION', 'The session is no longer valid')

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

function mask(identifier: string): string {
  if (identifier.includes('@')) {
    const [name = '', domain = ''] = identifier.split('@')
    return `${name.slice(0, 1)}***@${domain}`
  }
  return `${identifier.slice(0, 3)}***${identifier.slice(-2)}`
}

/**
 * The session of an access token, unless it was ended (sign-out, reuse detection) or expired.
 * Asked on every authenticated request: built once per database (docs/decisions/0014).
 */
const liveSessionQuery = preparedQuery('identity_live_session', (db, name) =>
  db
    .select({ id: identitySessions.id })
    .from(identitySessions)
    .where(
      and(
        eq(identitySessions.id, sql.placeholder('sid')),
        isNull(identitySessions.revokedAt),
        gt(identitySessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare(name),
)

export function createLocalIdentityProvider(options: LocalIdentityOptions): IdentityProvider {
  const { db, issuer } = options
  const now = options.now ?? (() => new Date())
  const secrets = () => loadServerSecrets(db)
  const codes = createAccountMessages({
    db,
    messages: options.messages,
    logger: options.logger,
    secrets,
    now,
  })

  async function findAccount(identifier: Identifier): Promise<Account | undefined> {
    const condition =
      identifier.kind === 'email'
        ? sql`lower(${identityAccounts.email}) = ${identifier.value.toLowerCase()}`
        : eq(identityAccounts.phone, identifier.value)
    const [row] = await db.select().from(identityAccounts).where(condition).limit(1)
    return row
  }

  async function accountById(id: string): Promise<Account | undefined> {
    const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id)).limit(1)
    return row
  }

  async function startSession(account: Account): Promise<TokenSet> {
    const at = now()
    const [session] = await db
      .insert(identitySessions)
      .values({ accountId: account.id, expiresAt: new Date(at.getTime() + SESSION_DAYS * 86_400_000) })
      .returning()
    if (!session) throw new Error('session not created')
    const refreshToken = randomBytes(32).toString('base64url')
    await db.insert(identityRefreshTokens).values({ sessionId: session.id, tokenHash: sha256(refreshToken) })
    return signTokens(tokenContext, account, session.id, refreshToken)
  }

  async function revokeSession(sessionId: string, reason: string) {
    await db
      .update(identitySessions)
      .set({ revokedAt: now(), revokedReason: reason })
      .where(and(eq(identitySessions.id, sessionId), isNull(identitySessions.revokedAt)))
  }

  async function accountFromAccessToken(accessToken: string): Promise<Account> {
    const claims = await provider.verifyAccessToken(accessToken)
    const account = await accountById(claims.subject)
    if (!account) throw new AppError(401, 'UNAUTHORIZED', 'Unauthorized')
    return account
  }

  const totpContext = { db, secrets, now }
  const tokenContext = { secrets, issuer, now }

  const provider: IdentityProvider = {
    kind: 'local',

    async signUp({ identifier, password, givenName, familyName, pageLocale }) {
      assertPasswordAcceptable(password, [identifier.value, givenName, familyName])
      const existing = await findAccount(identifier)
      if (existing?.isVerified) {
        // Same answer as for a new account; the owner learns about the attempt instead.
        await codes.notify(existing, 'account_exists', identifier, pageLocale)
        return
      }
      const passwordHash = await hashPassword(password)
      let account = existing
      if (account) {
        ;[account] = await db
          .update(identityAccounts)
          .set({ passwordHash, givenName, familyName, updatedAt: now() })
          .where(eq(identityAccounts.id, account.id))
          .returning()
      } else {
        ;[account] = await db
          .insert(identityAccounts)
          .values({
            email: identifier.kind === 'email' ? identifier.value : null,
            phone: identifier.kind === 'phone' ? identifier.value : null,
            passwordHash,
            givenName,
            familyName,
          })
          .onConflictDoNothing()
          .returning()
      }
      if (account) await codes.issue(account, 'verify', identifier, pageLocale)
    },

    async confirmSignUp({ identifier, code }) {
      const account = await findAccount(identifier)
      if (!account || account.isVerified) throw invalidCode()
      await codes.check(account.id, 'verify', code)
      await db
        .update(identityAccounts)
        .set({ isVerified: true, updatedAt: now() })
        .where(eq(identityAccounts.id, account.id))
    },

    async resendSignUpCode({ identifier, pageLocale }) {
      const account = await findAccount(identifier)
      if (account && !account.isVerified) await codes.issue(account, 'verify', identifier, pageLocale)
    },

    async signIn({ identifier, password, pageLocale }): Promise<SignInResult> {
      const account = await findAccount(identifier)
      if (!account) {
        await burnPasswordCheck(password)
        throw invalidCredentials()
      }
      if (!(await verifyPassword(password, account.passwordHash))) throw invalidCredentials()
      if (!account.isVerified) {
        throw new AppError(400, 'ACCOUNT_NOT_VERIFIED', 'The account is not verified yet')
      }
      const challenge: MfaChallenge | null = account.isTotpEnabled
        ? 'SOFTWARE_TOKEN_MFA'
        : account.isSmsMfaEnabled && account.phone
          ? 'SMS_MFA'
          : null
      if (!challenge) return { kind: 'tokens', tokens: await startSession(account) }
      const session = await signChallenge(tokenContext, account.id, challenge)
      if (challenge === 'SMS_MFA' && account.phone) {
        await codes.issue(account, 'mfa_sms', { kind: 'phone', value: account.phone }, pageLocale)
        return { kind: 'challenge', challenge, session, destination: mask(account.phone) }
      }
      return { kind: 'challenge', challenge, session }
    },

    async respondToChallenge({ identifier, challenge, session, code }) {
      const subject = await challengeSubject(tokenContext, session, challenge)
      if (!subject) throw invalidSession()
      const account = await accountById(subject)
      const named = await findAccount(identifier)
      if (!account || named?.id !== account.id) throw invalidSession()
      if (challenge === 'SMS_MFA') {
        await codes.check(account.id, 'mfa_sms', code)
      } else if (
        !(await checkTotp(totpContext, account, code)) &&
        !(await redeemRecoveryCode(totpContext, account.id, code))
      ) {
        throw invalidCode()
      }
      return startSession(account)
    },

    async refresh({ refreshToken }) {
      const at = now()
      const [row] = await db
        .select({ token: identityRefreshTokens, session: identitySessions })
        .from(identityRefreshTokens)
        .innerJoin(identitySessions, eq(identitySessions.id, identityRefreshTokens.sessionId))
        .where(eq(identityRefreshTokens.tokenHash, sha256(refreshToken)))
        .limit(1)
      if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= at.getTime())
        throw invalidSession()
      if (row.token.rotatedAt) {
        if (at.getTime() - row.token.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
          // A rotated token came back: someone holds a stolen copy. End the whole session.
          await revokeSession(row.session.id, 'refresh token reuse')
          throw invalidSession()
        }
      } else {
        await db
          .update(identityRefreshTokens)
          .set({ rotatedAt: at })
          .where(and(eq(identityRefreshTokens.id, row.token.id), isNull(identityRefreshTokens.rotatedAt)))
      }
      const account = await accountById(row.session.accountId)
      if (!account) throw invalidSession()
      const next = randomBytes(32).toString('base64url')
      await db.insert(identityRefreshTokens).values({ sessionId: row.session.id, tokenHash: sha256(next) })
      return signTokens(tokenContext, account, row.session.id, next)
    },

    async signOut({ accessToken, refreshToken }) {
      if (refreshToken) {
        const [row] = await db
          .select({ sessionId: identityRefreshTokens.sessionId })
          .from(identityRefreshTokens)
          .where(eq(identityRefreshTokens.tokenHash, sha256(refreshToken)))
          .limit(1)
        if (row) await revokeSession(row.sessionId, 'sign-out')
      }
      if (accessToken) {
        const sid = await sessionOfAnyAge(tokenContext, accessToken)
        if (typeof sid === 'string') await revokeSession(sid, 'sign-out')
      }
    },

    async forgotPassword({ identifier, pageLocale }) {
      const account = await findAccount(identifier)
      if (account?.isVerified) await codes.issue(account, 'reset', identifier, pageLocale)
    },

    async confirmForgotPassword({ identifier, code, password }) {
      const account = await findAccount(identifier)
      if (!account?.isVerified) throw invalidCode()
      assertPasswordAcceptable(password, [identifier.value, account.givenName, account.familyName])
      await codes.check(account.id, 'reset', code)
      await db
        .update(identityAccounts)
        .set({ passwordHash: await hashPassword(password), updatedAt: now() })
        .where(eq(identityAccounts.id, account.id))
      // A new password ends every existing session.
      await db
        .update(identitySessions)
        .set({ revokedAt: now(), revokedReason: 'password reset' })
        .where(and(eq(identitySessions.accountId, account.id), isNull(identitySessions.revokedAt)))
    },

    async verifyAccessToken(token): Promise<AccessClaims> {
      const payload = await verifyToken(tokenContext, token, 'access')
      const sid = typeof payload.sid === 'string' ? payload.sid : ''
      const [session] = await liveSessionQuery(db).execute({ sid, now: now().toISOString() })
      // Sign-out and reuse detection end a session at once, not when its access token expires.
      if (!session) throw new AppError(401, 'UNAUTHORIZED', 'Unauthorized')
      return { subject: payload.sub, sessionId: sid, expiresAt: payload.exp }
    },

    async verifyIdToken(token): Promise<IdClaims> {
      const payload = await verifyToken(tokenContext, token, 'id')
      const text = (value: unknown) => (typeof value === 'string' ? value : null)
      return {
        subject: payload.sub,
        email: text(payload.email),
        phone: text(payload.phone_number),
        givenName: text(payload.given_name) ?? '',
        familyName: text(payload.family_name) ?? '',
        expiresAt: payload.exp,
      }
    },

    async getMfaSettings({ accessToken }) {
      const account = await accountFromAccessToken(accessToken)
      return {
        isSmsEnabled: account.isSmsMfaEnabled,
        isTotpEnabled: account.isTotpEnabled,
        hasVerifiedPhone: !!account.phone && account.isVerified,
      }
    },

    async beginTotpSetup({ accessToken }) {
      const account = await accountFromAccessToken(accessToken)
      const s = await secrets()
      const secret = newTotpSecret()
      await db
        .update(identityAccounts)
        .set({ totpPendingSecret: s.encrypt(secret), updatedAt: now() })
        .where(eq(identityAccounts.id, account.id))
      return { secret }
    },

    async confirmTotpSetup({ accessToken, code }) {
      const account = await accountFromAccessToken(accessToken)
      if (!account.totpPendingSecret) throw new AppError(400, 'TOTP_NOT_STARTED', 'Start the set-up first')
      const s = await secrets()
      const counter = totpCounter(account, s.decrypt(account.totpPendingSecret), code, now())
      if (counter === null) throw invalidCode()
      const recoveryCodes = await issueRecoveryCodes(db, s, account.id)
      await db
        .update(identityAccounts)
        .set({
          totpSecret: account.totpPendingSecret,
          totpPendingSecret: null,
          isTotpEnabled: true,
          totpLastCounter: counter,
          updatedAt: now(),
        })
        .where(eq(identityAccounts.id, account.id))
      return { recoveryCodes }
    },

    async setMfaPreference({ accessToken, sms, totp }) {
      const account = await accountFromAccessToken(accessToken)
      const changes: Partial<typeof identityAccounts.$inferInsert> = { updatedAt: now() }
      if (sms !== undefined) {
        if (sms && !account.phone) {
          throw new AppError(
            400,
            'MFA_PHONE_REQUIRED',
            'SMS codes need an account that signs in with a phone number',
          )
        }
        changes.isSmsMfaEnabled = sms
      }
      if (totp !== undefined) {
        if (totp && !account.totpSecret)
          throw new AppError(400, 'TOTP_NOT_STARTED', 'Set up the authenticator app first')
        if (!totp) {
          Object.assign(changes, { isTotpEnabled: false, totpSecret: null, totpLastCounter: null })
          await deleteRecoveryCodes(db, account.id)
        } else changes.isTotpEnabled = true
      }
      await db.update(identityAccounts).set(changes).where(eq(identityAccounts.id, account.id))
    },
  }
  return provider
}
