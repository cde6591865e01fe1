import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { ClassFull } from '@courtside/api/types'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'
import { getJson } from './seed-data.ts'

// The class page against the seeded database. Classes are found through the public API by what
// the test needs (type, state, size), never by hard-coded ids, so a reseeded database still works.

type ClassSummary = {
  id: number
  type: number
  isCompleted: boolean
  playerCount: number
  entryCount: number
}
type TournamentDetail = { id: number; name: string; classes: ClassSummary[] }
type ListPage = { items: { id: number }[]; total: number }
type Found = { tournament: TournamentDetail; summary: ClassSummary; cls: ClassFull }

let tournamentsCache: Promise<TournamentDetail[]> | undefined

/** Every published tournament and travel event with its classes (list pages of 12). */
function allTournaments(request: APIRequestContext): Promise<TournamentDetail[]> {
  tournamentsCache ??= (async () => {
    const ids: number[] = []
    for (const state of ['closed', 'open']) {
      for (const types of ['1,13', '3,15']) {
        for (let offset = 0; ; offset += 12) {
          const page = await getJson<ListPage>(
            request,
            `/bff/tournament/list?offset=${offset}&limit=12&tournamentState=${state}&keywordTournamentTypes=${types}`,
          )
          ids.push(...page.items.map((item) => item.id))
          if (offset + 12 >= page.total) break
        }
      }
    }
    // Four at a time (a browser opens up to six connections; test workers run in parallel): the
    // server turns larger bursts away with 503 (apps/web/src/server/load-shedder.server.ts).
    const details: TournamentDetail[] = new Array<TournamentDetail>(ids.length)
    let next = 0
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = next++; i < ids.length; i = next++) {
          details[i] = await getJson<TournamentDetail>(request, `/bff/tournament/${ids[i]}`)
        }
      }),
    )
    return details
  })()
  return tournamentsCache
}

/** The first class whose summary and full payload both match. */
async function findClass(
  request: APIRequestContext,
  where: { summary?: (c: ClassSummary) => boolean; full?: (c: ClassFull) => boolean },
): Promise<Found> {
  for (const tournament of await allTournaments(request)) {
    for (const summary of tournament.classes) {
      if (where.summary && !where.summary(summary)) continue
      const cls = await getJson<ClassFull>(request, `/bff/tournament/class/${summary.id}/full`)
      if (!where.full || where.full(cls)) return { tournament, summary, cls }
    }
  }
  throw new Error('No seeded class matches')
}

const classPath = (locale: string, found: Found) =>
  `/${locale}/tournament/${found.tournament.id}/class/${found.summary.id}`

/** A finished class with groups and knockout rounds that fit the segmented control (≤ 8 views). */
const finishedWithRounds = (type: number) => (cls: ClassFull) =>
  cls.type === type &&
  cls.isCompleted &&
  cls.roundStandings.length > 0 &&
  cls.groupStandings.length > 1 &&
  cls.groupStandings.length + cls.roundStandings.length <= 8

const ROUND_LABELS: Record<string, string> = {
  final: 'Final',
  semifinal: 'Semifinal',
  quarterfinal: 'Quarterfinal',
  round_of_16: 'Round of 16',
}

type Locale = 'en' | 'de'

/** A message of the locale file with its {{params}} filled in. */
function text(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return message(locale, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

const standings = (page: Page, locale: Locale = 'en') =>
  page.getByRole('region', { name: text(locale, 'class.standings.title') })
const viewSwitcher = (page: Page, locale: Locale = 'en') =>
  standings(page, locale).getByRole('radiogroup', { name: text(locale, 'class.standings.viewLabel') })
const playersRegion = (page: Page, title = 'Players') =>
  page.getByRole('region', { name: new RegExp(`^${title} \\d+$`) })

function playerName(cls: ClassFull, id: number | undefined): string {
  const player = cls.players[id ?? 0]
  return player ? `${player.firstName} ${player.lastName}` : ''
}

/** A team of the class by id (rewards and standing rows name their team by id). */
function teamOf(cls: ClassFull, id: number | undefined) {
  return cls.teams.find((team) => team.id === id)
}

/** Picks a view by clicking its segment (the radio input itself is visually hidden). */
async function chooseView(page: Page, name: string, locale: Locale = 'en') {
  await viewSwitcher(page, locale)
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click()
  await expect(viewSwitcher(page, locale).getByRole('radio', { name, exact: true })).toBeChecked()
}

async function expectRatingBadges(scope: Locator) {
  const badges = scope.getByRole('img', {
    name: /^(DUPR (singles|doubles) rating \d\.\d{3}|Not rated in DUPR)$/,
  })
  await expect(badges.first()).toBeVisible()
  for (const text of await badges.allTextContents()) expect(text).toMatch(/^(\d\.\d{3}|NR)$/)
}

test.describe('class page (en)', () => {
  test('singles: header, podium, back link, final by default, a group table and the players expander', async ({
    page,
    request,
  }) => {
    const found = await findClass(request, {
      summary: (c) => c.type === 1 && c.isCompleted && c.playerCount > 6,
      full: finishedWithRounds(1),
    })
    const { cls } = found
    await open(page, classPath('en', found))

    await expect(page.getByRole('heading', { level: 1, name: cls.name })).toBeVisible()
    await expect(page.getByRole('main').getByText(cls.tournament.name).first()).toBeVisible()
    await expect(page.getByText(`${cls.playerIds.length} players`, { exact: true })).toBeVisible()
    await expect(page.getByText('Completed', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Singles · /)).toBeVisible()
    await expect(page.getByText(/^Match format: /)).toBeVisible()

    // Podium: placements with the players and their ranking points.
    const podium = page.getByRole('region', { name: 'Final placements' }).getByRole('listitem')
    await expect(podium).toHaveCount(cls.rewards.length)
    const winner = cls.rewards[0]
    await expect(podium.first()).toContainText('Winner')
    await expect(podium.first()).toContainText(playerName(cls, teamOf(cls, winner?.teamId)?.userIds[0]))
    await expect(podium.first()).toContainText(`${(winner?.points ?? 0).toLocaleString('en')} ranking points`)

    // The finished class opens on its final: one card, the winner named, ratings with 3 decimals.
    await expect(viewSwitcher(page).getByRole('radio', { name: 'Final', exact: true })).toBeChecked()
    const finalRegion = standings(page).getByRole('region', { name: 'Final' })
    const final = finalRegion.getByRole('article')
    await expect(final).toHaveCount(1)
    const champion = playerName(cls, teamOf(cls, winner?.teamId)?.userIds[0])
    await expect(final).toContainText(`Winner: ${champion}.`)
    await expect(final.locator('[data-winner]')).toContainText(champion)
    await expect(final.getByRole('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
    await expect(final.getByText(/^Court \d+$/)).toBeVisible()
    await expectRatingBadges(final)

    // A group: the singles table has a Player column and the computed rows.
    await chooseView(page, 'Group A')
    await expect(page).toHaveURL(new RegExp(`view=g${cls.groupStandings[0]?.id}`))
    const table = standings(page).getByRole('table', { name: 'Standings of Group A' })
    const headers = ['Rank', 'Player', 'Matches played', 'Matches won', 'Games won', 'Points won']
    for (const name of headers) await expect(table.getByRole('columnheader', { name })).toBeVisible()
    const group = cls.groupStandings[0]
    await expect(table.getByRole('row')).toHaveCount((group?.teams.length ?? 0) + 1)
    const top = group?.teams[0]
    const firstRow = table.getByRole('row').nth(1)
    await expect(firstRow.getByRole('rowheader')).toHaveText(
      playerName(cls, teamOf(cls, top?.teamId)?.userIds[0]),
    )
    await expect(firstRow.getByRole('cell')).toHaveText([
      '1',
      String(top?.countMatches),
      String(top?.matchWin),
      String(top?.gameWin),
      String(top?.points),
    ])
    await expect(standings(page).getByText(/^Ranked by the /)).toBeVisible()

    // The group's matches open under the table.
    await standings(page)
      .getByRole('button', { name: /^Show the \d+ matches of Group A$/ })
      .click()
    await expect(standings(page).getByRole('article')).toHaveCount(group?.matchIds.length ?? 0)
    await standings(page).getByRole('button', { name: "Hide the group's matches" }).click()
    await expect(standings(page).getByRole('article')).toHaveCount(0)

    // A reload keeps the chosen view (it is in the URL).
    await page.reload()
    await expect(viewSwitcher(page).getByRole('radio', { name: 'Group A', exact: true })).toBeChecked()

    // Players: the first five, "+N more", then all in a list capped at 600px, then "show less".
    const players = playersRegion(page)
    const list = players.getByRole('list', { name: 'Players' })
    await expect(list.getByRole('listitem')).toHaveCount(5)
    const more = cls.playerIds.length - 5
    await expect(list.getByRole('listitem').first()).toContainText(playerName(cls, cls.playerIds[0]))
    await expectRatingBadges(list)
    await players.getByRole('button', { name: `See +${more} more` }).click()
    await expect(list.getByRole('listitem')).toHaveCount(cls.playerIds.length)
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('600px')
    await players.getByRole('button', { name: 'Show less' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(5)

    // Each section folds away under its heading and opens again as it was (the chosen view kept).
    const standingsHeading = page.getByRole('heading', { level: 2, name: 'Standings' }).getByRole('button')
    await expect(standingsHeading).toHaveAttribute('aria-expanded', 'true')
    await standingsHeading.click()
    await expect(standingsHeading).toHaveAttribute('aria-expanded', 'false')
    await expect(standings(page)).toBeHidden()
    await standingsHeading.click()
    await expect(standingsHeading).toHaveAttribute('aria-expanded', 'true')
    await expect(viewSwitcher(page).getByRole('radio', { name: 'Group A', exact: true })).toBeChecked()

    // Back to the tournament.
    await page.getByRole('link', { name: 'Back to the tournament' }).click()
    await expect(page).toHaveURL(new RegExp(`/en/tournament/${found.tournament.id}/$`))
    await expect(page.getByRole('heading', { level: 1, name: found.tournament.name })).toBeVisible()
  })

  test('doubles: both partners on cards and in the table; the segmented control works by keyboard', async ({
    page,
    request,
  }) => {
    const found = await findClass(request, {
      summary: (c) => c.type === 2 && c.isCompleted,
      full: finishedWithRounds(2),
    })
    const { cls } = found
    await open(page, classPath('en', found))
    // The class label names type and gender ("Doubles · Mixed").
    await expect(page.getByText(/^Doubles · /)).toBeVisible()

    const final = standings(page).getByRole('article')
    await expect(final).toHaveCount(1)
    const finalMatch = cls.matches.find((m) => m.id === cls.roundStandings.at(-1)?.matchIds[0])
    for (const id of [
      finalMatch?.homePlayerIds[0],
      finalMatch?.homePlayerIds[1],
      finalMatch?.awayPlayerIds[1],
    ]) {
      await expect(final).toContainText(playerName(cls, id))
    }
    // Doubles classes show the doubles rating.
    await expect(final.getByRole('img', { name: /^DUPR doubles rating|^Not rated in DUPR$/ })).toHaveCount(4)

    // Keyboard: the checked segment is the one tab stop; arrow keys move between views.
    const radios = viewSwitcher(page).getByRole('radio')
    await expect(radios).toHaveCount(cls.groupStandings.length + cls.roundStandings.length)
    await viewSwitcher(page).getByRole('radio', { name: 'Final', exact: true }).focus()
    await page.keyboard.press('ArrowLeft')
    const semifinal = viewSwitcher(page).getByRole('radio', { name: 'Semifinal', exact: true })
    await expect(semifinal).toBeChecked()
    await expect(semifinal).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`view=r${cls.roundStandings.at(-2)?.id}`))
    await expect(standings(page).getByRole('region', { name: 'Semifinal' }).getByRole('article')).toHaveCount(
      2,
    )
    await page.keyboard.press('ArrowRight')
    await expect(viewSwitcher(page).getByRole('radio', { name: 'Final', exact: true })).toBeChecked()

    // Group table: a Players column with both partners of the leading pair.
    await chooseView(page, 'Group A')
    const table = standings(page).getByRole('table', { name: 'Standings of Group A' })
    await expect(table.getByRole('columnheader', { name: 'Players' })).toBeVisible()
    const leader = cls.groupStandings[0]?.teams[0]
    const leaderRow = table.getByRole('row').nth(1).getByRole('rowheader')
    for (const id of teamOf(cls, leader?.teamId)?.userIds ?? []) {
      await expect(leaderRow).toContainText(playerName(cls, id))
    }

    // The players list names each partner.
    const first = cls.playerIds[0]
    const team = cls.teams.find((t) => t.userIds.includes(first ?? 0))
    const partner = team?.userIds.find((id) => id !== first)
    await expect(playersRegion(page).getByRole('listitem').first()).toContainText(
      `with ${playerName(cls, partner)}`,
    )
  })

  test('cup: one player a side with singles ratings; walkovers and retirements are marked', async ({
    page,
    request,
  }) => {
    const found = await findClass(request, {
      summary: (c) => c.type === 3 && c.isCompleted,
      full: (c) => c.type === 3 && c.matches.some((m) => m.decision !== null),
    })
    const { cls } = found
    await open(page, classPath('en', found))
    await expect(page.getByText(/^Cup · /)).toBeVisible()

    const decided = cls.matches.find((m) => m.decision !== null)
    const groupIndex = cls.groupStandings.findIndex((g) => g.matchIds.includes(decided?.id ?? 0))
    const roundIndex = cls.roundStandings.findIndex((r) => r.matchIds.includes(decided?.id ?? 0))
    const home = playerName(cls, decided?.homePlayerIds[0])
    if (groupIndex >= 0) {
      const name = `Group ${String.fromCharCode(65 + groupIndex)}`
      await chooseView(page, name)
      await standings(page)
        .getByRole('button', { name: new RegExp(`^Show the \\d+ matches of ${name}$`) })
        .click()
    } else {
      const roundKey = cls.roundStandings[roundIndex]?.name?.key ?? ''
      await chooseView(page, ROUND_LABELS[roundKey] ?? '')
    }
    const card = standings(page)
      .getByRole('article')
      .filter({ hasText: home })
      .filter({
        hasText: playerName(cls, decided?.awayPlayerIds[0]),
      })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(decided?.decision?.startsWith('walkover') ? 'Walkover' : 'Retired')
    // One player per side, singles ratings.
    await expect(card.getByRole('img', { name: /^DUPR singles rating|^Not rated in DUPR$/ })).toHaveCount(2)

    // Group table header for a cup class: Player.
    await chooseView(page, 'Group A')
    await expect(standings(page).getByRole('columnheader', { name: 'Player', exact: true })).toBeVisible()
  })

  test('teams: a Team column, team logos, and a focus-trapped team dialog that Escape closes', async ({
    page,
    request,
  }) => {
    const found = await findClass(request, {
      summary: (c) => c.type === 4 && c.isCompleted && c.entryCount > 5,
      full: finishedWithRounds(4),
    })
    const { cls } = found
    await open(page, classPath('en', found))
    await expect(page.getByText(`${cls.teams.length} teams`, { exact: true })).toBeVisible()

    // Match cards show the teams (with their logos), not four players.
    const final = standings(page).getByRole('article')
    const finalMatch = cls.matches.find((m) => m.id === cls.roundStandings.at(-1)?.matchIds[0])
    await expect(final).toContainText(finalMatch?.homeTeam?.name ?? '')
    await expect(final.locator('img')).toHaveCount(2)
    await expect(final.getByRole('img', { name: /DUPR/ })).toHaveCount(0)

    await chooseView(page, 'Group A')
    const table = standings(page).getByRole('table', { name: 'Standings of Group A' })
    await expect(table.getByRole('columnheader', { name: 'Team', exact: true })).toBeVisible()
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(
      cls.groupStandings[0]?.teams[0]?.name ?? '',
    )

    // Teams list: first five, "+N more".
    const teams = playersRegion(page, 'Teams')
    const list = teams.getByRole('list', { name: 'Teams' })
    await expect(list.getByRole('listitem')).toHaveCount(5)
    await teams.getByRole('button', { name: `See +${cls.teams.length - 5} more` }).click()
    await expect(list.getByRole('listitem')).toHaveCount(cls.teams.length)

    // The dialog: the team's members with ratings; Tab stays inside; Escape closes and focus returns.
    const team = cls.teams[cls.teams.length - 1]
    const opener = list.getByRole('button', { name: new RegExp(`^${team?.name}`) })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: team?.name })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('listitem')).toHaveCount(team?.userIds.length ?? 0)
    for (const id of team?.userIds ?? []) await expect(dialog).toContainText(playerName(cls, id))
    await expectRatingBadges(dialog)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('"When and where do I play?" lists one player’s matches in time order with court and time', async ({
    page,
    request,
  }) => {
    const found = await findClass(request, {
      summary: (c) => c.type === 1 && c.isCompleted,
      full: finishedWithRounds(1),
    })
    const { cls } = found
    // The champion played in a group and in every knockout round.
    const champion = teamOf(cls, cls.rewards[0]?.teamId)
    const expected = cls.matches
      .filter((m) => m.homeTeam?.id === champion?.id || m.awayTeam?.id === champion?.id)
      .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''))
    const name = playerName(cls, champion?.userIds[0] ?? 0)

    await open(page, classPath('en', found))
    const finder = page.getByRole('region', { name: 'When and where do I play?' })
    await expect(finder.getByText('Choose a name to see when and where they play.')).toBeVisible()
    await finder.getByRole('combobox', { name: 'Player' }).fill(name.split(' ')[1] ?? name)
    await page.getByRole('option', { name }).click()
    await expect(finder.getByRole('status')).toHaveText(`${expected.length} matches for ${name}`)
    const cards = finder.getByRole('article')
    await expect(cards).toHaveCount(expected.length)
    const times = await cards
      .getByRole('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')))
    expect(times).toEqual(expected.map((m) => m.startDate))
    for (let i = 0; i < expected.length; i++) {
      await expect(cards.nth(i)).toContainText(name)
      await expect(cards.nth(i).getByText(/^Court \d+$/)).toBeVisible()
    }
    // Each card says where it belongs: the group first, the final last.
    await expect(cards.first()).toContainText(/Group [A-Z] ·/)
    await expect(cards.last()).toContainText('Final ·')

    // Clearing the choice goes back to the hint.
    await finder.getByRole('button', { name: 'Clear the choice' }).click()
    await expect(finder.getByRole('article')).toHaveCount(0)
    await expect(finder.getByText('Choose a name to see when and where they play.')).toBeVisible()
  })

  test('searching the players uses the player list', async ({ page, request }) => {
    const found = await findClass(request, {
      summary: (c) => c.type === 2 && c.playerCount >= 20,
    })
    const { cls } = found
    const target = cls.players[cls.playerIds.at(-1) ?? 0]
    await open(page, classPath('en', found))
    const players = playersRegion(page)
    const search = players.getByRole('searchbox', { name: 'Search players' })
    const listRequest = page.waitForRequest(
      (r) => r.url().includes('/player-list') && r.url().includes('search='),
    )
    await search.fill(target?.lastName ?? '')
    expect(new URL((await listRequest).url()).searchParams.get('classId')).toBe(String(cls.id))
    await expect(players.getByRole('status')).toHaveText(/^\d+ players? found$/)
    await expect(
      players.getByRole('listitem').filter({ hasText: `${target?.firstName} ${target?.lastName}` }),
    ).toHaveCount(1)
    await expect(players.getByRole('button', { name: /^See \+/ })).toHaveCount(0)
    await search.fill('zzqx nobody')
    await expect(players.getByRole('status')).toHaveText('No player matches “zzqx nobody”.')
    await expect(players.getByRole('listitem')).toHaveCount(0)
  })

  test('the 128-player class: 32 groups and a 64-draw in a searchable picker', async ({ page, request }) => {
    const found = await findClass(request, {
      summary: (c) => c.playerCount >= 128,
      full: (c) => c.groupStandings.length === 32,
    })
    const { cls } = found
    await open(page, classPath('en', found))
    await expect(page.getByText('128 players', { exact: true })).toBeVisible()
    // 38 views do not fit a segmented control: a searchable select takes its place.
    await expect(viewSwitcher(page)).toHaveCount(0)
    const picker = standings(page).getByRole('combobox', { name: 'Group or round' })
    await picker.click()
    await expect(page.getByRole('option')).toHaveCount(cls.groupStandings.length + cls.roundStandings.length)
    await picker.fill('64')
    await page.getByRole('option', { name: 'Round of 64' }).click()
    await expect(
      standings(page).getByRole('region', { name: 'Round of 64' }).getByRole('article'),
    ).toHaveCount(32)
    // Unplayed matches show "vs"; played ones the winner.
    const round = cls.roundStandings[0]
    const unplayed = cls.matches.filter((m) => round?.matchIds.includes(m.id) && !m.outcome.isPlayed).length
    await expect(standings(page).getByText('Not played yet.')).toHaveCount(unplayed)

    await picker.click()
    await picker.fill('Group AF')
    await page.getByRole('option', { name: 'Group AF' }).click()
    await expect(
      standings(page).getByRole('table', { name: 'Standings of Group AF' }).getByRole('row'),
    ).toHaveCount(5)

    const players = playersRegion(page)
    await players.getByRole('button', { name: 'See +123 more' }).click()
    await expect(players.getByRole('list', { name: 'Players' }).getByRole('listitem')).toHaveCount(128)
  })

  test('the tournament page links each class to its class page', async ({ page, request }) => {
    const found = await findClass(request, { summary: (c) => c.type === 4 && c.isCompleted })
    await open(page, `/en/tournament/${found.tournament.id}/`)
    await page.getByRole('link', { name: found.cls.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${classPath('en', found)}$`))
    await expect(page.getByRole('heading', { level: 1, name: found.cls.name })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(found.tournament.name)
  })
})

test.describe('class page (de)', () => {
  test.use({ locale: 'de-DE' })

  test('German texts, numbers with a decimal comma, keyboard switcher, table and players expander', async ({
    page,
    request,
  }) => {
    const found = await findClass(request, {
      summary: (c) => c.type === 1 && c.isCompleted && c.playerCount > 6,
      full: finishedWithRounds(1),
    })
    const { cls } = found
    await open(page, classPath('de', found))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1, name: cls.name })).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: text('de', 'breadcrumbs.label') })
    await expect(
      breadcrumb.getByRole('link', { name: text('de', 'breadcrumbs.tournaments') }),
    ).toHaveAttribute('href', '/de/')
    await expect(page.getByText(new RegExp(`^${text('de', 'classTypes.singles')} · `))).toBeVisible()
    await expect(page.getByText(text('de', 'class.completed'), { exact: true })).toBeVisible()
    await expect(
      page.getByText(text('de', 'class.playerCount_other', { formatted: cls.playerIds.length }), {
        exact: true,
      }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: text('de', 'class.backToTournament') })).toHaveAttribute(
      'href',
      `/de/tournament/${found.tournament.id}/`,
    )

    // The final: ratings in German with a decimal comma and three decimals.
    const final = text('de', 'rounds.final')
    await expect(viewSwitcher(page, 'de').getByRole('radio', { name: final, exact: true })).toBeChecked()
    const card = standings(page, 'de').getByRole('region', { name: final }).getByRole('article')
    await expect(card).toHaveCount(1)
    const ratings = await card.getByRole('img').allTextContents()
    expect(ratings.length).toBe(2)
    for (const rating of ratings) expect(rating).toMatch(/^(\d,\d{3}|NR)$/)

    // Arrow keys move between views.
    await viewSwitcher(page, 'de').getByRole('radio', { name: final, exact: true }).focus()
    await page.keyboard.press('ArrowLeft')
    const semifinal = text('de', 'rounds.semifinal')
    await expect(viewSwitcher(page, 'de').getByRole('radio', { name: semifinal, exact: true })).toBeChecked()
    await expect(page).toHaveURL(new RegExp(`/de/.*view=r${cls.roundStandings.at(-2)?.id}`))

    // Group A: the German table with its six column headers.
    const groupA = text('de', 'class.standings.groupName', { name: 'A' })
    await chooseView(page, groupA, 'de')
    const table = standings(page, 'de').getByRole('table', {
      name: text('de', 'class.standings.caption', { group: groupA }),
    })
    for (const key of ['rank', 'player', 'matchesPlayed', 'matchesWon', 'gamesWon', 'points']) {
      await expect(
        table.getByRole('columnheader', { name: text('de', `class.standings.${key}`) }),
      ).toBeVisible()
    }
    await expect(table.getByRole('row')).toHaveCount((cls.groupStandings[0]?.teams.length ?? 0) + 1)

    // Players: five, "+N mehr anzeigen", then all, then five again.
    const list = page.getByRole('list', { name: text('de', 'class.players.title') })
    await expect(list.getByRole('listitem')).toHaveCount(5)
    await page
      .getByRole('button', {
        name: text('de', 'class.players.seeMore_other', { count: cls.playerIds.length - 5 }),
      })
      .click()
    await expect(list.getByRole('listitem')).toHaveCount(cls.playerIds.length)
    await page.getByRole('button', { name: text('de', 'class.players.showLess') }).click()
    await expect(list.getByRole('listitem')).toHaveCount(5)
  })
})

// The three empty messages, in English and in German.
for (const locale of ['en', 'de'] as const) {
  test.describe(`class page empty states (${locale})`, () => {
    test.use({ locale: locale === 'de' ? 'de-DE' : 'en-GB' })

    test('no standings, nothing to show yet, and no matches for a round', async ({ page, request }) => {
      const noStandings = text(locale, 'class.empty.noStandings')
      const nothingYet = text(locale, 'class.empty.nothingYet')
      const playersTitle = text(locale, 'class.players.title')

      // Entries but no draw yet.
      const undrawn = await findClass(request, {
        summary: (c) => c.entryCount > 2 && !c.isCompleted,
        full: (c) => c.groupStandings.length === 0 && c.roundStandings.length === 0 && c.playerIds.length > 0,
      })
      await open(page, classPath(locale, undrawn))
      await expect(standings(page, locale).getByRole('status')).toHaveText(noStandings)
      await expect(page.getByRole('list', { name: playersTitle }).getByRole('listitem').first()).toBeVisible()

      // No entries at all.
      const empty = await findClass(request, { summary: (c) => c.entryCount === 0 })
      await open(page, classPath(locale, empty))
      await expect(
        page.getByText(text(locale, 'class.playerCount_other', { formatted: 0 }), { exact: true }),
      ).toBeVisible()
      const finder = page.getByRole('region', { name: text(locale, 'class.myMatches.title') })
      await expect(finder.getByRole('status')).toHaveText(nothingYet)
      await expect(standings(page, locale).getByRole('status')).toHaveText(noStandings)
      await expect(
        page.getByRole('region', { name: new RegExp(`^${playersTitle} 0$`) }).getByRole('status'),
      ).toHaveText(nothingYet)

      // A knockout round without matches (a bracket drawn before its matches are created) is not
      // in the seed, so this one step edits the class payload on its way to the browser: the page
      // is reached by a client-side navigation, whose loader fetches /bff in the browser.
      const knockout = await findClass(request, {
        summary: (c) => c.isCompleted,
        full: finishedWithRounds(1),
      })
      const finalId = knockout.cls.roundStandings.at(-1)?.id
      await page.route(`**/bff/tournament/class/${knockout.summary.id}/full`, async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as ClassFull
        body.roundStandings = body.roundStandings.map((r) => (r.id === finalId ? { ...r, matchIds: [] } : r))
        await route.fulfill({ response, json: body })
      })
      // open() waits until the page is hydrated, so the link click is a client-side navigation.
      await open(page, `/${locale}/tournament/${knockout.tournament.id}/`)
      const classRequest = page.waitForRequest(`**/bff/tournament/class/${knockout.summary.id}/full`)
      await page.getByRole('link', { name: knockout.cls.name, exact: true }).click()
      await classRequest
      await expect(page.getByRole('heading', { level: 1, name: knockout.cls.name })).toBeVisible()
      const final = text(locale, 'rounds.final')
      await chooseView(page, final, locale)
      await expect(
        standings(page, locale).getByRole('region', { name: final }).getByRole('status'),
      ).toHaveText(text(locale, 'class.empty.noRoundMatches'))
    })
  })
}
