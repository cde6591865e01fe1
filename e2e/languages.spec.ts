// Issue 13, points 11–16: the visitor's language reaches every page, and labels, dates, countries
// and times read right in it.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'
import { getJson, seededIds } from './seed-data.ts'

type ClassSummary = { type: number; gender: string; ratingMin: number | null; ratingMax: number | null }

/** A seeded tournament with a mixed doubles class and a class open upwards ("from 4.000"). */
async function tournamentWithMixedAndOpenGate(request: APIRequestContext) {
  const list = await getJson<{ items: { id: number }[] }>(request, '/bff/tournament/list?limit=40')
  for (const { id } of list.items) {
    const detail = await getJson<{ classes: ClassSummary[] }>(request, `/bff/tournament/${id}`)
    const hasMixed = detail.classes.some((c) => c.type === 2 && c.gender === 'mixed')
    const hasOpenGate = detail.classes.some((c) => c.ratingMin !== null && c.ratingMax === null)
    if (hasMixed && hasOpenGate) return id
  }
  throw new Error('no seeded tournament with a mixed class and an open-ended rating gate')
}

const localeCookie = async (context: { cookies: () => Promise<{ name: string; value: string }[]> }) =>
  (await context.cookies()).find((c) => c.name === 'courtside_locale')?.value

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('lands on any page without a language in German, and nothing is saved until it picks one', async ({
    page,
    context,
    request,
  }) => {
    test.slow() // four page loads, one of them through the language menu
    const { tournamentId } = await seededIds(request)
    await open(page, `/tournament/${tournamentId}/`)
    await expect(page).toHaveURL(new RegExp(`/de/tournament/${tournamentId}/$`))
    await open(page, '/en/tours')
    expect(await localeCookie(context)).toBeUndefined()

    await page.getByRole('button', { name: /EN$/ }).click()
    await page.getByRole('menuitem', { name: 'Svenska' }).click()
    await expect(page).toHaveURL(/\/sv\/tours$/)
    expect(await localeCookie(context)).toBe('sv')
    await open(page, `/tournament/${tournamentId}/`)
    await expect(page).toHaveURL(new RegExp(`/sv/tournament/${tournamentId}/$`))
  })

  test('sees its country filter in German alphabetical order', async ({ page }) => {
    await open(page, '/de/')
    await page.getByRole('combobox', { name: message('de', 'list.countriesLabel') }).click()
    // The real MultiSelect arrives on first use and then opens its list: wait for it, since
    // allTextContents() reads whatever is there at once.
    await expect(page.getByRole('option').first()).toBeVisible()
    const names = (await page.getByRole('option').allTextContents()).map((t) =>
      t.replace(/^\S+\s/, '').trim(),
    )
    expect(names.length).toBeGreaterThan(3)
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare))
  })
})

test('region codes in the path reach their language', async ({ page }) => {
  await open(page, '/pt-BR/about')
  await expect(page).toHaveURL(/\/pt\/about$/)
  await open(page, '/de-DE/tours')
  await expect(page).toHaveURL(/\/de\/tours$/)
})

test('redirects chosen by the browser language say so with Vary', async ({ request }) => {
  const { tournamentId } = await seededIds(request)
  const response = await request.get(`/tournament/${tournamentId}/`, {
    headers: { 'accept-language': 'fr-CH, fr;q=0.9' },
    maxRedirects: 0,
  })
  expect(response.status()).toBeGreaterThanOrEqual(300)
  expect(response.status()).toBeLessThan(400)
  expect(response.headers()['location']).toMatch(new RegExp(`/fr/tournament/${tournamentId}/$`))
  expect(response.headers()['vary']).toMatch(/Accept-Language/i)
  expect(response.headers()['vary']).toMatch(/Cookie/i)
})

test('class labels name type and gender, and an open rating gate is said in words', async ({
  page,
  request,
}) => {
  const id = await tournamentWithMixedAndOpenGate(request)
  await open(page, `/fr/tournament/${id}/`)
  const classes = page.locator('section[aria-labelledby="classes-heading"]')
  await expect(classes.getByText('Double · Mixte').first()).toBeVisible()
  await expect(classes.getByText(/DUPR à partir de \S+/).first()).toBeVisible()
  await expect(classes).not.toContainText('—')
})

test('Portuguese dates use month names and plurals follow pt-PT', async ({ page }) => {
  await open(page, '/pt/')
  const results = page.getByRole('region', { name: message('pt', 'list.results') })
  await expect(results.locator('article').first()).toBeVisible()
  await expect(results).not.toContainText(/\d{2}\/\d{2}\/\d{4}/)
  await open(page, '/pt/?searchText=zzzzzz-nothing')
  await expect(page.getByText(/^0 torneios$/)).toBeVisible()
})
