import { expect, test } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { PASSWORD, codeFromOutbox, createAccount, login, open, uniqueEmail } from './auth-helpers.ts'

// Accounts end to end on the built-in identity provider: codes come from the development
// outbox (/dev/outbox), exactly as a developer would read them.

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test('sign up → code from the outbox → login → profile edit → avatar upload → logout', async ({ page }) => {
  const email = uniqueEmail('flow')
  await open(page, '/en/login')
  await page.getByRole('tab', { name: 'Create account' }).click()
  const signUp = page.getByRole('form', { name: 'Create account' })
  await signUp.getByLabel('First name').fill('Lena')
  await signUp.getByLabel('Last name').fill('Becker')
  await signUp.getByRole('textbox', { name: 'Email address' }).fill(email)
  // A guessable password is refused with a translated reason.
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill('password123')
  await signUp.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('alert')).toContainText('This password is too easy to guess.')
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await signUp.getByRole('button', { name: 'Create account' }).click()

  await expect(page.getByRole('heading', { name: 'Check your messages' })).toBeVisible()
  await page.getByLabel('Code').fill(await codeFromOutbox(page, email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('status')).toContainText('Your account is verified')

  await login(page, email)
  await expect(page).toHaveURL(/\/en\/$/)
  await page.getByRole('link', { name: 'My profile' }).first().click()
  await expect(page).toHaveURL(/\/en\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()

  // Profile edit, saved on the server.
  const details = page.getByRole('region', { name: 'Personal details' })
  await expect(details.getByLabel('First name')).toHaveValue('Lena')
  await details.getByLabel('First name').fill('Magdalena')
  const userName = `lena${Date.now() % 1e8}`
  await details.getByLabel('User name').fill(userName)
  await details.getByLabel('Year of birth').fill('1991')
  await details.getByRole('button', { name: 'Save changes' }).click()
  await expect(details.getByRole('status')).toHaveText('Your profile has been saved.')
  await page.reload()
  await expect(page.getByRole('region', { name: 'Personal details' }).getByLabel('User name')).toHaveValue(
    userName,
  )
  await expect(page.getByRole('region', { name: 'Personal details' }).getByLabel('First name')).toHaveValue(
    'Magdalena',
  )

  // Avatar upload: re-encoded by the server and shown.
  await page.getByRole('region', { name: 'Profile picture' }).locator('input[type=file]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(page.getByText('Your picture has been updated.')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Profile picture of Magdalena Becker' })).toHaveAttribute(
    'src',
    /^\/bff\/upload\/avatars\/.+\.webp$/,
  )

  // Logout: back to an anonymous visitor; the profile now requires login again.
  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(page).toHaveURL(/\/en\/$/)
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  await page.goto('/en/profile')
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fprofile$/)
})

test('TOTP enrolment and login with a generated code', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('totp')
  await createAccount(request, baseURL ?? '', email)
  await open(page, '/en/login?redirect=%2Fen%2Fprofile')
  await login(page, email)
  await expect(page).toHaveURL(/\/en\/profile$/)

  const mfa = page.getByRole('region', { name: 'Two-step verification' })
  await mfa.getByRole('button', { name: 'Set up authenticator app' }).click()
  await expect(mfa.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await mfa.getByTestId('totp-secret').textContent())?.trim() ?? ''
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 })
  await mfa.getByLabel('Code from the app').fill(totp.generate())
  await mfa.getByRole('button', { name: 'Confirm' }).click()
  await expect(mfa.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await mfa.getByRole('button', { name: 'Done' }).click()
  await expect(mfa.getByText('Authenticator app is on.')).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  await open(page, '/en/login')
  await login(page, email)
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
  // The enrolment code's time step was used; the next step's code is accepted (window ±1).
  await page.getByLabel('Code').fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/en\/$/)
  await expect(page.getByRole('link', { name: 'My profile' }).first()).toBeVisible()
})

test('redirects back to the page that required login', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('back')
  await createAccount(request, baseURL ?? '', email)
  const response = await open(page, '/en/profile')
  expect(response?.url()).toMatch(/\/en\/login\?redirect=%2Fen%2Fprofile$/)
  await login(page, email)
  await expect(page).toHaveURL(/\/en\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  // Signed-in visitors are sent on from the login page to the sanitised target.
  await page.goto('/en/login?redirect=%2F%2Fevil.com')
  await expect(page).toHaveURL(/\/evil\.com$/)
  expect(new URL(page.url()).host).toBe(new URL(baseURL ?? '').host)
})

test('a visitor on the German page gets the sign-up code in German and verifies it there', async ({
  page,
}) => {
  const email = uniqueEmail('deutsch')
  await open(page, '/de/login')
  await page.getByRole('tab', { name: 'Konto erstellen' }).click()
  const signUp = page.getByRole('form', { name: 'Konto erstellen' })
  await signUp.getByLabel('Vorname').fill('Jonas')
  await signUp.getByLabel('Nachname').fill('Keller')
  await signUp.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email)
  await signUp.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
  await signUp.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(page.getByRole('heading', { name: 'Schau in deine Nachrichten' })).toBeVisible()

  // The code is in the development outbox when the page shows the next step (sent by the request).
  const outbox = (await (
    await page.request.get(`/bff/dev/outbox?recipient=${encodeURIComponent(email)}`)
  ).json()) as { items: { subject: string; body: string }[] }
  expect(outbox.items).toHaveLength(1)
  expect(outbox.items[0]?.subject).toBe('Dein Courtside-Bestätigungscode')
  expect(outbox.items[0]?.body).toContain('Hallo Jonas,')
  const code = outbox.items[0]?.body.match(/lautet (\d{6})\./)?.[1] ?? ''
  await page.getByLabel('Bestätigungscode').fill(code)
  await page.getByRole('button', { name: 'Bestätigen' }).click()
  await expect(page.getByRole('status')).toContainText('Dein Konto ist bestätigt')
})
