import fc from 'fast-check'
import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { crc32Combine, crc32Shift } from './crc32-combine.ts'

const crcOf = (bytes: Uint8Array) => (bytes.length > 0 ? crc32(bytes) : 0)

describe('crc32Combine', () => {
  it('gives the CRC-32 of a concatenation from the CRCs of its pieces (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5000 }), fc.uint8Array({ maxLength: 5000 }), (a, b) => {
        const joined = Buffer.concat([a, b])
        expect(crc32Combine(crcOf(a), crcOf(b), crc32Shift(b.length))).toBe(crcOf(joined))
      }),
      { seed: 20261201, numRuns: 300 },
    )
  })

  it('handles an empty piece on either side and a page-sized one', () => {
    const page = Buffer.alloc(400_000, 'player-line ')
    expect(crc32Combine(crcOf(page), 0, crc32Shift(0))).toBe(crc32(page))
    expect(crc32Combine(0, crcOf(page), crc32Shift(page.length))).toBe(crc32(page))
    const nonce = Buffer.from('q1w2e3r4t5y6u7i8o9p0aa==')
    expect(crc32Combine(crc32(nonce), crc32(page), crc32Shift(page.length))).toBe(
      crc32(Buffer.concat([nonce, page])),
    )
  })
})
