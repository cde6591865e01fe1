import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { hydrated, open } from './auth-helpers.ts'
import { message } from './messages.ts'

// Issue 14's draw console: the owner draws a four-player knockout, locks and publishes it (the
// class page shows nothing before), enters both semi-finals and the final, then corrects a
// semi-final — which the console refuses until the owner confirms clearing the final — and
// withdraws a finalist at the desk, which finishes the class by walkover.

const OWNER = { email: 'owner@pickleball-club-muenchen.example', password: 'Courtside-Demo-Owner-2026' }
const m = (key: string) => message('en', key)

async function csrfOf(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies()
  const csrf = cookies.find((c) => c.name === '__Host-courtside_csrf' || c.name === 'courtside_csrf')
  expect(csrf, 'CSRF cookie').toBeDefined()
  return decodeURIComponent(csrf!.value)
}

type PublicMatch = { roundId: number | null; homeTeam: { id: number } | null; results: unknown[] }
async function publicMatches(page: Page, classId: number): Promise<PublicMatch[]> {
  const response = await page.request.get(`/bff/tournament/class/${classId}/full`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { matches: PublicMatch[] }).matches
}

/** Opens the nth result dialog, types the games (home, away, home, away…) and saves. */
async function enterResult(page: Page, nth: number, points: number[], confirm = false) {
  await page
    .getByRole('button', { name: /^Result for / })
    .nth(nth)
    .click()
  const dialog = page.getByRole('dialog')
  const inputs = dialog.getByRole('textbox')
  for (const [i, value] of points.entries()) await inputs.nth(i).fill(String(value))
  await dialog.getByRole('button', { name: m('manage.draw.saveResult') }).click()
  if (confirm) {
    await expect(dialog.getByRole('alert')).toContainText(m('manage.errors.LATER_MATCHES_AFFECTED'))
    await dialog.getByRole('button', { name: m('manage.draw.confirmUndo') }).click()
  }
  await expect(dialog).toHaveCount(0)
}

test.setTimeout(180_000)

test('the owner draws, locks, publishes and scores a knockout, confirming a correction', async ({
  page,
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

  // An event with a free singles class and four walk-ins (seeded players), through the API.
  const headers = { origin, 'x-csrf-token': await csrfOf(page.context()) }
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
  const created = await page.request.post(`/bff/organizer/organizations/${orgId}/events`, {
    headers,
    data: {
      kind: 'tournament',
      name: `Draw Cup ${Date.now()}`,
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
      name: 'Draw Singles',
      type: 'singles',
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
  const found = (await (await page.request.get('/bff/registrations/players?search=ber')).json()) as {
    items: { id: number }[]
  }
  expect(found.items.length).toBeGreaterThanOrEqual(4)
  for (const player of found.items.slice(0, 4)) {
    const walkIn = await page.request.post(`/bff/organizer/classes/${classId}/entries`, {
      headers,
      data: { userId: player.id, paidAtDesk: true },
    })
    expect(walkIn.status(), await walkIn.text()).toBe(201)
  }

  // From the entries desk to the draw page; generate a knockout.
  await open(page, `/en/manage/event/${eventId}/class/${classId}`)
  await page.getByRole('link', { name: m('manage.draw.open') }).click()
  await expect(page).toHaveURL(new RegExp(`/class/${classId}/draw$`))
  await expect(page.getByText(m('manage.draw.none'))).toBeVisible()
  await page.getByRole('button', { name: m('manage.draw.generate') }).click()
  await expect(page.getByText(m('manage.draw.status.draft'), { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: m('manage.draw.knockout') })).toBeVisible()

  // Locked is not public; published is.
  await page.getByRole('button', { name: m('manage.draw.lock') }).click()
  await expect(page.getByText(m('manage.draw.status.locked'), { exact: true })).toBeVisible()
  expect(await publicMatches(page, classId)).toEqual([])
  await page.getByRole('button', { name: m('manage.draw.publish') }).click()
  await expect(page.getByText(m('manage.draw.isPublic'))).toBeVisible()
  expect(await publicMatches(page, classId)).toHaveLength(3)

  // Both semi-finals, then the final.
  await enterResult(page, 0, [11, 5, 11, 7])
  await enterResult(page, 1, [4, 11, 9, 11])
  await expect(page.getByRole('button', { name: /^Result for / })).toHaveCount(3)
  await enterResult(page, 2, [11, 8, 11, 9])
  const played = (await publicMatches(page, classId)).at(-1)!
  expect(played.results).toHaveLength(2)

  // Correcting the first semi-final changes the finalist: the final's result must be cleared.
  await enterResult(page, 0, [5, 11, 7, 11], true)
  const replay = (await publicMatches(page, classId)).at(-1)!
  expect(replay.results).toEqual([])
  expect(replay.homeTeam?.id).not.toBe(played.homeTeam?.id)
  await expect(page.getByText('5–11, 7–11')).toBeVisible()

  // Play has begun: withdrawing a finalist at the desk says what happens, awards the final by
  // walkover, and the class is finished with its placements on the public page.
  type FullClass = {
    teams: { id: number; name: string }[]
    isCompleted: boolean
    rewards: { placement: number; team: { id: number } }[]
  }
  const fullClass = async () =>
    (await (await page.request.get(`/bff/tournament/class/${classId}/full`)).json()) as FullClass
  const finalist = (await fullClass()).teams.find((team) => team.id === replay.homeTeam?.id)!
  await open(page, `/en/manage/event/${eventId}/class/${classId}`)
  await page
    .getByRole('article', { name: finalist.name })
    .getByRole('button', { name: m('manage.desk.withdraw') })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(m('manage.desk.withdrawDrawWalkovers'))).toBeVisible()
  await dialog.getByRole('radio', { name: m('manage.desk.refundNone') }).check()
  await dialog.getByRole('button', { name: m('manage.desk.withdrawConfirm') }).click()
  await expect(dialog).toHaveCount(0)
  const finished = await fullClass()
  expect(finished.isCompleted).toBe(true)
  expect(finished.rewards.find((reward) => reward.placement === 2)?.team.id).toBe(finalist.id)
})
