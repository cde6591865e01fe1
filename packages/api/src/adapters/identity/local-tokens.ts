// The built-in provider's JWTs (local.ts): short-lived EdDSA access and id tokens signed with the
// server's Ed25519 key (secrets.ts, jose), and the five-minute token that carries a sign-in from
// the password step to its second factor under its own audience, so neither can stand in for
// the other.
import { randomBytes } from 'node:crypto'
import type { identityAccounts } from '@courtside/db'
import { SignJWT, jwtVerify, type JWTPayload } from 'jose'
import { AppError } from '../../lib/errors.ts'
import type { ServerSecrets } from './secrets.ts'
import type { MfaChallenge, TokenSet } from './types.ts'

export const ACCESS_TOKEN_SECONDS = 60 * 60
const AUDIENCE = 'courtside'
const MFA_AUDIENCE = 'courtside:mfa'
const CHALLENGE_SECONDS = 5 * 60

type Account = typeof identityAccounts.$inferSelect

export type TokenContext = { secrets: () => Promise<ServerSecrets>; issuer: string; now: () => Date }

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

export async function signTokens(
  ctx: TokenContext,
  account: Account,
  sessionId: string,
  refreshToken: string,
): Promise<TokenSet> {
  const s = await ctx.secrets()
  const issuedAt = seconds(ctx.now())
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS
  const sign = (payload: JWTPayload) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid: s.kid })
      .setIssuer(ctx.issuer)
      .setAudience(AUDIENCE)
      .setSubject(account.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomBytes(12).toString('base64url'))
      .sign(s.privateKey)
  const accessToken = await sign({ token_use: 'access', sid: sessionId })
  const idToken = await sign({
    token_use: 'id',
    email: account.email,
    phone_number: account.phone,
    given_name: account.givenName,
    family_name: account.familyName,
  })
  return { accessToken, idToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS }
}

/**
 * Tokens whose signature, issuer and audience were checked, per token context (issue 17: the
 * Ed25519 check was ~0.3 ms of every signed-in call). The whole token is the key, so a changed
 * byte is checked anew; the expiry is checked on every use; the session behind an access token
 * is still looked up on every use (local.ts), so signing out ends it at once.
 */
type Checked = Map<string, { key: ServerSecrets['publicKey']; payload: JWTPayload }>
const checkedTokens = new WeakMap<TokenContext, Checked>()
/** Tokens remembered per context; the oldest is forgotten first (~1 kB each). */
export const MAX_CHECKED_TOKENS = 2000

async function checkedPayload(ctx: TokenContext, token: string): Promise<JWTPayload> {
  const s = await ctx.secrets()
  let checked = checkedTokens.get(ctx)
  if (!checked) checkedTokens.set(ctx, (checked = new Map() as Checked))
  const known = checked.get(token)
  const now = ctx.now()
  if (known && known.key === s.publicKey) {
    const { exp } = known.payload
    if (typeof exp === 'number' && exp > seconds(now)) return known.payload
    checked.delete(token)
  }
  const { payload } = await jwtVerify(token, s.publicKey, {
    issuer: ctx.issuer,
    audience: AUDIENCE,
    algorithms: ['EdDSA'],
    currentDate: now,
  })
  if (typeof payload.exp === 'number') {
    if (checked.size >= MAX_CHECKED_TOKENS) checked.delete(checked.keys().next().value as string)
    checked.set(token, { key: s.publicKey, payload })
  }
  return payload
}

/** The claims of a valid access or id token of ours; 401 UNAUTHORIZED otherwise. */
export async function verifyToken(ctx: TokenContext, token: string, use: 'access' | 'id') {
  let payload: JWTPayload
  try {
    payload = await checkedPayload(ctx, token)
  } catch {
    throw new AppError(401, 'UNAUTHORIZED', 'Unauthorized')
  }
  if (payload.token_use !== use || typeof payload.sub !== 'string') {
    throw new AppError(401, 'UNAUTHORIZED', 'Unauthorized')
  }
  return payload as JWTPayload & { sub: string; exp: number }
}

export async function signChallenge(ctx: TokenContext, accountId: string, challenge: MfaChallenge) {
  const s = await ctx.secrets()
  const at = seconds(ctx.now())
  return new SignJWT({ ch: challenge })
    .setProtectedHeader({ alg: 'EdDSA', kid: s.kid })
    .setIssuer(ctx.issuer)
    .setAudience(MFA_AUDIENCE)
    .setSubject(accountId)
    .setIssuedAt(at)
    .setExpirationTime(at + CHALLENGE_SECONDS)
    .sign(s.privateKey)
}

/** The account id a challenge token was issued for, or null when it is forged, stale or of another kind. */
export async function challengeSubject(
  ctx: TokenContext,
  session: string,
  challenge: MfaChallenge,
): Promise<string | null> {
  const s = await ctx.secrets()
  try {
    const { payload } = await jwtVerify(session, s.publicKey, {
      issuer: ctx.issuer,
      audience: MFA_AUDIENCE,
      algorithms: ['EdDSA'],
      currentDate: ctx.now(),
    })
    return payload.ch === challenge && typeof payload.sub === 'string' ? payload.sub : null
  } catch {
    return null
  }
}

/** The session an access token of ours names, even an expired one (sign-out); null if forged. */
export async function sessionOfAnyAge(ctx: TokenContext, accessToken: string): Promise<string | null> {
  const s = await ctx.secrets()
  const verified = await jwtVerify(accessToken, s.publicKey, {
    issuer: ctx.issuer,
    audience: AUDIENCE,
    algorithms: ['EdDSA'],
    currentDate: new Date(0),
  }).catch(() => null)
  const sid = verified?.payload.sid
  return typeof sid === 'string' ? sid : null
}
