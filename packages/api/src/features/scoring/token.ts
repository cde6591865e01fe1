// Scoring links (issue 15): a signed JWT per match and party (home, away, referee), signed with
// the server's Ed25519 key (adapters/identity/secrets.ts) under its own audience, so a scoring
// token is never a session token and the other way round. It carries the match's
// match_day.token_version: the desk revokes every link of a match by raising that number.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import { SCORING_PARTIES, type ScoringParty } from '@courtside/domain'
import type { Db } from '@courtside/db'
import { AppError } from '../../lib/errors.ts'
import { loadServerSecrets } from '../../adapters/identity/secrets.ts'

const AUDIENCE = 'courtside:scoring'
const ISSUER = 'courtside'

export type ScoringClaims = { matchId: number; party: ScoringParty; version: number }

export async function signScoringToken(db: Db, claims: ScoringClaims, expiresAt: Date): Promise<string> {
  const secrets = await loadServerSecrets(db)
  return new SignJWT({ m: claims.matchId, s: claims.party, v: claims.version })
    .setProtectedHeader({ alg: 'EdDSA', kid: secrets.kid })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secrets.privateKey)
}

const invalid = () =>
  new AppError(401, 'SCORING_LINK_INVALID', 'This scoring link is not valid; ask the desk for a new one')

/** The claims of a genuine, unexpired token, or 401 (forged, garbled) / 410 (expired). */
export async function verifyScoringToken(db: Db, token: string, now: Date): Promise<ScoringClaims> {
  if (token.length > 2000) throw invalid()
  const secrets = await loadServerSecrets(db)
  let payload: Record<string, unknown>
  try {
    ;({ payload } = await jwtVerify(token, secrets.publicKey, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['EdDSA'],
      currentDate: now,
    }))
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new AppError(410, 'SCORING_LINK_EXPIRED', 'This scoring link has expired: the event is over')
    }
    throw invalid()
  }
  const { m, s, v } = payload
  if (
    typeof m !== 'number' ||
    !Number.isInteger(m) ||
    typeof v !== 'number' ||
    !(SCORING_PARTIES as readonly unknown[]).includes(s)
  )
    throw invalid()
  return { matchId: m, party: s as ScoringParty, version: v }
}
