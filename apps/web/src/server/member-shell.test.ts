import { describe, expect, it } from 'vitest'
import { createMicroCache } from './micro-cache.server.ts'
import {
  MEMBER_SHELL_VARIANT,
  finishMemberShell,
  memberShellVisit,
  renderVisitOf,
} from './member-shell.server.ts'

const NOW = Date.UTC(2026, 10, 27, 12)
const inAnHour = Math.floor(NOW / 1000) + 3600
const SIGNED_IN = `__Host-courtside_access=token; __Host-courtside_session=${inAnHour}; __Host-courtside_csrf=c`
const page = (path: string, cookie = SIGNED_IN, init: RequestInit = {}) =>
  new Request(`http://localhost:3000${path}`, { ...init, headers: { cookie, ...init.headers } })

describe('member shell: a signed-in player’s public page rendered once for all players', () => {
  it('takes public pages and the profile’s frame of signed-in players and drops every cookie from the render', () => {
    for (const path of [
      '/en/',
      '/de',
      '/en/travels',
      '/en/tours/',
      '/en/tour/3',
      '/en/organizers',
      '/en/organizer?id=2',
      '/en/pickleball-passport-podcast-europe/',
      '/en/pickleball-passport-podcast-europe/12',
      '/en/tournament/21/',
      '/sv/travel/4/',
      '/fr/tournament/21/class/62',
      '/en/tournament/21/live',
      '/en/about',
      '/en/policy/privacy',
      '/en/profile',
      '/de/profile?invitation=5&answer=accept',
    ]) {
      const shell = memberShellVisit(page(path), NOW)?.()
      expect(shell, path).toBeDefined()
      expect(shell!.url).toBe(`http://localhost:3000${path}`)
      expect(shell!.headers.get('cookie')).toBeNull()
    }
  })

  it('leaves other personal pages, anonymous visitors and API calls to the usual render', () => {
    for (const path of [
      '/en/login',
      '/en/tournament/21/registration/',
      '/en/tournament/21/registration/success',
      '/en/tournament/21/check-in',
      '/en/score/abc',
      '/en/manage',
      '/en/manage/event/4/desk',
      '/bff/tournament/21',
      '/_serverFn/abc',
      '/',
    ]) {
      expect(memberShellVisit(page(path), NOW), path).toBeNull()
    }
    expect(
      memberShellVisit(page('/en/tournament/21/', 'courtside_csrf=c; courtside_locale=de'), NOW),
    ).toBeNull()
    expect(memberShellVisit(page('/en/', SIGNED_IN, { method: 'POST' }), NOW)).toBeNull()
    expect(
      memberShellVisit(page('/en/', SIGNED_IN, { headers: { authorization: 'Bearer x' } }), NOW),
    ).toBeNull()
  })

  it('leaves sessions that need renewing to the full render, which renews them', () => {
    const soon = Math.floor(NOW / 1000) + 30
    expect(
      memberShellVisit(page('/en/', `__Host-courtside_access=t; __Host-courtside_session=${soon}`), NOW),
    ).toBeNull()
    // A refresh cookie alone (the access token expired): the full render refreshes first.
    expect(memberShellVisit(page('/en/', '__Host-courtside_refresh=r'), NOW)).toBeNull()
  })

  it('names a render without any session cookie signed out, and any session cookie a session', () => {
    expect(renderVisitOf(page('/en/', ''), false)).toBe('signed-out')
    expect(renderVisitOf(page('/en/', 'courtside_locale=de; __Host-courtside_csrf=c'), false)).toBe(
      'signed-out',
    )
    for (const cookie of [
      SIGNED_IN,
      '__Host-courtside_refresh=r',
      'courtside_id=i',
      `a=1; courtside_session=${inAnHour}`,
    ]) {
      expect(renderVisitOf(page('/en/registration', cookie), false)).toBe('session')
    }
    // The member shell is rendered without cookies, but signed in.
    expect(renderVisitOf(memberShellVisit(page('/en/'), NOW)!(), true)).toBe('member-shell')
  })

  it('answers privately and never sets a cookie', () => {
    const response = finishMemberShell(
      new Response('<html></html>', {
        headers: { 'content-type': 'text/html', 'set-cookie': 'courtside_csrf=x; Path=/' },
      }),
    )
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    // Also when the answer's headers cannot be changed (a fetch() response's are immutable).
    const fetched = Response.redirect('https://example.test/en/', 302)
    const copy = finishMemberShell(fetched)
    expect(copy.headers.get('cache-control')).toBe('private, no-cache')
    expect(copy.headers.get('location')).toBe('https://example.test/en/')
  })

  it('makes the cookie-less request once, when it is asked for', () => {
    const shell = memberShellVisit(page('/en/tournament/21/'), NOW)!
    expect(shell()).toBe(shell())
  })

  it('is one copy for every player, apart from the anonymous copy of the same address', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    let renders = 0
    const render = (body: string) => () => {
      renders++
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/html' } }))
    }
    const url = '/en/tournament/21/'
    const playerA = page(url, `${SIGNED_IN}; a=1`)
    const playerB = page(url, `${SIGNED_IN}; b=2`)
    const a = await cache.handle(playerA, 'n1', render('signed in'), MEMBER_SHELL_VARIANT)
    const b = await cache.handle(playerB, 'n2', render('signed in again'), MEMBER_SHELL_VARIANT)
    const anonymous = await cache.handle(page(url, ''), 'n3', render('anonymous'))
    // Without the variant a signed-in player's page is theirs alone: rendered, never kept.
    const personal = await cache.handle(playerA, 'n4', render('personal'))
    const again = await cache.handle(playerB, 'n5', render('personal again'))
    expect(await personal.text()).toBe('personal')
    expect(await again.text()).toBe('personal again')
    expect(renders).toBe(4)
    expect(await a.text()).toBe('signed in')
    expect(b.headers.get('x-cache')).toBe('HIT')
    expect(await b.text()).toBe('signed in')
    expect(await anonymous.text()).toBe('anonymous')
  })
})
