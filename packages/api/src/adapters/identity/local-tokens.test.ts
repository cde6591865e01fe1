// The built-in provider's token check remembers tokens it has checked (issue 17); remembering
// must never accept a token the full check would refuse.
import { generateKeyPair } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ACCESS_TOKEN_SECONDS,
  MAX_CHECKED_TOKENS,
  signTokens,
  verifyToken,
  type TokenContext,
} from './local-tokens.ts'
import type { ServerSecrets } from './secrets.ts'

const ISSUER = 'http://127.0.0.1:3000'
const account = {
  id: 'account-1',
  email: 'ann@example.com',
  phone: null,
  givenName: 'Ann',
  familyName: 'Lee',
} as unknown as Parameters<typeof signTokens>[1]

let secrets: ServerSecrets
beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
  secrets = { kid: 'k1', privateKey, publicKey } as ServerSecrets
})

function contextAt(clock: { now: Date }, keys = () => secrets): TokenContext {
  return { secrets: () => Promise.resolve(keys()), issuer: ISSUER, now: () => clock.now }
}

/** A context at a fixed time and an access token it has accepted once. */
async function acceptedToken(keys?: () => ServerSecrets) {
  const clock = { now: new Date('2026-12-01T10:00:00Z') }
  const ctx = contextAt(clock, keys)
  const { accessToken } = await signTokens(ctx, account, 'session-1', 'refresh')
  await verifyToken(ctx, accessToken, 'access')
  return { clock, ctx, accessToken }
}

const refused = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ code: 'UNAUTHORIZED' })

describe('verifyToken', () => {
  it('accepts a token again and again, and refuses a changed copy of one it has accepted', async () => {
    const clock = { now: new Date('2026-12-01T10:00:00Z') }
    const ctx = contextAt(clock)
    const { accessToken } = await signTokens(ctx, account, 'session-1', 'refresh')
    for (let i = 0; i < 3; i++) {
      expect(await verifyToken(ctx, accessToken, 'access')).toMatchObject({
        sub: 'account-1',
        sid: 'session-1',
      })
    }
    // The same signature over another session id.
    const [header, payload, signature] = accessToken.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
    const forged = Buffer.from(JSON.stringify({ ...claims, sid: 'session-2' })).toString('base64url')
    await refused(verifyToken(ctx, `${header}.${forged}.${signature}`, 'access'))
    // A token of the other kind, accepted as what it is, is refused as an access token.
    const { idToken } = await signTokens(ctx, account, 'session-1', 'refresh')
    expect(await verifyToken(ctx, idToken, 'id')).toMatchObject({ sub: 'account-1' })
    await refused(verifyToken(ctx, idToken, 'access'))
  })

  it('refuses an accepted token once it has expired', async () => {
    const { clock, ctx, accessToken } = await acceptedToken()
    clock.now = new Date(clock.now.getTime() + (ACCESS_TOKEN_SECONDS - 1) * 1000)
    await verifyToken(ctx, accessToken, 'access')
    clock.now = new Date(clock.now.getTime() + 1000)
    await refused(verifyToken(ctx, accessToken, 'access'))
  })

  it('refuses an accepted token once the key it was checked with is no longer the key', async () => {
    let keys = secrets
    const { ctx, accessToken } = await acceptedToken(() => keys)
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
    keys = { ...secrets, kid: 'k2', privateKey: other.privateKey, publicKey: other.publicKey }
    await refused(verifyToken(ctx, accessToken, 'access'))
  })

  it('checks tokens of another issuer with that issuer, and keeps accepting after many tokens', async () => {
    const { ctx, accessToken } = await acceptedToken()
    await refused(verifyToken({ ...ctx, issuer: 'https://elsewhere.example' }, accessToken, 'access'))
    const tokens = await Promise.all(
      Array.from({ length: MAX_CHECKED_TOKENS + 10 }, (_, i) =>
        signTokens(ctx, account, `s-${i}`, 'refresh'),
      ),
    )
    for (const { accessToken: token } of tokens) await verifyToken(ctx, token, 'access')
    expect(await verifyToken(ctx, accessToken, 'access')).toMatchObject({ sid: 'session-1' })
  })
})
