import { expect, test, type Browser, type Page } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { eventWithWalkIns, post, signInAsOwner, text } from './organizer-fixtures.ts'

// Issue 15's match day end to end, in separate browser contexts: the desk calls a match to a
// court from its page; a referee scores it through the match's link on a phone-sized page (no
// account); the away side confirms from its own link; a spectator's class page and the venue's
// court board — opened before any of this — show the call and the result without a reload, and
// after losing their connection they catch up on what they missed.

type DrawView = {
  entries: { id: number; name: string }[]
  matches: { id: string; matchId: number | null; home: { entryId: number | null } }[]
}
type Links = { links: { party: 'home' | 'away' | 'referee'; url: string }[] }
type Desk = { courts: { name: string; match: { id: number } | null }[] }

const PHONE = { width: 360, height: 740 }
const m = (key: string) => text('en', key)

async function phone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await open(page, new URL(url).pathname)
  return page
}

test('desk calls, referee scores from a phone, the opponent confirms, spectators see it live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const deskContext = await browser.newContext()
  const desk = await deskContext.newPage()
  const org = await signInAsOwner(desk, baseURL)
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: `Match Day Cup ${Date.now()}`,
    // Today in the event's zone: the board is a match-day screen.
    start: new Date(Date.now() + 10 * 60_000),
    className: 'Match Day Singles',
    players: 4,
  })
  const courts = await desk.request.put(`/bff/organizer/events/${eventId}/courts`, {
    headers: org.headers,
    data: { courts: [{ name: 'Court 1', windows: [] }] },
  })
  expect(courts.ok(), await courts.text()).toBe(true)
  await post(org, `/organizer/classes/${classId}/draw`, { format: 'knockout', randomSeed: 3 })
  await post(org, `/organizer/classes/${classId}/draw/lock`)
  await post(org, `/organizer/classes/${classId}/draw/publish`, {})

  // The spectator's screens are open before anything happens.
  const spectator = await browser.newContext()
  const classPage = await spectator.newPage()
  await open(classPage, `/en/tournament/${eventId}/class/${classId}`)
  const board = await spectator.newPage()
  await board.setViewportSize({ width: 1920, height: 1080 })
  await open(board, `/en/tournament/${eventId}/live`)
  await expect(board.getByRole('heading', { level: 3, name: 'Court 1' })).toBeVisible()
  let reloads = 0
  classPage.on('framenavigated', () => (reloads += 1))
  board.on('framenavigated', () => (reloads += 1))

  // The desk calls the first ready match to the next free court.
  await open(desk, `/en/manage/event/${eventId}/desk`)
  const queue = desk.getByRole('region', { name: m('manage.courtDesk.queue') })
  await queue
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: m('manage.courtDesk.callNext') })
    .click()
  const deskCourt = desk.getByRole('article', { name: 'Court 1' })
  await expect(deskCourt.getByText(m('manage.courtDesk.state.called'))).toBeVisible()
  const deskView = (await (await desk.request.get(`/bff/organizer/events/${eventId}/desk`)).json()) as Desk
  const matchId = deskView.courts[0]!.match!.id
  const draw = (await (await desk.request.get(`/bff/organizer/classes/${classId}/draw`)).json()) as DrawView
  const called = draw.matches.find((match) => match.matchId === matchId)!
  const home = draw.entries.find((entry) => entry.id === called.home.entryId)!.name
  // The board shows who is called to Court 1.
  await expect(board.getByText(home).first()).toBeVisible({ timeout: 5_000 })

  // The referee scores from the match's link on a phone.
  const links = (await (
    await desk.request.get(`/bff/organizer/matches/${matchId}/scoring-links?locale=en`)
  ).json()) as Links
  const link = (party: string) => links.links.find((l) => l.party === party)!.url
  const referee = await phone(browser, link('referee'))
  const game = (n: number) => referee.getByRole('textbox', { name: new RegExp(`, game ${n}$`) })
  await game(1).first().fill('11')
  await game(1).nth(1).fill('4')
  await game(2).first().fill('11')
  await game(2).nth(1).fill('6')
  await referee.getByRole('button', { name: m('scoring.submit') }).click()
  await expect(referee.getByText(m('scoring.waiting'))).toBeVisible()

  // The spectator loses the connection; the opponent confirms meanwhile.
  await spectator.setOffline(true)
  const away = await phone(browser, link('away'))
  await expect(away.getByTestId('scoreline')).toHaveText('11–4, 11–6')
  await away.getByRole('button', { name: m('scoring.confirm'), exact: true }).click()
  await expect(away.getByText(m('scoring.confirmed'))).toBeVisible()
  await expect(referee.getByText(m('scoring.confirmed'))).toBeVisible({ timeout: 5_000 })
  await board.waitForTimeout(1_500)
  await spectator.setOffline(false)

  // Back online, both screens catch up without a reload.
  const results = board.getByRole('region', { name: m('live.board.results') })
  await expect(results).toContainText('11–4 · 11–6', { timeout: 15_000 })
  await expect(results).toContainText(home)
  const semi = classPage
    .getByRole('region', { name: 'Main draw' })
    .getByRole('article', { name: 'Final', exact: true })
  await expect(semi).toContainText(home, { timeout: 15_000 })
  expect(reloads).toBe(0)

  // The court is free again on the desk.
  await expect(deskCourt.getByText(m('manage.courtDesk.free'))).toBeVisible({ timeout: 10_000 })
  await spectator.close()
  await deskContext.close()
})
