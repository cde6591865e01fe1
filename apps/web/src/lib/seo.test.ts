import { describe, expect, it } from 'vitest'
import { alternateLinks, appBannerMeta } from './seo.ts'

describe('appBannerMeta', () => {
  it('announces the configured iOS app outside embeds', () => {
    expect(appBannerMeta('1234567890', false)).toEqual([
      { name: 'apple-itunes-app', content: 'app-id=1234567890' },
    ])
  })
  it('is absent without an app id, inside an embed, or with a malformed id', () => {
    expect(appBannerMeta(undefined, false)).toEqual([])
    expect(appBannerMeta('', false)).toEqual([])
    expect(appBannerMeta('1234567890', true)).toEqual([])
    expect(appBannerMeta('123", evil="1', false)).toEqual([])
  })
})

describe('alternateLinks', () => {
  it('lists all six locales and x-default for a localized page, and a canonical', () => {
    const links = alternateLinks('/de/tournament/7/', 'https://courtside.example')
    const hreflangs = links.filter((l) => 'hrefLang' in l || 'hreflang' in l)
    expect(hreflangs.length).toBe(7)
    expect(JSON.stringify(links)).toContain('https://courtside.example/sv/tournament/7/')
    expect(JSON.stringify(links)).toContain('x-default')
  })
})
