import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { eventWithWalkIns, post, signInAsOwner, text } from './organizer-fixtures.ts'

// Issue 15, scoring from a phone: the desk hands out a match's scoring links; the referee enters
// the games on a phone-sized page (no account), the away side confirms from its own link, the
// referee's page shows the confirmation without a reload, and the public class page shows the
// result. The scoring page passes axe.

type DrawView = {
  entries: { id: number; name: string }[]
  matches: { id: string; matchId: number | null; home: { entryId: number | null } }[]
}
type Links = { links: { party: 'home' | 'away' | 'referee'; url: string }[] }

const PHONE = { width: 360, height: 740 }

async function phone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await open(page, new URL(url).pathname)
  return page
}

test('a referee scores from a phone, the away side confirms, the class page shows it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const desk = await browser.newContext()
  const org = await signInAsOwner(await desk.newPage(), baseURL)
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: `Scoring Cup ${Date.now()}`,
    start: new Date(Date.now() + 20 * 86_400_000),
    className: 'Phone Singles',
    players: 4,
  })
  await post(org, `/organizer/classes/${classId}/draw`, { format: 'knockout', randomSeed: 5 })
  await post(org, `/organizer/classes/${classId}/draw/lock`)
  await post(org, `/organizer/classes/${classId}/draw/publish`, {})
  const view = (await (
    await org.page.request.get(`/bff/organizer/classes/${classId}/draw`)
  ).json()) as DrawView
  const semi = view.matches.find((m) => m.id === 'M-R1-1')!
  const winner = view.entries.find((e) => e.id === semi.home.entryId)!.name
  const links = (await (
    await org.page.request.get(`/bff/organizer/matches/${semi.matchId}/scoring-links?locale=en`)
  ).json()) as Links
  const link = (party: string) => links.links.find((l) => l.party === party)!.url

  // The desk's Scores page is open the whole time; phones change it without a reload.
  await org.page.goto(`/en/manage/event/${eventId}/scores`)
  await expect(org.page.getByText(text('en', 'manage.scoring.none'))).toBeVisible()
  let deskReloads = 0
  org.page.on('framenavigated', () => (deskReloads += 1))

  const referee = await phone(browser, link('referee'))
  await expect(referee.getByText(text('en', 'scoring.asReferee'))).toBeVisible()
  const axe = await new AxeBuilder({ page: referee })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
  // Nothing is wider than the phone.
  expect(await referee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

  // Game 1 typed, game 2 with the + buttons; a 11–10 game is refused beside its row first.
  // Each points input is labelled "<player>, game <n>" (scoring.points).
  const game = (n: number) => referee.getByRole('textbox', { name: new RegExp(`, game ${n}$`) })
  await game(1).first().fill('11')
  await game(1).nth(1).fill('10')
  await referee.getByRole('button', { name: text('en', 'scoring.submit') }).click()
  await expect(referee.getByRole('alert')).toContainText(text('en', 'scoring.gameErrors.game_incomplete'))
  await game(1).nth(1).fill('4')
  await game(2).first().fill('10')
  await referee
    .getByRole('button', { name: new RegExp(`^${text('en', 'scoring.more', { label: '' })}.*game 2$`) })
    .first()
    .click()
  await game(2).nth(1).fill('6')
  await referee.getByRole('button', { name: text('en', 'scoring.submit') }).click()
  await expect(referee.getByText(text('en', 'scoring.waiting'))).toBeVisible()
  const waiting = org.page.getByRole('row').filter({ hasText: '11–4, 11–6' })
  await expect(waiting).toContainText(text('en', 'manage.scoring.state.score_pending'), { timeout: 5_000 })
  let reloads = 0
  referee.on('framenavigated', () => (reloads += 1))

  const away = await phone(browser, link('away'))
  await expect(away.getByTestId('scoreline')).toHaveText('11–4, 11–6')
  await away.getByRole('button', { name: text('en', 'scoring.confirm'), exact: true }).click()
  await expect(away.getByText(text('en', 'scoring.confirmed'))).toBeVisible()

  // The referee's page hears of the confirmation through the event's live topic.
  await expect(referee.getByText(text('en', 'scoring.confirmed'))).toBeVisible({ timeout: 5_000 })
  expect(reloads).toBe(0)
  await expect(org.page.getByText(text('en', 'manage.scoring.none'))).toBeVisible({ timeout: 5_000 })
  expect(deskReloads).toBe(0)

  const spectator = await browser.newPage()
  await open(spectator, `/en/tournament/${eventId}/class/${classId}`)
  const final = spectator
    .getByRole('region', { name: 'Main draw' })
    .getByRole('article', { name: 'Final', exact: true })
  await expect(final).toContainText(winner)
  await desk.close()
})
