import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test'
import { createAccount, hydrated, open, PASSWORD, uniqueEmail } from './auth-helpers.ts'
import { message } from './messages.ts'

// Issue 12's last console features: the desk pairs two players who registered alone for a
// doubles class ("find me a partner"), and the owner revokes an invitation whose link then says
// it was withdrawn. Each run makes its own event, players and invitation.

const OWNER = { email: 'owner@pickleball-club-muenchen.example', password: 'Courtside-Demo-Owner-2026' }
const m = (key: string) => message('en', key)

async function csrfOf(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies()
  const csrf = cookies.find((c) => c.name === '__Host-courtside_csrf' || c.name === 'courtside_csrf')
  expect(csrf, 'CSRF cookie').toBeDefined()
  return decodeURIComponent(csrf!.value)
}

async function apiLogin(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const response = await request.post('/bff/auth/login', {
    headers: { origin: baseURL },
    data: { identifier: email, password },
  })
  expect(response.status()).toBe(200)
}

/** A new player registers alone for the (free) class, looking for a partner. */
async function playerLooksForPartner(browser: Browser, baseURL: string, eventId: number, classId: number) {
  const context = await browser.newContext({ baseURL })
  const email = uniqueEmail('looking')
  await createAccount(context.request, baseURL, email)
  await apiLogin(context.request, baseURL, email, PASSWORD)
  const order = await context.request.post(`/bff/registrations/tournament/${eventId}/orders`, {
    headers: {
      origin: baseURL,
      'x-csrf-token': await csrfOf(context),
      'idempotency-key': `pairing-${email.replace(/[^\w-]/g, '-')}`,
    },
    data: { entries: [{ classId, isLookingForPartner: true }] },
  })
  expect(order.status(), await order.text()).toBe(201)
  await context.close()
}

test.setTimeout(180_000)

test('the owner pairs two players looking for a partner and revokes an invitation', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  await page.goto(`/en/login?redirect=${encodeURIComponent('/en/manage')}`)
  await hydrated(page)
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="current-password"]') })
  await form.locator('input[autocomplete="username"]').fill(OWNER.email)
  await form.locator('input[autocomplete="current-password"]').fill(OWNER.password)
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/en\/manage\/org\/\d+$/, { timeout: 20_000 })
  const orgId = Number(page.url().match(/org\/(\d+)/)?.[1])

  // An event with a free open doubles class, through the API the console uses.
  const headers = { origin, 'x-csrf-token': await csrfOf(page.context()) }
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
  const created = await page.request.post(`/bff/organizer/organizations/${orgId}/events`, {
    headers,
    data: {
      kind: 'tournament',
      name: `Pairing Cup ${Date.now()}`,
      startDate: day(40),
      endDate: day(41),
      timeZone: 'Europe/Berlin',
      venueName: 'Halle Ost',
      address: 'Ringstraße 3',
      city: 'München',
      country: 'DE',
      registrationOpensAt: day(-1),
      registrationClosesAt: day(30),
    },
  })
  expect(created.status()).toBe(201)
  const eventId = ((await created.json()) as { id: number }).id
  const cls = await page.request.post(`/bff/organizer/events/${eventId}/classes`, {
    headers,
    data: {
      name: 'Open Doubles',
      type: 'doubles',
      gender: 'open',
      capacity: 8,
      feeMinor: 0,
      matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
    },
  })
  const classId = ((await cls.json()) as { id: number }).id
  expect((await page.request.post(`/bff/organizer/events/${eventId}/publish`, { headers })).status()).toBe(
    200,
  )
  await playerLooksForPartner(browser, origin, eventId, classId)
  await playerLooksForPartner(browser, origin, eventId, classId)

  // The desk shows both as looking for a partner; the filter keeps them; pairing makes one entry.
  await open(page, `/en/manage/event/${eventId}/class/${classId}`)
  await page.getByRole('checkbox', { name: m('manage.desk.lookingOnly') }).check()
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect(cards.first().getByText(m('manage.desk.lookingBadge'))).toBeVisible()
  await cards
    .first()
    .getByRole('button', { name: /^Pair / })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('combobox', { name: m('manage.desk.pairWith') })).toHaveValue(/\d+/)
  await dialog.getByRole('button', { name: m('manage.desk.pairConfirm') }).click()
  await expect(dialog).toHaveCount(0)
  // exact: the filter's label "Only players looking for a partner" contains the badge's words.
  await expect(page.getByText(m('manage.desk.lookingBadge'), { exact: true })).toHaveCount(0)
  await page.getByRole('checkbox', { name: m('manage.desk.lookingOnly') }).uncheck()
  // Both rows of the pair read "A / B" now (the partner's own row keeps its own payment).
  await expect(page.getByRole('article', { name: /Mia Totp \/ Mia Totp/ })).toHaveCount(2)
  await open(page, `/en/manage/event/${eventId}/audit`)
  await expect(page.getByText(m('manage.audit.actions.entry.pair'), { exact: true })).toBeVisible()

  // Revoke an invitation on the members page; its link then says it was withdrawn.
  await open(page, `/en/manage/org/${orgId}/members`)
  const email = uniqueEmail('withdrawn-invitee')
  await page.getByRole('textbox', { name: m('manage.fields.email') }).fill(email)
  await page.getByRole('button', { name: m('manage.members.send') }).click()
  const link =
    (await page.locator('pre, code').filter({ hasText: '/manage/invitation/' }).textContent()) ?? ''
  const token = link.trim().split('/').pop()
  await page
    .getByRole('button', { name: m('manage.members.revokeNamed').replace('{{email}}', email) })
    .click()
  await expect(page.getByRole('article', { name: email })).toHaveCount(0)
  await open(page, `/en/manage/invitation/${token}`)
  await page.getByRole('button', { name: m('manage.invitation.accept') }).click()
  await expect(page.getByRole('alert')).toHaveText(m('manage.invitation.withdrawn'))
})
