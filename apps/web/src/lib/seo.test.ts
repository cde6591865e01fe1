import { describe, expect, it } from 'vitest'
import { alternateLinks, appBannerMeta, canonicalSearch, ogLocaleMeta } from './seo.ts'

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

describe('canonical search params (issue 13, point 19)', () => {
  it('keeps the params that make a page of its own and drops defaults and views', () => {
    expect(canonicalSearch({ id: 'club-x', embed: true, redirect: '/x' })).toBe('?id=club-x')
    expect(canonicalSearch({ page: 3, tournamentState: 'closed', searchText: 'zurich' })).toBe(
      '?page=3&tournamentState=closed',
    )
    expect(canonicalSearch({ page: 1, tournamentState: 'open', tab: 'stops' })).toBe('')
    expect(canonicalSearch(undefined)).toBe('')
  })
  it('puts them on the canonical and on every alternate', () => {
    const links = alternateLinks('/en/organizer', 'https://courtside.example', { id: 'club-x' })
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://courtside.example/en/organizer?id=club-x' })
    expect(links.every((link) => link.href.endsWith('/organizer?id=club-x'))).toBe(true)
  })
})

describe('ogLocaleMeta', () => {
  it("names the page's locale and the five others as alternates", () => {
    const tags = ogLocaleMeta('pt')
    expect(tags[0]).toEqual({ property: 'og:locale', content: 'pt_PT' })
    expect(tags.slice(1).map((tag) => tag.content)).toEqual(['de_DE', 'en_GB', 'es_ES', 'fr_FR', 'sv_SE'])
    expect(ogLocaleMeta('xx')).toEqual([])
  })
})
