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
