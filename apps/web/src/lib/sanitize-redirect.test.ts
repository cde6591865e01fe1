import { describe, expect, it } from 'vitest'
import { sanitizeRedirect } from './sanitize-redirect.ts'

const SITE = 'https://courtside.example'

/** Whatever comes out must stay on the site, however a browser resolves it. */
function staysOnSite(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false
  if (/[\r\n\t\u0000-\u001f\\]/.test(target)) return false
  return new URL(target, SITE).origin === SITE
}

const HOSTILE = [
  '//evil.com',
  '///evil.com',
  '////evil.com/path',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'HTTPS://evil.com',
  'http:evil.com',
  '//evil.com@courtside.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'javascript%3Aalert(1)',
  '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
  '%2F%2Fevil.com',
  '%252F%252Fevil.com',
  '%25252F%25252Fevil.com',
  '/%2F/evil.com',
  '/%5Cevil.com',
  '%5C%5Cevil.com',
  '\r\n//evil.com',
  '/\r\n/evil.com',
  '%0D%0A//evil.com',
  '/%0d%0aSet-Cookie:x=1',
  '/\t/evil.com',
  '\u0000//evil.com',
  '%00//evil.com',
  'evil.com',
  '@evil.com',
  '%E0%A4%A',
  '%',
  '/%ZZ',
  '//%65vil.com',
  'https:\\\\evil.com',
  '\u3000//evil.com',
]

describe('sanitizeRedirect', () => {
  it.each(HOSTILE)('keeps %j on the site', (input) => {
    const result = sanitizeRedirect(input)
    expect(staysOnSite(result), `${JSON.stringify(input)} → ${JSON.stringify(result)}`).toBe(true)
  })

  it('has at least 20 hostile cases', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20)
  })

  it('turns values with a scheme and undecodable values into /', () => {
    expect(sanitizeRedirect('javascript:alert(1)')).toBe('/')
    expect(sanitizeRedirect('https://evil.com/en/profile')).toBe('/')
    expect(sanitizeRedirect('%E0%A4%A')).toBe('/')
    expect(sanitizeRedirect('javascript%3Aalert(1)')).toBe('/')
  })

  it('collapses leading double slashes and adds a missing leading slash (spec section 2)', () => {
    expect(sanitizeRedirect('//evil.com')).toBe('/evil.com')
    expect(sanitizeRedirect('en/profile')).toBe('/en/profile')
    expect(sanitizeRedirect('evil.com')).toBe('/evil.com')
  })

  it('strips line breaks', () => {
    expect(sanitizeRedirect('/en/\r\nprofile')).toBe('/en/profile')
    expect(sanitizeRedirect('%0D%0A/en/profile')).toBe('/en/profile')
  })

  it('keeps ordinary in-site targets with search and hash', () => {
    expect(sanitizeRedirect('/en/profile')).toBe('/en/profile')
    expect(sanitizeRedirect('%2Fen%2Fprofile')).toBe('/en/profile')
    expect(sanitizeRedirect('/en/tournament/12/registration/?classId=3#pay')).toBe(
      '/en/tournament/12/registration/?classId=3#pay',
    )
    expect(sanitizeRedirect('/de/?page=2&countries=DE,FR')).toBe('/de/?page=2&countries=DE,FR')
  })

  it('falls back to / for empty or non-string values', () => {
    for (const value of [undefined, null, '', '   ', 42, {}, ['/en']])
      expect(sanitizeRedirect(value)).toBe('/')
  })
})
