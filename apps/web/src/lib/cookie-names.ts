// Stored values carry the product prefix (spec section 9). The auth cookies are set by the
// server; the CSRF cookie is readable by the page so the /bff client can echo it. On https (and
// localhost) it has the __Host- prefix like the session cookies (packages/api/src/http/cookies.ts).
export const CSRF_COOKIES = ['__Host-courtside_csrf', 'courtside_csrf']
export const CSRF_HEADER = 'x-csrf-token'

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
