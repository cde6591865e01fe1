// gzip for HTML and JSON answers. A 128-player class page is ~400 kB of HTML but ~70 kB gzipped,
// and on a phone connection that difference is seconds of LCP (README "Performance"). Static
// assets are precompressed at build time (vite.config.ts `compressPublicAssets`); this covers
// what the server renders. A reverse proxy in front may compress too: it leaves encoded answers alone.
//
// Micro-cached pages (micro-cache.server.ts) get their own path: each page is stored as gzip
// segments that are joined around the request's CSP nonce without compressing again (see
// `createGzipTemplate`), so a cache hit costs a copy and the CRC of its nonce, not a deflate of
// the whole page.
import { promisify } from 'node:util'
import { constants, crc32, deflateRawSync, gzip, gzipSync } from 'node:zlib'
import { bytesAnswer, inMemoryBytes } from './api-answer.server.ts'
import { crc32Combine, crc32Shift, multiplyModP } from './crc32-combine.ts'

/** Bodies smaller than this are not worth the gzip header and the CPU. */
const MIN_BYTES = 1024
/**
 * In-memory bodies up to this size (API answers: a page of 12 event cards is ~7 kB, 0.14 ms at
 * level 6 on a 2-core server) are gzipped in one call on the event loop; larger ones (a rendered
 * event page is ~45 kB, 0.75 ms; a 128-player class page ~365 kB) in one job on libuv's thread
 * pool. Rendering is bound by the event loop; the pool runs on the other core.
 */
const MAX_ONE_CALL_BYTES = 16 * 1024
const gzipInPool = promisify(gzip)
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i

/** True when the client accepts gzip (`Accept-Encoding: gzip`, not with q=0). */
export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding')
  if (!header) return false
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';')
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

function isCompressible(response: Response): boolean {
  if (response.headers.has('content-encoding')) return false
  if (response.status < 200 || response.status === 204 || response.status === 206) return false
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return false
  if (/no-transform/i.test(response.headers.get('cache-control') ?? '')) return false
  // A known length says there is a body without touching it (the micro cache's answers write
  // their bytes straight to the socket unless the body is read, micro-cache.server.ts).
  const length = response.headers.get('content-length')
  return length === null ? response.body !== null : Number(length) >= MIN_BYTES
}

/**
 * The response gzipped when the client accepts gzip and the body is text worth compressing;
 * otherwise the response unchanged. Either way caches are told that the answer depends on
 * Accept-Encoding. An answer held in memory (api-answer.server.ts: API answers and rendered
 * pages) is gzipped in one piece and keeps a length; a streamed body stays streamed.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const isCandidate = isCompressible(response)
  if (isCandidate) appendVary(response.headers)
  if (!isCandidate || !acceptsGzip(request) || !response.body) return response
  const bytes = inMemoryBytes(response)
  if (bytes) {
    const headers = new Headers(response.headers)
    headers.set('content-encoding', 'gzip')
    const gzipped = bytes.length <= MAX_ONE_CALL_BYTES ? gzipSync(bytes) : await gzipInPool(bytes)
    return bytesAnswer(gzipped, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-encoding', 'gzip')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

function appendVary(headers: Headers) {
  try {
    const vary = headers.get('vary')
    if (!vary) headers.set('vary', 'Accept-Encoding')
    else if (!/accept-encoding|\*/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`)
  } catch {
    // immutable headers (e.g. a fetch() response): the caller copies them before sending anyway
  }
}

/** 10-byte gzip header: deflate, no flags, no mtime, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])

export type GzipTemplate = {
  /** The gzip file for `parts` joined with `insert` between each two parts. */
  render: (insert: Buffer) => Buffer<ArrayBuffer>
}

/**
 * A body made of fixed parts with a short varying insert between them (a page and its nonce),
 * compressed once. Each part is deflated on its own and ends on a byte boundary (sync flush), so
 * the deflate blocks of the parts can be concatenated with a stored (uncompressed) block holding
 * the insert; only the last part ends with the final block. The gzip trailer's CRC-32 and length
 * are computed per answer over the uncompressed bytes.
 */
export function createGzipTemplate(parts: Buffer[]): GzipTemplate {
  const deflated = parts.map((part, i) =>
    deflateRawSync(part, {
      level: 6,
      finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  )
  const partsLength = parts.reduce((sum, part) => sum + part.length, 0)
  const checksums = insertChecksums(parts, partsLength)
  return {
    render(insert) {
      if (insert.length > 0xffff) throw new RangeError('insert too long for one stored block')
      const stored = Buffer.alloc(5 + insert.length)
      // BFINAL=0, BTYPE=00 (stored), padded to the byte boundary; then LEN and its complement.
      stored.writeUInt8(0, 0)
      stored.writeUInt16LE(insert.length, 1)
      stored.writeUInt16LE(~insert.length & 0xffff, 3)
      insert.copy(stored, 5)
      const chunks: Buffer[] = [GZIP_HEADER]
      parts.forEach((_, i) => {
        if (i > 0) chunks.push(stored)
        chunks.push(deflated[i] as Buffer)
      })
      const crc = checksums(insert)
      const trailer = Buffer.alloc(8)
      trailer.writeUInt32LE(crc, 0)
      trailer.writeUInt32LE((partsLength + insert.length * (parts.length - 1)) % 2 ** 32, 4)
      chunks.push(trailer)
      return Buffer.concat(chunks)
    },
  }
}

/** zlib's CRC-32; an empty buffer is not passed to zlib, which answers 0 for one without memory behind it. */
const crcOf = (bytes: Buffer, value = 0) => (bytes.length > 0 ? crc32(bytes, value) : value)

/**
 * The CRC-32 of `parts` joined with an insert between each two, per insert. For one insert length
 * the CRC is affine in the insert's bits: CRC(page with N) = CRC(page with zeros) ⊕
 * S · (CRC(N) ⊕ CRC(zeros)), where S = Σ x^(8·bytes after each insert) (crc32-combine.ts). Both
 * constants are worked out once per length (a page's nonces all have one), so an answer
 * checksums its nonce once instead of its whole page.
 */
function insertChecksums(parts: Buffer[], partsLength: number): (insert: Buffer) => number {
  const byLength = new Map<number, { pageWithZeros: number; zeros: number; spread: number }>()
  const constantsFor = (length: number) => {
    const zeros = Buffer.alloc(length)
    let pageWithZeros = 0
    let spread = 0
    let after = partsLength + length * (parts.length - 1)
    parts.forEach((part, i) => {
      if (i > 0) {
        pageWithZeros = crcOf(zeros, pageWithZeros)
        after -= length
        spread ^= crc32Shift(after)
      }
      pageWithZeros = crc32Combine(pageWithZeros, crcOf(part), crc32Shift(part.length))
      after -= part.length
    })
    return { pageWithZeros, zeros: crcOf(zeros), spread }
  }
  return (insert) => {
    let constants = byLength.get(insert.length)
    if (!constants) {
      if (byLength.size >= 4) byLength.clear()
      constants = constantsFor(insert.length)
      byLength.set(insert.length, constants)
    }
    const { pageWithZeros, zeros, spread } = constants
    return (pageWithZeros ^ multiplyModP(spread, crcOf(insert) ^ zeros)) >>> 0
  }
}
