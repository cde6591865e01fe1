// CRC-32 (the gzip trailer's checksum) arithmetic, as zlib's crc32_combine does it (zlib crc32.c,
// multmodp and x2nmodp): CRC(A‖B) = x^(8·|B|) · CRC(A) ⊕ CRC(B) in GF(2)[x] modulo the CRC
// polynomial, and for messages of one length the CRC is affine in the message's bits. A cached
// page's CRC is worked out once per nonce length; an answer checksums only its nonce
// (compression.server.ts createGzipTemplate) instead of the whole page, which was ~7% of a
// cached page view (issue 17).

/** The CRC-32 polynomial, reflected (zlib POLY). */
const POLY = 0xedb88320

/** a·b modulo the polynomial (both reflected, x^0 in the top bit). */
export function multiplyModP(a: number, b: number): number {
  if (a === 0) return 0
  let m = 0x80000000
  let product = 0
  for (;;) {
    if (a & m) {
      product ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return product >>> 0
}

/** x^(2^k) modulo the polynomial for k = 0..31. */
const X2N: number[] = [0x40000000]
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1] as number, X2N[k - 1] as number))

/** The operator that appends `length` bytes to a CRC: x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000
  let n = length
  let k = 3
  while (n > 0) {
    if (n % 2 === 1) p = multiplyModP(X2N[k % 32] as number, p)
    n = Math.floor(n / 2)
    k++
  }
  return p
}

/**
 * The CRC-32 of A‖B from `crcA`, `crcB` and the shift of B's length (`crc32Shift(|B|)`, made
 * once per length).
 */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0
}
