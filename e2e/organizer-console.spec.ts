import { deflateSync } from 'node:zlib'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { PASSWORD, createAccount, hydrated, open, ownAddress, uniqueEmail } from './auth-helpers.ts'
import { message } from './messages.ts'

// Issue 12's season start, in English and German: the demo club's owner creates a tournament with
// two classes (one rated), uploads its picture, writes the description in German and English and
// publishes it; visitors find it; a player registers and pays with the test checkout; the desk
// withdraws the entry with a refund; the audit log shows every step; the owner copies the event.

const OWNER = { email: 'owner@pickleball-club-muenchen.example', password: 'Courtside-Demo-Owner-2026' }
const PLAYER_PASSWORD = 'Dink-and-drive-by-nine-31'

/** A small real PNG (solid court green), so the server's image check and resize have work to do. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x2f, 0x8a, 0x4c]))])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function signIn(page: Page, locale: string, email: string, password: string, to: string) {
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(to)}`)
  await hydrated(page)
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="current-password"]') })
  await form.locator('input[autocomplete="username"]').fill(email)
  await form.locator('input[autocomplete="current-password"]').fill(password)
  await form.locator('button[type="submit"]').click()
}

async function createPlayer(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { origin: baseURL, ...ownAddress() }
  const signUp = await request.post('/bff/auth/sign-up', {
    headers,
    data: { identifier: email, password: PLAYER_PASSWORD, givenName: 'Paula', familyName: 'Payer' },
  })
  expect(signUp.status()).toBe(200)
  const outbox = (await (
    await request.get(`/bff/dev/outbox?recipient=${encodeURIComponent(email)}`)
  ).json()) as { items: { body: string }[] }
  const code = String(outbox.items[0]?.body).match(/ is (\d{6})\./)?.[1]
  expect(
    (await request.post('/bff/auth/verify', { headers, data: { identifier: email, code } })).status(),
  ).toBe(200)
}

/** `YYYY-MM-DDTHH:mm` for a datetime-local field, `days` from today. */
function wallClock(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(hour)}:00`
}

async function addClass(page: Page, m: (key: string) => string, fields: { name: string; rated: boolean }) {
  await page.getByRole('button', { name: m('manage.classes.create') }).click()
  const dialog = page.getByRole('dialog', { name: m('manage.classes.create') })
  await dialog.getByRole('textbox', { name: m('manage.fields.className'), exact: true }).fill(fields.name)
  await dialog.getByRole('combobox', { name: m('manage.fields.classType') }).selectOption('singles')
  await dialog.getByRole('textbox', { name: m('manage.fields.capacity'), exact: true }).fill('8')
  await dialog
    .getByRole('textbox', { name: m('manage.fields.fee').replace('{{currency}}', 'EUR') })
    .fill('25')
  if (fields.rated) {
    await dialog.getByRole('textbox', { name: m('manage.fields.ratingMin'), exact: true }).fill('3.5')
    await dialog.getByRole('checkbox', { name: m('manage.fields.allowUnratedApproval') }).check()
  }
  await dialog.getByRole('button', { name: m('manage.common.save') }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('article', { name: fields.name })).toBeVisible()
}

async function playerRegistersAndPays(
  browser: Browser,
  baseURL: string,
  locale: string,
  eventId: number,
  classId: number,
) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const email = `season-${locale}-${Date.now()}@example.com`
  await createPlayer(context.request, baseURL, email)
  await signIn(page, locale, email, PLAYER_PASSWORD, `/${locale}/tournament/${eventId}/registration/`)
  // Signing in checks a password hash and then loads the page: slow on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/${locale}/tournament/${eventId}/registration/$`), {
    timeout: 20_000,
  })
  await hydrated(page)
  await page.getByTestId(`class-option-${classId}`).getByRole('checkbox').check()
  await expect(page.getByTestId('continue-to-pay')).toBeEnabled()
  await page.getByTestId('continue-to-pay').click()
  await expect(page).toHaveURL(/registration\/\?order=[0-9a-f-]{36}$/)
  await page.getByTestId('test-card-number').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'succeeded')
  await context.close()
}

// A whole season's start (two sign-ins with a deliberately slow password hash, a payment): long.
test.setTimeout(240_000)

for (const locale of ['en', 'de']) {
  test(`${locale}: the demo owner starts a season: create, publish, register, withdraw, audit, copy`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const m = (key: string) => message(locale, key)
    const name = `${locale === 'de' ? 'Isar Open' : 'Isar Spring Open'} ${Date.now()}`

    await signIn(page, locale, OWNER.email, OWNER.password, `/${locale}/manage`)
    await expect(page).toHaveURL(new RegExp(`/${locale}/manage/org/\\d+$`), { timeout: 20_000 })
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: m('manage.events.title') })).toBeVisible()
    await expect(page.getByRole('link', { name: m('nav.console') }).first()).toBeVisible()

    // A tournament as a draft, then its page.
    await page.getByRole('button', { name: m('manage.events.create') }).click()
    const create = page.getByRole('dialog', { name: m('manage.events.create') })
    await create.getByRole('textbox', { name: m('manage.fields.name'), exact: true }).fill(name)
    await create.getByLabel(m('manage.fields.startDate')).fill(wallClock(60, 9))
    await create.getByLabel(m('manage.fields.endDate')).fill(wallClock(61, 18))
    await create
      .getByRole('textbox', { name: m('manage.fields.venueName'), exact: true })
      .fill('Sporthalle Giesing')
    await create.getByRole('textbox', { name: m('manage.fields.city'), exact: true }).fill('München')
    await create
      .getByRole('textbox', { name: m('manage.fields.address'), exact: true })
      .fill('Tegernseer Landstraße 75')
    await create.getByRole('button', { name: m('manage.events.createDraft') }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/manage/event/\\d+/?$`))
    const eventId = Number(page.url().match(/event\/(\d+)/)?.[1])
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText(m('manage.eventStatus.draft'), { exact: true })).toBeVisible()

    await addClass(page, m, { name: 'Open Singles', rated: false })
    await addClass(page, m, { name: 'Singles DUPR 3.5+', rated: true })

    // Picture: uploaded, checked and stored by the server.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'court.png',
      mimeType: 'image/png',
      buffer: png(320, 180),
    })
    await expect(
      page.getByRole('img', { name: m('manage.events.imageAlt').replace('{{name}}', name) }),
    ).toBeVisible()

    // Description in German and English.
    const descriptions = page.getByRole('form', { name: m('manage.events.descriptions') })
    await descriptions.getByRole('tab', { name: 'Deutsch' }).click()
    await descriptions.getByRole('textbox').fill('Das **Frühjahrsturnier** an der Isar.')
    await descriptions.getByRole('tab', { name: 'English' }).click()
    await descriptions.getByRole('textbox').fill('The **spring tournament** by the Isar.')
    await descriptions.getByRole('button', { name: m('manage.events.saveDescriptions') }).click()
    await expect(descriptions.getByRole('status')).toHaveText(m('manage.common.saved'))
    const stored = (await (await page.request.get(`/bff/organizer/events/${eventId}`)).json()) as {
      descriptions: Record<string, string>
    }
    expect(stored.descriptions).toMatchObject({
      de: 'Das **Frühjahrsturnier** an der Isar.',
      en: 'The **spring tournament** by the Isar.',
    })

    // Registration opens yesterday and closes shortly before the start (the event's own clock).
    const details = page.getByRole('form', { name: m('manage.events.details') })
    await details.getByLabel(m('manage.fields.registrationOpensAt')).fill(wallClock(-1, 8))
    await details.getByLabel(m('manage.fields.registrationClosesAt')).fill(wallClock(50, 20))
    await details.getByRole('button', { name: m('manage.common.save') }).click()
    await expect(details.getByRole('status')).toHaveText(m('manage.common.saved'))

    await page.getByRole('button', { name: m('manage.actions.publish'), exact: true }).click()
    await expect(page.getByText(m('manage.eventStatus.published'), { exact: true })).toBeVisible()

    // Visitors see it in the list and on its page, in each language's own description.
    // (The public page does not read the per-language descriptions yet: see the hand-back.)
    for (const visitorLocale of ['en', 'de']) {
      await open(page, `/${visitorLocale}/?searchText=${encodeURIComponent(name)}`)
      await expect(page.getByRole('link', { name }).first()).toBeVisible()
      await open(page, `/${visitorLocale}/tournament/${eventId}`)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page.getByRole('link', { name: message(visitorLocale, 'detail.register') })).toBeVisible()
    }

    // A player registers for the open class and pays.
    const event = (await (await page.request.get(`/bff/organizer/events/${eventId}`)).json()) as {
      classes: { id: number; name: string }[]
    }
    const openClass = event.classes.find((c) => c.name === 'Open Singles')
    expect(openClass).toBeDefined()
    await playerRegistersAndPays(browser, baseURL ?? '', locale, eventId, openClass!.id)

    // The desk sees the entry and withdraws it with the policy's (full) refund.
    await open(page, `/${locale}/manage/event/${eventId}/class/${openClass!.id}`)
    const entry = page.getByRole('article', { name: 'Paula Payer' })
    await expect(entry.getByText(m('manage.entryStatus.confirmed'))).toBeVisible()
    await entry.getByRole('button', { name: m('manage.desk.withdraw') }).click()
    const withdraw = page.getByRole('dialog')
    await withdraw.getByRole('button', { name: m('manage.desk.withdrawConfirm') }).click()
    await expect(entry.getByText(m('manage.entryStatus.cancelled'))).toBeVisible()
    await expect(entry.getByText(/25/).first()).toBeVisible()

    // The audit log has each step.
    await open(page, `/${locale}/manage/event/${eventId}/audit`)
    for (const key of [
      'event.create',
      'class.create',
      'event.image',
      'event.update',
      'event.publish',
      'entry.withdraw',
    ]) {
      await expect(page.getByText(m(`manage.audit.actions.${key}`), { exact: true }).first()).toBeVisible()
    }

    // Copy for next year: a new draft with both classes.
    await open(page, `/${locale}/manage/event/${eventId}/`)
    await page.getByRole('button', { name: m('manage.actions.copy'), exact: true }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: m('manage.actions.copyConfirm') })
      .click()
    await expect(page).not.toHaveURL(new RegExp(`/manage/event/${eventId}/?$`))
    await expect(page).toHaveURL(/\/manage\/event\/\d+\/?$/)
    await expect(page.getByText(m('manage.eventStatus.draft'), { exact: true })).toBeVisible()
    await expect(page.getByRole('article', { name: 'Open Singles' })).toBeVisible()
    await expect(page.getByRole('article', { name: 'Singles DUPR 3.5+' })).toBeVisible()
  })
}

test('a player in no organization opens the console and is told how to start', async ({ page, baseURL }) => {
  const email = uniqueEmail('no-org')
  await createAccount(page.request, baseURL ?? '', email)
  const signIn = await page.request.post('/bff/auth/login', {
    headers: { origin: baseURL ?? '', ...ownAddress() },
    data: { identifier: email, password: PASSWORD },
  })
  expect(signIn.status()).toBe(200)
  await open(page, '/en/manage')
  await expect(page.getByText(message('en', 'manage.organizations.none'))).toBeVisible()
})
