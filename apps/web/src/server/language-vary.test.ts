import { describe, expect, it } from 'vitest'
import { varyLanguageRedirect } from './language-vary.server.ts'

const redirect = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 307, headers: { location, ...headers } })
const request = (path: string) => new Request(`http://localhost${path}`)

describe('Vary on language-dependent redirects (issue 13, point 16)', () => {
  it('marks redirects from paths without a language as depending on Accept-Language and Cookie', () => {
    for (const path of ['/', '/tournament/21/', '/tours?x=1']) {
      const response = varyLanguageRedirect(request(path), redirect('/de/'))
      expect(response.headers.get('vary')).toBe('Accept-Language, Cookie')
    }
    const merged = varyLanguageRedirect(request('/'), redirect('/de/', { vary: 'Accept-Encoding' }))
    expect(merged.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie')
  })

  it('leaves pages, redirects under a language, and API answers alone', () => {
    expect(varyLanguageRedirect(request('/de/'), new Response('ok')).headers.get('vary')).toBeNull()
    expect(varyLanguageRedirect(request('/de/tours'), redirect('/de/tours/')).headers.get('vary')).toBeNull()
    expect(varyLanguageRedirect(request('/bff/x'), redirect('/y')).headers.get('vary')).toBeNull()
  })
})
