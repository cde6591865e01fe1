import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { open } from './auth-helpers.ts'
import {
  eventWithWalkIns,
  openSelfCheckIn,
  post,
  signInAsOwner,
  text,
  type Organizer,
} from './organizer-fixtures.ts'

// Issue 15, court board and "Live now": the venue screen (/{locale}/tournament/{id}/live) shows
// the event's courts, and a result written through the API reaches the board and the tournament
// page's live panel without a reload (the event's live stream); a board that lost its stream
// (offline for a while) catches up once it is back. axe finds nothing serious on either.

type DrawView = {
  entries: { id: number; name: string }[]
  matches: { id: string; matchId: number | null; home: { entryId: number | null } }[]
}

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    )
}

type ShiftLog = { __shifts: number; __shiftSources: string[] }

/** Sums the page's layout shifts not caused by input (CLS's parts) from the first paint on. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const log = window as unknown as ShiftLog
    log.__shifts = 0
    log.__shiftSources = []
    type Rect = { y: number; height: number }
    type Shift = {
      value: number
      hadRecentInput: boolean
      sources: { node?: Node | null; previousRect: Rect; currentRect: Rect }[]
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue
        log.__shifts += entry.value
        for (const source of entry.sources) {
          const node = source.node as Element | null | undefined
          const { previousRect: was, currentRect: now } = source
          const what = node?.outerHTML?.slice(0, 120) ?? node?.nodeName
          log.__shiftSources.push(
            `${entry.value.toFixed(4)} y ${was.y}→${now.y}, height ${was.height}→${now.height}: ${what}`,
          )
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The page's layout shift so far, with what moved (for the failure message). */
async function expectNoLayoutShift(page: Page) {
  const { total, sources } = await page.evaluate(() => {
    const log = window as unknown as ShiftLog
    return { total: log.__shifts, sources: log.__shiftSources }
  })
  expect(total, sources.join('\n')).toBeLessThan(0.01)
}

/** An event of today with a published four-player knockout and two courts. */
async function boardEvent(org: Organizer) {
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: `Board Cup ${Date.now()}`,
    // Today in the event's zone (Europe/Berlin), so the tournament page shows its live panel.
    start: new Date(Date.now() + 10 * 60_000),
    className: 'Board Singles',
    players: 4,
  })
  const courts = await org.page.request.put(`/bff/organizer/events/${eventId}/courts`, {
    headers: org.headers,
    data: {
      courts: [
        { name: 'Court A', windows: [] },
        { name: 'Court B', windows: [] },
      ],
    },
  })
  expect(courts.ok(), await courts.text()).toBe(true)
  await post(org, `/organizer/classes/${classId}/draw`, { format: 'knockout', randomSeed: 7 })
  await post(org, `/organizer/classes/${classId}/draw/lock`)
  await post(org, `/organizer/classes/${classId}/draw/publish`, {})
  const view = (await (
    await org.page.request.get(`/bff/organizer/classes/${classId}/draw`)
  ).json()) as DrawView
  const semi = (id: string) => {
    const match = view.matches.find((m) => m.id === id)!
    return { matchId: match.matchId!, winner: view.entries.find((e) => e.id === match.home.entryId)!.name }
  }
  return { eventId, first: semi('M-R1-1'), second: semi('M-R1-2') }
}

const win = (org: Organizer, matchId: number, away: number) =>
  post(org, `/organizer/matches/${matchId}/result`, {
    games: [
      { home: 11, away },
      { home: 11, away: away + 1 },
    ],
  })

test('the court board and the live panel show a result without a reload, and catch up', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const desk = await browser.newContext()
  const org = await signInAsOwner(await desk.newPage(), baseURL)
  const { eventId, first, second } = await boardEvent(org)

  const spectator = await browser.newContext()
  const board = await spectator.newPage()
  await board.setViewportSize({ width: 1920, height: 1080 })
  const stream = board.waitForResponse((r) => r.url().includes('/bff/live?'))
  await open(board, `/en/tournament/${eventId}/live`)
  expect((await stream).status()).toBe(200)
  await expect(board.getByRole('heading', { level: 3, name: 'Court A' })).toBeVisible()
  await expect(board.getByRole('heading', { level: 3, name: 'Court B' })).toBeVisible()
  // A venue screen: no site header or footer, a fullscreen button and the phone page's QR code.
  await expect(board.getByRole('banner').getByRole('link')).toHaveCount(0)
  await expect(board.getByRole('button', { name: text('en', 'live.board.fullscreen') })).toBeVisible()
  await expect(board.getByText(text('en', 'live.board.scan'))).toBeVisible()
  expect(await seriousViolations(board)).toEqual([])
  const results = board.getByRole('region', { name: text('en', 'live.board.results') })
  await expect(results).toContainText(text('en', 'live.board.resultsEmpty'))

  // The panel is part of the server's page on the event's days (issue 17): nothing moves when
  // the page comes to life. Tall enough that the panel and what follows it are in view.
  // So is the self check-in button while players may check themselves in.
  await openSelfCheckIn(org, eventId)
  const html = await (await spectator.request.get(`/en/tournament/${eventId}/`)).text()
  expect(html).toContain('id="live-now-heading"')
  expect(html).toContain(`href="/en/tournament/${eventId}/check-in"`)
  const tournament = await spectator.newPage()
  await tournament.setViewportSize({ width: 1366, height: 1600 })
  await observeLayoutShifts(tournament)
  // The panel opens the event's live stream once hydrated with its chunk.
  const panelStream = tournament.waitForResponse((r) => r.url().includes('/bff/live?'))
  await open(tournament, `/en/tournament/${eventId}`)
  const panel = tournament.getByRole('region', { name: text('en', 'live.panel.title') })
  await expect(panel).toBeVisible({ timeout: 10_000 })
  expect((await panelStream).status()).toBe(200)
  await tournament.waitForTimeout(500)
  await expectNoLayoutShift(tournament)
  await expect(panel.getByRole('link', { name: text('en', 'live.panel.openBoard') })).toHaveAttribute(
    'href',
    `/en/tournament/${eventId}/live`,
  )
  expect(await seriousViolations(tournament, 'section[aria-labelledby="live-now-heading"]')).toEqual([])

  // A signed-in player's copy of the page (the member shell) keeps the place of "Your matches"
  // while the player's own matches are read: nothing below it moves when it fills in.
  const shell = await org.page.request.get(`/en/tournament/${eventId}/`)
  expect(await shell.text()).toContain('id="your-matches-heading"')
  const own = await desk.newPage()
  await own.setViewportSize({ width: 1366, height: 1600 })
  await observeLayoutShifts(own)
  const ownMatches = own.waitForResponse((r) => r.url().includes('/my-matches'))
  await open(own, `/en/tournament/${eventId}`)
  expect((await ownMatches).status()).toBe(200)
  const mine = own.getByRole('region', { name: text('en', 'live.panel.mine') })
  await expect(mine).toContainText(text('en', 'live.panel.mineEmpty'))
  await own.waitForTimeout(500)
  await expectNoLayoutShift(own)
  await own.close()

  let reloads = 0
  board.on('framenavigated', () => (reloads += 1))
  tournament.on('framenavigated', () => (reloads += 1))
  await win(org, first.matchId, 4)
  await expect(results).toContainText(first.winner, { timeout: 5_000 })
  await expect(results).toContainText('11–4 · 11–5')
  await expect(panel).toContainText('11–4 · 11–5', { timeout: 5_000 })
  expect(reloads).toBe(0)

  // The board loses its connection; a result comes in meanwhile; back online it catches up
  // (the stream reconnects with Last-Event-ID, or the page refetches on reconnecting).
  await spectator.setOffline(true)
  await win(org, second.matchId, 7)
  await board.waitForTimeout(1_500)
  await spectator.setOffline(false)
  await expect(results).toContainText('11–7 · 11–8', { timeout: 15_000 })
  await expect(results).toContainText(second.winner)
  expect(reloads).toBe(0)

  await spectator.close()
  await desk.close()
})

test('an unknown event has no board', async ({ page }) => {
  const response = await page.goto('/en/tournament/99999999/live')
  expect(response?.status()).toBe(404)
})
