import { expect, test, type BrowserContext } from '@playwright/test'
import { hydrated, open } from './auth-helpers.ts'
import { message } from './messages.ts'

// Issue 14's exports in the console: the event page offers the order of play, results, DUPR file
// and TODS record, a locked class draw its draw sheet; each link downloads with its content type.
// Without DUPR partner keys the "Results to DUPR" section explains how to use the upload file.

const OWNER = { email: 'owner@pickleball-club-muenchen.example', password: 'Courtside-Demo-Owner-2026' }
const m = (key: string) => message('en', key)

async function csrfOf(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies()
  const csrf = cookies.find((c) => c.name === '__Host-courtside_csrf' || c.name === 'courtside_csrf')
  expect(csrf, 'CSRF cookie').toBeDefined()
  return decodeURIComponent(csrf!.value)
}

test.setTimeout(120_000)

test('the owner downloads the exports of an event and the draw sheet of a locked draw', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/en/login?redirect=${encodeURIComponent('/en/manage')}`)
  await hydrated(page)
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="current-password"]') })
  await form.locator('input[autocomplete="username"]').fill(OWNER.email)
  await form.locator('input[autocomplete="current-password"]').fill(OWNER.password)
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/en\/manage\/org\/\d+$/, { timeout: 20_000 })
  const orgId = Number(page.url().match(/org\/(\d+)/)?.[1])

  const headers = { origin: baseURL ?? '', 'x-csrf-token': await csrfOf(page.context()) }
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
  const created = await page.request.post(`/bff/organizer/organizations/${orgId}/events`, {
    headers,
    data: {
      kind: 'tournament',
      name: `Export Cup ${Date.now()}`,
      startDate: day(40),
      endDate: day(41),
      timeZone: 'Europe/Berlin',
      venueName: 'Halle Süd',
      address: 'Ringstraße 5',
      city: 'München',
      country: 'DE',
    },
  })
  expect(created.status()).toBe(201)
  const eventId = ((await created.json()) as { id: number }).id
  const cls = await page.request.post(`/bff/organizer/events/${eventId}/classes`, {
    headers,
    data: {
      name: 'Export Singles',
      type: 'singles',
      gender: 'open',
      capacity: 8,
      feeMinor: 0,
      matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
    },
  })
  const classId = ((await cls.json()) as { id: number }).id
  const found = (await (await page.request.get('/bff/registrations/players?search=ber')).json()) as {
    items: { id: number }[]
  }
  for (const player of found.items.slice(0, 4)) {
    const walkIn = await page.request.post(`/bff/organizer/classes/${classId}/entries`, {
      headers,
      data: { userId: player.id, paidAtDesk: true },
    })
    expect(walkIn.status(), await walkIn.text()).toBe(201)
  }
  const drawn = await page.request.post(`/bff/organizer/classes/${classId}/draw`, {
    headers,
    data: { format: 'knockout' },
  })
  expect(drawn.status()).toBe(200)
  expect((await page.request.post(`/bff/organizer/classes/${classId}/draw/lock`, { headers })).status()).toBe(
    200,
  )

  const downloads: [string, RegExp][] = [
    [m('manage.exports.orderOfPlay'), /^application\/pdf/],
    [m('manage.exports.results'), /^text\/csv/],
    [m('manage.exports.dupr'), /^text\/csv/],
    [m('manage.exports.tods'), /^application\/json/],
  ]
  await open(page, `/en/manage/event/${eventId}`)
  for (const [label, type] of downloads) {
    const href = await page.getByRole('link', { name: label }).getAttribute('href')
    const response = await page.request.get(href!)
    expect(response.status(), label).toBe(200)
    expect(response.headers()['content-type'], label).toMatch(type)
  }
  // This server has no DUPR partner keys: the DUPR section says so and points to the upload file.
  await expect(page.getByRole('heading', { name: m('manage.dupr.title') })).toBeVisible()
  await expect(page.getByText(m('manage.dupr.notConfigured'))).toBeVisible()
  await expect(page.getByRole('button', { name: m('manage.dupr.send') })).toHaveCount(0)
  await open(page, `/en/manage/event/${eventId}/class/${classId}/draw`)
  const sheet = page.getByRole('link', { name: m('manage.exports.drawSheet') })
  const response = await page.request.get((await sheet.getAttribute('href'))!)
  expect([response.status(), response.headers()['content-type']]).toEqual([200, 'application/pdf'])
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
