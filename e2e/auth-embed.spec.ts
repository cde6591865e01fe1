import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import config from '../playwright.config.ts'
import { createAccount, hydrated, login, uniqueEmail } from './auth-helpers.ts'

// Issue 7: signing in inside an organization's embed iframe. The embedding page is served by
// Playwright on http://127.0.0.1:3100 (registered for the seeded organizer), a different site
// from http://localhost, so the frame is a third-party context: SameSite=Lax cookies would never
// travel there.
const PARENT = 'http://127.0.0.1:3100'

// Chromium treats a page Playwright fulfils as being on the public internet and would refuse
// it to frame a local address (Local Network Access); real clubs and the site are both public.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--disable-features=LocalNetworkAccessChecks,LocalNetworkAccessForSubframeNavigations',
    ],
  },
})

test.describe('inside the embed iframe on another site', () => {
  async function frameTheSite(page: Page, request: APIRequestContext, baseURL: string, path: string) {
    const organizer = (await (await request.get('/bff/organizers/pickleball-club-muenchen')).json()) as {
      id: number
    }
    const src = `${baseURL}${path}${path.includes('?') ? '&' : '?'}embed=true&organizationId=${organizer.id}`
    await page.route(`${PARENT}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Club</title><iframe id="courtside" title="Courtside" src="${src}" style="width:100%;height:1400px;border:0"></iframe>`,
      }),
    )
    await page.goto(`${PARENT}/`)
    const frame = page.frameLocator('#courtside')
    await hydrated(frame)
    return frame
  }

  test('signs in with partitioned cookies and stays signed in there only', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('framed')
    await createAccount(request, baseURL ?? '', email)
    const frame = await frameTheSite(page, request, baseURL ?? '', '/en/profile')
    // The profile needs a session: the frame shows the login page, still as an embed.
    await login(frame, email)
    await expect(frame.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
    await expect(frame.getByRole('link', { name: 'Sign in' })).toHaveCount(0)

    // State changes inside the frame carry the CSRF token from the frame's own cookie.
    const details = frame.getByRole('region', { name: 'Personal details' })
    await details.getByLabel('First name').fill('Framed')
    await details.getByRole('button', { name: 'Save changes' }).click()
    await expect(details.getByRole('status')).toHaveText('Your profile has been saved.')

    const access = (await page.context().cookies(baseURL ?? '')).find(
      (c) => c.name === '__Host-courtside_access',
    )
    expect(access?.sameSite).toBe('None')
    expect(access?.secure).toBe(true)
    expect(access?.partitionKey).toBe('http://127.0.0.1')

    // A new load of the club's page: the frame's own requests carry the session.
    await page.reload()
    await hydrated(frame)
    await expect(frame.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()

    // The session lives in the club's partition only: the site itself is not signed in.
    const site = await page.context().newPage()
    await site.goto('/en/profile')
    await expect(site).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fprofile$/)
    await site.close()

    // Signing out inside the frame (no header there: the profile carries the button).
    await frame.getByRole('button', { name: 'Sign out' }).click()
    await expect(frame.getByRole('heading', { level: 1, name: 'My profile' })).toHaveCount(0)
    await page.reload()
    await expect(frame.getByRole('form', { name: 'Sign in' })).toBeVisible()
  })

  test('where frames keep no cookies at all, signs in in a new tab that returns to the page', async ({
    page,
    request,
    baseURL,
  }) => {
    // Safari- and Brave-like: inside frames, document.cookie keeps nothing.
    await page.context().addInitScript(() => {
      if (window.top === window.self) return
      Object.defineProperty(Document.prototype, 'cookie', {
        get: () => '',
        set: () => {},
        configurable: true,
      })
    })
    const email = uniqueEmail('popup')
    await createAccount(request, baseURL ?? '', email)
    const frame = await frameTheSite(page, request, baseURL ?? '', '/en/profile')
    await expect(frame.getByRole('form', { name: 'Sign in' })).toHaveCount(0)
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('link', { name: 'Sign in in a new tab' }).click(),
    ])
    await hydrated(tab)
    expect(new URL(tab.url()).pathname).toBe('/en/login')
    expect(new URL(tab.url()).searchParams.get('redirect')).toBe('/en/profile')
    await login(tab, email)
    await expect(tab).toHaveURL(/\/en\/profile$/)
    await expect(tab.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  })
})
