// The check-in code's parsing and signing (issue 15): what a camera or a desk typist may send.
import { createHmac } from 'node:crypto'
import { generateKeyPair } from 'jose'
import { describe, expect, it } from 'vitest'
import { parseCheckInCode, shortCode, signCheckInToken, verifyCheckInToken } from './check-in-code.ts'

const hmac = (value: string) => createHmac('sha256', 'test key').update(value).digest('base64url')

describe('check-in codes', () => {
  it('makes an 8-character short code in Crockford base32 per event and player', () => {
    const code = shortCode({ hmac }, 1, 2)
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(shortCode({ hmac }, 1, 3)).not.toBe(code)
  })

  it('reads a short code however it was typed', () => {
    expect(parseCheckInCode(' ab1c-d2ef ')).toEqual({ kind: 'short', code: 'AB1C-D2EF' })
    expect(parseCheckInCode('AB1CD2EF')).toEqual({ kind: 'short', code: 'AB1C-D2EF' })
    // O is read as zero, I and L as one.
    expect(parseCheckInCode('abic dOef')).toEqual({ kind: 'short', code: 'AB1C-D0EF' })
    expect(parseCheckInCode('ABCD-EFG')).toBeNull()
    expect(parseCheckInCode('ABCD-EFGU')).toBeNull()
    expect(parseCheckInCode('')).toBeNull()
  })

  it('reads a token, alone or inside a link', () => {
    expect(parseCheckInCode('aaa.bbb.ccc')).toEqual({ kind: 'token', token: 'aaa.bbb.ccc' })
    expect(parseCheckInCode('https://x.example/en/c?code=aaa.bbb.ccc&x=1')).toEqual({
      kind: 'token',
      token: 'aaa.bbb.ccc',
    })
    expect(parseCheckInCode('aaa.bbb.ccc.ddd')).toBeNull()
  })

  it('verifies its own tokens and refuses altered, expired or foreign ones', async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
    const eventEnd = new Date('2026-12-13T18:00:00Z')
    const token = await signCheckInToken({ kid: 'k', privateKey }, { eventId: 4, userId: 9, eventEnd })
    const now = new Date('2026-12-13T09:00:00Z')
    expect(await verifyCheckInToken({ publicKey }, token, now)).toEqual({ eventId: 4, userId: 9 })
    expect(await verifyCheckInToken({ publicKey: other.publicKey }, token, now)).toBeNull()
    const [head, body] = token.split('.')
    const altered = `${head}.${Buffer.from(JSON.stringify({ evt: 5, sub: '9', aud: 'courtside:check-in' })).toString('base64url')}.${token.split('.')[2]}`
    expect(body).toBeTruthy()
    expect(await verifyCheckInToken({ publicKey }, altered, now)).toBeNull()
    expect(await verifyCheckInToken({ publicKey }, token, new Date('2026-12-20T00:00:00Z'))).toBeNull()
  })
})
