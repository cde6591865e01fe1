import { expect, test } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'
import { seededIds } from './seed-data.ts'

test.describe('locale handling', () => {
  test('/ redirects to /en/ for an English browser', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pickleball tournaments in Europe')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('only the page itself is marked as the current page', async ({ page }) => {
    const current = page.locator('[aria-current="page"]')
    await open(page, '/en/')
    await expect(page.getByRole('link', { name: 'Courtside home' })).toHaveAttribute('aria-current', 'page')
    await open(page, '/en/tours/')
    await expect(page.getByRole('link', { name: 'Courtside home' })).not.toHaveAttribute('aria-current')
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).locator('[aria-current="page"]'),
    ).toHaveText('Tours')
    // A class page: the crumbs above it lead up, only the last one (the class) is current.
    const { tournamentId, classId } = await seededIds(page.request)
    await open(page, `/en/tournament/${tournamentId}/class/${classId}/`)
    await expect(page.getByRole('link', { name: 'Courtside home' })).not.toHaveAttribute('aria-current')
    await expect(current).toHaveCount(1)
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
    ).toBeVisible()
  })

  test('a path without locale keeps its search and hash', async ({ page }) => {
    await page.goto('/tours?ref=newsletter#top')
    await expect(page).toHaveURL(/\/en\/tours\?ref=newsletter#top$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible()
  })

  test('an unsupported language code is replaced by the default locale', async ({ page }) => {
    await page.goto('/it/tours')
    await expect(page).toHaveURL(/\/en\/tours$/)
  })

  test('switching language keeps the page', async ({ page }) => {
    await open(page, '/en/tours/')
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitem', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/tours\/$/)
    await expect(page.getByRole('heading', { level: 1, name: message('de', 'tours.title') })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // The choice is remembered: a bare path now lands in German.
    await page.goto('/about')
    await expect(page).toHaveURL(/\/de\/about$/)
  })

  test('a language’s messages come as one cached file, not inside every page (issue 17)', async ({
    page,
  }) => {
    const fetched: string[] = []
    const errors: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/[a-z]{2}-[\w-]+\.json$/.test(request.url()))
        fetched.push(new URL(request.url()).pathname)
    })
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text())
    })
    const response = await open(page, '/de/tours/')
    const html = (await response?.text()) ?? ''
    // Strings the page does not show are not in its HTML (they were all dehydrated with it).
    expect(html).not.toContain(message('de', 'errors.message'))
    const preload = /<link rel="preload" href="(\/assets\/de-[\w-]+\.json)" as="fetch" crossorigin=""/.exec(
      html,
    )?.[1]
    expect(preload, 'the page preloads its messages').toBeTruthy()
    // Hydrated in German with the server's strings: no mismatch reported, the file fetched once.
    await expect(page.getByRole('heading', { level: 1, name: message('de', 'tours.title') })).toBeVisible()
    expect(fetched).toEqual([preload])
    const file = await page.request.get(preload!)
    expect(file.headers()['cache-control']).toContain('immutable')
    expect(((await file.json()) as { tours: { title: string } }).tours.title).toBe(
      message('de', 'tours.title'),
    )

    // Another language is fetched when the visitor switches to it, in the browser.
    await page.getByRole('button', { name: message('de', 'nav.language').replace('{{code}}', 'DE') }).click()
    await page.getByRole('menuitem', { name: 'Français' }).click()
    await expect(page.getByRole('heading', { level: 1, name: message('fr', 'tours.title') })).toBeVisible()
    expect(fetched).toHaveLength(2)
    expect(fetched[1]).toMatch(/^\/assets\/fr-[\w-]+\.json$/)
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([])
  })

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' })
    test('lands on /de/', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/de\/$/)
      await expect(
        page.getByRole('link', { name: message('de', 'nav.tournaments'), exact: true }).first(),
      ).toBeVisible()
    })
  })
})

test.describe('error and not-found screens', () => {
  test('unknown pages show the translated not-found screen with a 404 status', async ({ page }) => {
    const response = await page.goto('/en/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(/\/en\/$/)

    await page.goto('/fr/nope')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('fr', 'errors.notFoundTitle'))
  })

  test('the error screen retries the route with "Try again"', async ({ page }) => {
    await open(page, '/en/')
    await page.route('**/bff/tournament/tours', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":{"code":"X","message":"boom"}}',
      }),
    )
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tours' })
      .click()
    await expect(page.getByRole('heading', { name: 'This tour could not be loaded' })).toBeVisible()
    await page.unroute('**/bff/tournament/tours')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible()
  })
})

test('every route of the spec answers 200 or its defined redirect', async ({ request }) => {
  const { tournamentId, classId, travelId, tourId, episodeId, organizerSlug } = await seededIds(request)
  const ok = [
    '/en/',
    '/en/travels',
    '/en/organizers',
    `/en/organizer?id=${organizerSlug}`,
    '/en/login',
    '/en/about',
    '/en/policy/terms',
    '/en/policy/privacy',
    '/en/tours/',
    `/en/tour/${tourId}?tab=rankings`,
    '/en/pickleball-passport-podcast-europe/',
    `/en/pickleball-passport-podcast-europe/${episodeId}`,
    `/en/travel/${travelId}/`,
    `/en/tournament/${tournamentId}/`,
    `/en/tournament/${tournamentId}/class/${classId}`,
  ]
  for (const path of ok) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(200)
    expect(res.headers()['content-type'], path).toContain('text/html')
  }
  const redirects: [string, RegExp][] = [
    ['/', /\/en\/$/],
    ['/en/profile', /\/en\/login\?redirect=%2Fen%2Fprofile/],
    [`/en/tournament/${tournamentId}/registration/`, /\/en\/login\?redirect=/],
    [
      `/en/tournament/${tournamentId}/registration/success?redirect_status=succeeded`,
      /\/en\/login\?redirect=/,
    ],
  ]
  for (const [path, target] of redirects) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect([301, 302, 307, 308], path).toContain(res.status())
    expect(res.headers()['location'], path).toMatch(target)
  }
})
