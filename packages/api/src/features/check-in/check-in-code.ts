// A player's check-in code for one event (issue 15): a signed token (EdDSA with the app's signing
// key, adapters/identity/secrets.ts) that the QR code carries, and a short code of 8 characters a
// person can read out or type when a camera fails. The short code is an HMAC of event and player,
// so it cannot be guessed and needs no table; the desk finds its player among the event's
// confirmed players. A code names its event: a code of another event is refused, never mapped.
import { jwtVerify, SignJWT } from 'jose'
import type { ServerSecrets } from '../../adapters/identity/secrets.ts'

const AUDIENCE = 'courtside:check-in'
/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const SHORT_LENGTH = 8

export type ParsedCode = { kind: 'token'; token: string } | { kind: 'short'; code: string }

/** `ABCD-EFGH`: the short code as shown, for event `eventId` and player `userId`. */
export function shortCode(secrets: Pick<ServerSecrets, 'hmac'>, eventId: number, userId: number): string {
  const digest = Buffer.from(secrets.hmac(`check-in:v1:${eventId}:${userId}`), 'base64url')
  // 40 bits of the HMAC, five at a time.
  const bits = [...digest.subarray(0, 5)].map((byte) => byte.toString(2).padStart(8, '0')).join('')
  let out = ''
  for (let i = 0; i < SHORT_LENGTH; i += 1) out += ALPHABET[parseInt(bits.slice(i * 5, i * 5 + 5), 2)]
  return `${out.slice(0, 4)}-${out.slice(4)}`
}

/**
 * What the desk typed or the camera read: a token (three base64url parts, possibly inside a link
 * with `?code=`), or a short code in any case, with or without the dash and spaces (O read as 0,
 * I and L as 1). Anything else is null.
 */
export function parseCheckInCode(input: string): ParsedCode | null {
  let text = input.trim()
  const fromLink = /[?&]code=([^&#\s]+)/.exec(text)
  if (fromLink?.[1]) text = decodeURIComponent(fromLink[1])
  if (/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(text) && text.length <= 2048)
    return { kind: 'token', token: text }
  const compact = text.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
  if (compact.length !== SHORT_LENGTH || [...compact].some((ch) => !ALPHABET.includes(ch))) return null
  return { kind: 'short', code: `${compact.slice(0, 4)}-${compact.slice(4)}` }
}

/** The token the QR code carries; valid until two days after the event ends. */
export async function signCheckInToken(
  secrets: Pick<ServerSecrets, 'kid' | 'privateKey'>,
  claims: { eventId: number; userId: number; eventEnd: Date },
): Promise<string> {
  return new SignJWT({ evt: claims.eventId })
    .setProtectedHeader({ alg: 'EdDSA', kid: secrets.kid })
    .setAudience(AUDIENCE)
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.eventEnd.getTime() / 1000) + 2 * 86_400)
    .sign(secrets.privateKey)
}

/** The event and player a token names, or null when it is forged, altered, expired or not ours. */
export async function verifyCheckInToken(
  secrets: Pick<ServerSecrets, 'publicKey'>,
  token: string,
  now: Date,
): Promise<{ eventId: number; userId: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secrets.publicKey, {
      audience: AUDIENCE,
      algorithms: ['EdDSA'],
      currentDate: now,
    })
    const eventId = payload.evt
    const userId = Number(payload.sub)
    if (typeof eventId !== 'number' || !Number.isInteger(eventId) || !Number.isInteger(userId)) return null
    return { eventId, userId }
  } catch {
    return null
  }
}
