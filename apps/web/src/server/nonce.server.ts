import { randomBytes } from 'node:crypto'

const NONCE_BYTES = 16
/** Nonces drawn per call to the system's random source. */
const POOL_NONCES = 256

let pool = Buffer.alloc(0)
let offset = 0

/**
 * A fresh CSP nonce: 16 bytes of the operating system's CSPRNG, base64. The bytes come from a pool
 * filled 4 kB at a time (one call per 256 answers instead of one each: `randomBytes(16)` was ~4%
 * of the CPU of a page served from the micro cache, issue 17), and every byte is used once, so
 * the nonces are exactly as unpredictable as separate draws.
 */
export function newNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES)
    offset = 0
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES)
  offset += NONCE_BYTES
  return nonce
}
