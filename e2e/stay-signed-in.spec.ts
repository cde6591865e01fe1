// Issue 13, point 2: a player who comes back after an hour (access and id cookies expired with
// their 1-hour lifetime, the 30-day refresh cookie still there) stays signed in: both a page load
// and a /bff call refresh the tokens on the server.
import { expect, test, type Page } from '@playwright/test'
import { createAccount, login, open, uniqueEmail } from './auth-helpers.ts'

test.describe.configure({ timeout: 60_000 })

/** What the browser holds an hour after signing in: the short-lived cookies are gone. */
async function expireShortLivedCookies(page: Page) {
  // No page of the site may run meanwhile: its refresh timer would see the expired marker and
  // put fresh cookies back between these steps (seen in CI). Nor may an answer still be on its
  // way: the browser stores its Set-Cookie headers even after the page has gone.
  await page.waitForLoadState('networkidle')
  await page.goto('about:blank')
  const context = page.context()
  const cookies = await context.cookies()
  const marker = cookies.find((cookie) => cookie.name.endsWith('courtside_session'))
  expect(marker, 'the session marker cookie').toBeDefined()
  await context.clearCookies({ name: /courtside_(access|id)$/ })
  // The readable marker says when the tokens expired: an hour ago.
  await context.addCookies([{ ...marker!, value: String(Math.floor(Date.now() / 1000) - 3600) }])
  const left = (await context.cookies()).map((cookie) => cookie.name)
  expect(left.some((name) => /courtside_(access|id)$/.test(name))).toBe(false)
  expect(left.some((name) => name.endsWith('courtside_refresh'))).toBe(true)
}

async function signIn(page: Page, request: Parameters<typeof createAccount>[0], baseURL: string) {
  const email = uniqueEmail('stay')
  await createAccount(request, baseURL, email)
  await open(page, '/en/login?redirect=%2Fen%2Fprofile')
  await login(page, email)
  await expect(page).toHaveURL(/\/en\/profile$/, { timeout: 20_000 })
}

test('a page load with expired access cookies refreshes on the server', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '')
  await expireShortLivedCookies(page)
  await open(page, '/en/profile')
  await expect(page).toHaveURL(/\/en\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  const names = (await page.context().cookies()).map((cookie) => cookie.name)
  expect(names.some((name) => name.endsWith('courtside_access'))).toBe(true)
})

test('a /bff call with expired access cookies refreshes on the server', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '')
  const context = page.context()
  await expireShortLivedCookies(page)
  // A call with the browser's cookies straight to the API, with no page script that could refresh
  // first (a tab coming back from sleep sends its calls before its timers catch up).
  await page.close()
  const response = await context.request.get('/bff/user/me')
  expect(response.status()).toBe(200)
  const names = (await context.cookies()).map((cookie) => cookie.name)
  expect(names.some((name) => name.endsWith('courtside_access'))).toBe(true)
})

test('a refused refresh signs the visitor out and clears the tokens', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? '')
  const context = page.context()
  await expireShortLivedCookies(page)
  const refresh = (await context.cookies()).find((cookie) => cookie.name.endsWith('courtside_refresh'))
  await context.addCookies([{ ...refresh!, value: 'not-a-refresh-token' }])
  await page.close()
  const sent = await context.cookies()
  expect(
    sent.some((cookie) => /courtside_(access|id)$/.test(cookie.name)),
    'no access token is sent',
  ).toBe(false)
  expect(sent.find((cookie) => cookie.name.endsWith('courtside_refresh'))?.value).toBe('not-a-refresh-token')
  const response = await context.request.get('/bff/user/me')
  expect(response.status()).toBe(401)
  const names = (await context.cookies()).map((cookie) => cookie.name)
  expect(names.some((name) => name.endsWith('courtside_refresh'))).toBe(false)
})
