// DESIGN.md budget: axe finds no serious or critical violations (WCAG 2.1 A and AA rules) on any
// page, signed out and signed in, on a phone and a desktop screen, in more than one language.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PASSWORD, createAccount, open, uniqueEmail } from './auth-helpers.ts'
import { getJson, seededIds } from './seed-data.ts'

type WithId = { id: number }

/** One URL of every kind of public page, with ids from the seeded data. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const { tournamentId, classId, travelId, tourId, episodeId, organizerSlug } = await seededIds(request)
  return [
    '/en/',
    '/en/travels',
    '/en/?tournamentState=closed&countries=ES',
    `/en/tournament/${tournamentId}/`,
    `/en/tournament/${tournamentId}/class/${classId}`,
    `/en/travel/${travelId}/`,
    '/en/tours/',
    `/en/tour/${tourId}`,
    `/en/tour/${tourId}?tab=rankings`,
    '/en/organizers',
    `/en/organizer?id=${organizerSlug}`,
    '/en/pickleball-passport-podcast-europe/',
    `/en/pickleball-passport-podcast-europe/${episodeId}`,
    '/en/login',
    '/en/about',
    '/en/policy/privacy',
    '/en/tournament/999999/',
  ]
}

/** A team class (type 4) of a finished tournament: groups, rounds and the team dialog. */
async function teamClassPage(request: APIRequestContext): Promise<string> {
  const list = await getJson<{ items: WithId[] }>(
    request,
    '/bff/tournament/list?limit=50&tournamentState=closed',
  )
  for (const tournament of list.items) {
    const detail = await getJson<{ classes: (WithId & { type: number })[] }>(
      request,
      `/bff/tournament/${tournament.id}`,
    )
    const teamClass = detail.classes.find((c) => c.type === 4)
    if (teamClass) return `/en/tournament/${tournament.id}/class/${teamClass.id}`
  }
  throw new Error('the seed has no team class')
}

/** Serious and critical axe findings on the page as it is now, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    )
}

async function expectAccessible(page: Page, url: string) {
  await open(page, url)
  expect(await seriousViolations(page), url).toEqual([])
}

test.describe('accessibility (axe)', () => {
  test.slow()

  test('every public page, desktop', async ({ page }) => {
    // About twenty pages, each rendered, hydrated and scanned: a busy 2-core CI machine needs more
    // than three times the default (the console suite runs beside it).
    test.setTimeout(240_000)
    for (const url of await publicPages(page.request)) await expectAccessible(page, url)
  })

  test('open menus and dialogs: language menu, team dialog', async ({ page }) => {
    await expectAccessible(page, await teamClassPage(page.request))
    await page.getByRole('button', { name: 'Language: EN' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await seriousViolations(page), 'language menu').toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()

    await page.getByRole('list', { name: 'Teams' }).getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page), 'team dialog').toEqual([])
  })

  test('every public page in German on a phone, with the menu open', async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 390, height: 844 })
    for (const url of await publicPages(page.request))
      await expectAccessible(page, url.replace('/en/', '/de/'))
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page), 'mobile menu').toEqual([])
  })

  test('signed-in pages: profile and registration', async ({ page, baseURL }) => {
    const email = uniqueEmail('axe')
    await createAccount(page.request, baseURL ?? '', email)
    const signIn = await page.request.post('/bff/auth/login', {
      headers: { origin: baseURL ?? '' },
      data: { identifier: email, password: PASSWORD },
    })
    expect(signIn.status()).toBe(200)
    const list = await getJson<{ items: WithId[] }>(page.request, '/bff/tournament/list?limit=1')
    await expectAccessible(page, '/en/profile')
    await expectAccessible(page, `/en/tournament/${list.items[0]?.id}/registration/`)
  })
})

// The organizer console (issue 12): its own block, run one test at a time (its pages are long
// forms, and axe on a shared 2-core machine takes its time on them).
test.describe('accessibility (axe): organizer console', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(240_000)

  /** The demo club's owner (seeded in development) signs in; one URL of every console page. */
  async function consolePages(page: Page, baseURL: string): Promise<string[]> {
    const signIn = await page.request.post('/bff/auth/login', {
      headers: { origin: baseURL },
      data: { identifier: 'owner@pickleball-club-muenchen.example', password: 'Courtside-Demo-Owner-2026' },
    })
    expect(signIn.status()).toBe(200)
    const me = await getJson<{ organizations: WithId[] }>(page.request, '/bff/organizer/me')
    const orgId = me.organizations[0]?.id
    const events = await getJson<{ items: WithId[] }>(
      page.request,
      `/bff/organizer/organizations/${orgId}/events`,
    )
    const eventId = events.items[0]?.id
    const event = await getJson<{ classes: WithId[] }>(page.request, `/bff/organizer/events/${eventId}`)
    return [
      `/en/manage/org/${orgId}`,
      `/en/manage/org/${orgId}/members`,
      `/en/manage/event/${eventId}/`,
      `/en/manage/event/${eventId}/audit`,
      `/en/manage/event/${eventId}/class/${event.classes[0]?.id}`,
      '/en/manage/invitation/not-a-real-invitation-token-0000',
    ]
  }

  test('organizer console pages, desktop, with the class dialog open', async ({ page, baseURL }) => {
    const pages = await consolePages(page, baseURL ?? '')
    for (const url of pages) await expectAccessible(page, url)
    await open(page, pages[2] ?? '')
    await page.getByRole('button', { name: 'Add a class' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page), 'class dialog').toEqual([])
  })

  test('organizer console pages in German on a phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const url of await consolePages(page, baseURL ?? ''))
      await expectAccessible(page, url.replace('/en/', '/de/'))
  })
})
