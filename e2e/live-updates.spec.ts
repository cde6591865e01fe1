import { expect, test } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { eventWithWalkIns, post, signInAsOwner } from './organizer-fixtures.ts'

// Issue 15, live pages: a spectator's class page (another browser, signed out) shows a result
// entered at the desk without a reload — the winner moves into the final of the public bracket —
// through the page's live stream (GET /bff/live), and polls instead when no stream is allowed.

type DrawView = {
  entries: { id: number; name: string }[]
  matches: { id: string; matchId: number | null; home: { entryId: number | null } }[]
}

test('a spectator’s class page shows a desk result without a reload', async ({ browser, baseURL }) => {
  test.setTimeout(150_000)
  const desk = await browser.newContext()
  const org = await signInAsOwner(await desk.newPage(), baseURL)
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: `Live Cup ${Date.now()}`,
    start: new Date(Date.now() + 20 * 86_400_000),
    className: 'Live Singles',
    players: 4,
  })
  await post(org, `/organizer/classes/${classId}/draw`, { format: 'knockout', randomSeed: 3 })
  await post(org, `/organizer/classes/${classId}/draw/lock`)
  await post(org, `/organizer/classes/${classId}/draw/publish`, {})
  const view = (await (
    await org.page.request.get(`/bff/organizer/classes/${classId}/draw`)
  ).json()) as DrawView
  const semi = view.matches.find((m) => m.id === 'M-R1-1')!
  const winner = view.entries.find((e) => e.id === semi.home.entryId)!.name

  const spectator = await browser.newContext()
  const page = await spectator.newPage()
  await page.setViewportSize({ width: 1366, height: 900 })
  const stream = page.waitForResponse((r) => r.url().includes('/bff/live?'))
  await open(page, `/en/tournament/${eventId}/class/${classId}`)
  expect((await stream).status()).toBe(200)
  const final = page
    .getByRole('region', { name: 'Main draw' })
    .getByRole('article', { name: 'Final', exact: true })
  await expect(final).toBeVisible()
  await expect(final).not.toContainText(winner)
  let reloads = 0
  page.on('framenavigated', () => (reloads += 1))

  await post(org, `/organizer/matches/${semi.matchId}/result`, {
    games: [
      { home: 11, away: 4 },
      { home: 11, away: 6 },
    ],
  })
  await expect(final).toContainText(winner, { timeout: 5_000 })
  expect(reloads).toBe(0)
  await spectator.close()
  await desk.close()
})

test('a page that may not hold a stream polls the versions and still updates', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const desk = await browser.newContext()
  const org = await signInAsOwner(await desk.newPage(), baseURL)
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: `Poll Cup ${Date.now()}`,
    start: new Date(Date.now() + 21 * 86_400_000),
    className: 'Poll Singles',
    players: 4,
  })
  await post(org, `/organizer/classes/${classId}/draw`, { format: 'knockout', randomSeed: 4 })
  await post(org, `/organizer/classes/${classId}/draw/lock`)
  await post(org, `/organizer/classes/${classId}/draw/publish`, {})
  const view = (await (
    await org.page.request.get(`/bff/organizer/classes/${classId}/draw`)
  ).json()) as DrawView
  const semi = view.matches.find((m) => m.id === 'M-R1-2')!
  const winner = view.entries.find((e) => e.id === semi.home.entryId)!.name

  const spectator = await browser.newContext()
  const page = await spectator.newPage()
  await page.setViewportSize({ width: 1366, height: 900 })
  // The server's stream cap, as the page sees it: 503 LIVE_BUSY.
  await page.route('**/bff/live?*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'retry-after': '10' },
      body: JSON.stringify({ error: { code: 'LIVE_BUSY', message: 'busy' } }),
    }),
  )
  const polled = page.waitForResponse((r) => r.url().includes('/bff/live/versions?'))
  await open(page, `/en/tournament/${eventId}/class/${classId}`)
  expect((await polled).status()).toBe(200)
  const final = page
    .getByRole('region', { name: 'Main draw' })
    .getByRole('article', { name: 'Final', exact: true })
  await expect(final).not.toContainText(winner)
  await post(org, `/organizer/matches/${semi.matchId}/result`, {
    games: [
      { home: 11, away: 2 },
      { home: 11, away: 3 },
    ],
  })
  // Within one polling interval (10 s) and the refetch.
  await expect(final).toContainText(winner, { timeout: 15_000 })
  await spectator.close()
  await desk.close()
})
