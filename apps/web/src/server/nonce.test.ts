import { describe, expect, it } from 'vitest'
import { newNonce } from './nonce.server.ts'

describe('CSP nonces (issue 17)', () => {
  it('are 16 random bytes in base64, never repeated across pool refills', () => {
    const nonces = Array.from({ length: 2000 }, () => newNonce())
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
