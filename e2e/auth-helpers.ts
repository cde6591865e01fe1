// Shared by the account specs (auth.spec.ts, auth-embed.spec.ts): accounts on the built-in
// identity provider, codes from the development outbox, and DESIGN.md's login() fixture.
import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test'

export const PASSWORD = 'Serve-and-volley-at-dawn-77'

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** The latest code sent to `email`, read from /dev/outbox the way a developer would. */
export async function codeFromOutbox(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage()
  await outbox.goto('/dev/outbox')
  const row = outbox.locator(`tr[data-recipient="${email}"]`).first()
  await expect(row).toBeVisible()
  const code = (await row.textContent())?.match(/ is (\d{6})\./)?.[1]
  await outbox.close()
  if (!code) throw new Error(`no code for ${email}`)
  return code
}

/**
 * A made-up client address for a test's sign-up: the e2e server trusts X-Forwarded-For
 * (playwright.config.ts TRUST_PROXY), so the suite's dozens of sign-ups do not all count against
 * one address's limit of 20 per 10 minutes (RATE_LIMITS.send). The limits themselves are tested
 * in the API tests and e2e/data-safety.spec.ts.
 */
export function ownAddress(): { 'x-forwarded-for': string } {
  const byte = () => Math.floor(Math.random() * 250) + 1
  return { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` }
}

/** Creates a verified account through the API (same endpoints the login page uses). */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  names: { givenName: string; familyName: string } = { givenName: 'Mia', familyName: 'Totp' },
) {
  const headers = { origin: baseURL, ...ownAddress() }
  const signUp = await request.post('/bff/auth/sign-up', {
    headers,
    data: { identifier: email, password: PASSWORD, ...names },
  })
  expect(signUp.status()).toBe(200)
  const outbox = (await (
    await request.get(`/bff/dev/outbox?recipient=${encodeURIComponent(email)}`)
  ).json()) as { items: { body: string }[] }
  const code = outbox.items[0]?.body.match(/ is (\d{6})\./)?.[1]
  const verify = await request.post('/bff/auth/verify', { headers, data: { identifier: email, code } })
  expect(verify.status()).toBe(200)
}

/**
 * Waits until the document in `target` is interactive: the root sets `data-hydrated` on <html>
 * once React has hydrated (routes/__root.tsx). A click before that would hit server HTML only.
 */
export async function hydrated(target: Page | FrameLocator) {
  await target.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Navigates and waits until the page is interactive (React has hydrated). */
export async function open(page: Page, url: string) {
  const response = await page.goto(url)
  await hydrated(page)
  return response
}

/** The login() fixture of DESIGN.md: signs in through the page (or a frame of it). */
export async function login(page: Pick<Page, 'getByRole'>, email: string, password = PASSWORD) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByRole('textbox', { name: 'Email address' }).fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}
