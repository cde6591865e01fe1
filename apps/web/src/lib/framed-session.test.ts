import { describe, expect, it } from 'vitest'
import { canKeepPartitionedCookies, fullSiteLoginHref, isFramed } from './framed-session.ts'

/** A document.cookie that behaves like a browser jar, or like one that refuses everything. */
function cookieJar(isBlocked: boolean) {
  const jar = new Map<string, string>()
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      if (isBlocked) return
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/max-age=0/i.test(line)) jar.delete(name)
      else jar.set(name, value)
    },
  }
}

describe('framed sessions (issue 7: signing in inside the embed iframe)', () => {
  it('knows when the page is framed, also by a cross-origin parent', () => {
    const win = {}
    expect(isFramed({ self: win, top: win })).toBe(false)
    expect(isFramed({ self: win, top: {} })).toBe(true)
    const crossOrigin = {
      self: win,
      get top(): unknown {
        throw new DOMException('Blocked a frame with origin', 'SecurityError')
      },
    }
    expect(isFramed(crossOrigin)).toBe(true)
  })

  it('probes with the framed cookie kind and leaves nothing behind', () => {
    const jar = cookieJar(false)
    expect(canKeepPartitionedCookies(jar)).toBe(true)
    expect(jar.writes[0]).toMatch(/SameSite=None/)
    expect(jar.writes[0]).toMatch(/Partitioned/)
    expect(jar.writes[0]).toMatch(/Secure/)
    expect(jar.cookie).toBe('')
  })

  it('notices a browser that blocks cookies in frames entirely', () => {
    expect(canKeepPartitionedCookies(cookieJar(true))).toBe(false)
    const throwing = {
      get cookie(): string {
        throw new DOMException('The document is sandboxed', 'SecurityError')
      },
      set cookie(_line: string) {
        throw new DOMException('The document is sandboxed', 'SecurityError')
      },
    }
    expect(canKeepPartitionedCookies(throwing)).toBe(false)
  })

  it('sends the new tab to the full-site login, back to the same target without embed params', () => {
    expect(fullSiteLoginHref('en', '/en/profile?embed=true&organizationId=4')).toBe(
      '/en/login?redirect=%2Fen%2Fprofile',
    )
    expect(fullSiteLoginHref('de', '/de/tournament/7/registration/?classId=3&embed=1#pay')).toBe(
      `/de/login?redirect=${encodeURIComponent('/de/tournament/7/registration/?classId=3#pay')}`,
    )
    expect(fullSiteLoginHref('fr', undefined)).toBe('/fr/login?redirect=%2Ffr%2F')
    // Hostile targets stay on the site (sanitizeRedirect).
    expect(fullSiteLoginHref('en', '//evil.com/x')).toBe('/en/login?redirect=%2Fevil.com%2Fx')
    expect(fullSiteLoginHref('en', 'javascript:alert(1)')).toBe('/en/login?redirect=%2F')
  })
})
