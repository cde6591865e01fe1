/**
 * Login `redirect` sanitising (spec section 2): decode; a decoding failure or a value with a
 * scheme becomes "/"; leading double slashes collapse; a missing leading slash is added; line
 * breaks are stripped. Extra guards keep the result on this site: backslashes (browsers read
 * "/\evil.com" as "//evil.com"), control characters and repeated encodings.
 */
export function sanitizeRedirect(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '/'
  let decoded = value
  try {
    // Decode until stable (bounded) so "%252F%252Fevil.com" cannot survive as "//evil.com".
    for (let i = 0; i < 5; i++) {
      const next = decodeURIComponent(decoded)
      if (next === decoded) break
      decoded = next
    }
  } catch {
    return '/'
  }
  let path = decoded
    .replace(/[\r\n\t]/g, '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
  path = path.replace(/\\/g, '/')
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return '/'
  path = path.replace(/^\/{2,}/, '/')
  if (!path.startsWith('/')) path = `/${path}`
  // After normalising, anything that still parses as another origin is refused.
  try {
    const url = new URL(path, 'https://courtside.invalid')
    if (url.origin !== 'https://courtside.invalid') return '/'
    // Dot segments can bring a double slash back to the front ("/.//evil.com" → "//evil.com"),
    // which a browser reads as another host: collapse it again.
    return `${url.pathname.replace(/^\/{2,}/, '/')}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}
