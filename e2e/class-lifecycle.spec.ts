import { expect, test, type Locator, type Page } from '@playwright/test'
import { open } from './auth-helpers.ts'
import {
  enterResult,
  eventWithWalkIns,
  pattern,
  publicClass,
  signInAsOwner,
  text,
} from './organizer-fixtures.ts'

// Issue 14's "Done means": one class of six walk-ins from its entries to its placements, all in
// the console — a groups-then-knockout draw made in the draw page's form (two groups of three,
// the top two of each into semi-finals, a third-place match), locked and published, a court and
// an automatic order of play, the group results, the semi-finals, the final, a correction of a
// semi-final that clears the final (confirmed), the final again and the third-place match — with
// the public class page checked after each stage: standings, bracket, courts and times, podium.
// In English on a desktop and in German on a phone; every text comes from the locale files.

type Locale = 'en' | 'de'
type Side = 'home' | 'away'

/** The console's view of the draw (GET /bff/organizer/classes/{id}/draw), as far as used here. */
type DrawView = {
  entries: { id: number; name: string; seed: number }[]
  groups: { index: number; name: string; standings: { entryId: number }[] }[]
  matches: {
    stage: 'group' | 'main' | 'third_place' | 'consolation'
    group: number | null
    round: number
    position: number
    home: { entryId: number | null }
    away: { entryId: number | null }
  }[]
}
type DrawMatch = DrawView['matches'][number]

async function drawView(page: Page, classId: number): Promise<DrawView> {
  const response = await page.request.get(`/bff/organizer/classes/${classId}/draw`)
  expect(response.status()).toBe(200)
  return (await response.json()) as DrawView
}

/** Names of a group's entries in the order the results below will rank them. */
type GroupPlan = { name: string; order: string[] }

/**
 * The results make the lowest seed of each group win both its matches and the top seed lose
 * both: the standings must follow the results, not the seeding.
 */
function groupPlans(draw: DrawView): GroupPlan[] {
  const entry = new Map(draw.entries.map((e) => [e.id, e]))
  return draw.groups.map((group) => ({
    name: group.name,
    order: group.standings
      .map((row) => entry.get(row.entryId)!)
      .sort((a, b) => b.seed - a.seed)
      .map((e) => e.name),
  }))
}

/** Games of a match the `winner` takes 11–6, 11–8 (or as given), as home/away points. */
function points(
  winner: Side,
  games: [number, number][] = [
    [11, 6],
    [11, 8],
  ],
): number[] {
  return games.flatMap(([won, lost]) => (winner === 'home' ? [won, lost] : [lost, won]))
}

/** A bracket match marks exactly one side as the winner (a tick and bold), the named one. */
async function expectWinner(match: Locator, name: string) {
  await expect(match.locator('[data-winner]')).toHaveCount(1)
  await expect(match.locator('[data-winner]')).toContainText(name)
}

function lifecycle(locale: Locale, phone: boolean, daysAhead: number) {
  return async ({ page, baseURL }: { page: Page; baseURL: string | undefined }) => {
    const t = (key: string, values: Record<string, string | number> = {}) => text(locale, key, values)
    const org = await signInAsOwner(page, baseURL, locale)
    const start = new Date(Date.now() + daysAhead * 86_400_000)
    const { eventId, classId } = await eventWithWalkIns(org, {
      name: `Lifecycle Cup ${locale} ${Date.now()}`,
      start,
      className: locale === 'de' ? 'Einzel offen' : 'Open Singles',
      players: 6,
    })
    const console_ = `/${locale}/manage/event/${eventId}`
    const drawUrl = `${console_}/class/${classId}/draw`
    const site = await page.context().newPage()
    const classUrl = `/${locale}/tournament/${eventId}/class/${classId}`
    const publicPage = new PublicClassPage(site, locale, phone, classUrl)

    // --- The draw, made in the console's form: groups of three, top two on, third place.
    await open(page, `${console_}/class/${classId}`)
    await page.getByRole('link', { name: t('manage.draw.open') }).click()
    await expect(page).toHaveURL(new RegExp(`/class/${classId}/draw$`))
    await expect(page.getByText(t('manage.draw.none'))).toBeVisible()
    const form = page.getByRole('region', { name: t('manage.draw.options') })
    await form
      .getByRole('combobox', { name: t('manage.draw.format') })
      .selectOption({ label: t('manage.draw.formats.groups_knockout') })
    await form
      .getByRole('combobox', { name: t('manage.draw.sizing') })
      .selectOption({ label: t('manage.draw.groupSize') })
    await form.getByRole('textbox', { name: t('manage.draw.groupSize') }).fill('3')
    await form.getByRole('textbox', { name: t('manage.draw.qualifiers') }).fill('2')
    await form.getByRole('checkbox', { name: t('manage.draw.thirdPlace') }).check()
    await form.getByRole('button', { name: t('manage.draw.generate') }).click()
    await expect(page.getByText(t('manage.draw.status.draft'), { exact: true })).toBeVisible()
    for (const name of ['A', 'B']) {
      const group = page.getByRole('region', { name: t('manage.draw.group', { name }), exact: true })
      await expect(group.getByRole('row')).toHaveCount(4)
    }
    await expect(page.getByRole('region', { name: t('manage.draw.knockout') })).toBeVisible()
    await expect(
      page.getByRole('region', { name: t('manage.draw.thirdPlace'), exact: true }).getByRole('group'),
    ).toHaveCount(1)

    // Lock, then publish now.
    await page.getByRole('button', { name: t('manage.draw.lock') }).click()
    await expect(page.getByText(t('manage.draw.status.locked'), { exact: true })).toBeVisible()
    await page.getByRole('button', { name: t('manage.draw.publish') }).click()
    await expect(page.getByText(t('manage.draw.isPublic'))).toBeVisible()
    const draw = await drawView(page, classId)
    const plans = groupPlans(draw)
    expect(plans.map((plan) => plan.name)).toEqual(['A', 'B'])

    // The public page: both groups with nobody having played, semi-finals waiting for the groups.
    await publicPage.open()
    for (const plan of plans) await publicPage.expectUnplayedGroup(plan)
    const bracket = publicPage.bracket()
    await expect(bracket.getByRole('article')).toHaveCount(4)
    await expect(publicPage.semi(1)).toContainText(t('rounds.placeholder.group', { position: 1, group: 'A' }))
    await expect(publicPage.semi(1)).toContainText(t('rounds.placeholder.group', { position: 2, group: 'B' }))
    await expect(publicPage.semi(2)).toContainText(t('rounds.placeholder.group', { position: 1, group: 'B' }))
    await expect(publicPage.semi(2)).toContainText(t('rounds.placeholder.group', { position: 2, group: 'A' }))

    // --- The order of play: one court, scheduled automatically.
    await open(page, console_)
    await page.getByRole('link', { name: t('manage.schedule.title'), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/schedule$`))
    await expect(page.getByText(t('manage.schedule.noCourts'))).toBeVisible()
    await page.getByRole('button', { name: t('manage.schedule.addCourt') }).click()
    const courtName = t('manage.schedule.courtN', { n: 1 })
    await expect(page.getByRole('textbox', { name: t('manage.schedule.courtName') })).toHaveValue(courtName)
    await page.getByRole('button', { name: t('manage.schedule.saveCourts') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('manage.schedule.saved') })).toBeVisible()
    await page.getByRole('button', { name: t('manage.schedule.run'), exact: true }).click()
    await expect(
      page.getByText(t('manage.schedule.runResult', { placed: 10, kept: 0, unplaced: 0 })),
    ).toBeVisible()
    await expect(
      page.getByRole('button', { name: pattern(locale, 'manage.schedule.moveMatch') }),
    ).toHaveCount(10)

    // The public page shows each group match's court and time.
    const scheduled = await publicClass(page, classId)
    for (const [index, plan] of plans.entries()) {
      const group = scheduled.groupStandings[index]!
      const times = group.matchIds.map((id) => scheduled.matches.find((m) => m.id === id)?.startDate)
      await publicPage.expectScheduledGroupMatches(plan, courtName, times)
    }

    // --- The group results, entered in the console.
    await open(page, drawUrl)
    const resultButton = (match: DrawMatch, view: DrawView) => {
      const name = (id: number | null) => view.entries.find((e) => e.id === id)?.name ?? ''
      const sides = { home: name(match.home.entryId), away: name(match.away.entryId) }
      const button = page.getByRole('button', {
        name: t('manage.draw.enterResultFor', { match: `${sides.home} – ${sides.away}` }),
        exact: true,
      })
      return { button, sides }
    }
    for (const match of draw.matches.filter((m) => m.stage === 'group')) {
      const { button, sides } = resultButton(match, draw)
      const order = plans[match.group!]!.order
      const winner: Side = order.indexOf(sides.home) < order.indexOf(sides.away) ? 'home' : 'away'
      await enterResult(page, locale, button, points(winner))
    }

    // The public standings follow the results; the semi-finals are filled crosswise from the
    // groups (a group's winner meets the other group's runner-up).
    await publicPage.open()
    await publicPage.expectRoundShown('semifinal')
    for (const plan of plans) await publicPage.expectFinishedGroup(plan)
    const [a, b] = plans
    const semiOne = [a!.order[0]!, b!.order[1]!]
    const semiTwo = [b!.order[0]!, a!.order[1]!]
    for (const name of semiOne) await expect(publicPage.semi(1)).toContainText(name)
    for (const name of semiTwo) await expect(publicPage.semi(2)).toContainText(name)
    await publicPage.expectScheduledRound('semifinal', courtName, 2)

    // --- Both semi-finals and the final (the home sides win).
    await open(page, drawUrl)
    const knockout = await drawView(page, classId)
    const semi = (position: number) =>
      knockout.matches.find((m) => m.stage === 'main' && m.round === 1 && m.position === position)!
    const sf1 = resultButton(semi(1), knockout)
    const sf2 = resultButton(semi(2), knockout)
    expect([sf1.sides.home, sf1.sides.away].sort()).toEqual([...semiOne].sort())
    await enterResult(
      page,
      locale,
      sf1.button,
      points('home', [
        [11, 5],
        [11, 7],
      ]),
    )
    await enterResult(
      page,
      locale,
      sf2.button,
      points('home', [
        [11, 9],
        [11, 4],
      ]),
    )
    await publicPage.open()
    await expectWinner(publicPage.semi(1), sf1.sides.home)
    await expectWinner(publicPage.semi(2), sf2.sides.home)
    await expect(publicPage.semi(1)).toContainText(t('class.match.winnerIs', { name: sf1.sides.home }))
    for (const name of [sf1.sides.home, sf2.sides.home]) await expect(publicPage.final()).toContainText(name)
    for (const name of [sf1.sides.away, sf2.sides.away]) await expect(publicPage.third()).toContainText(name)
    await publicPage.expectRoundShown('final')

    const firstFinal = page.getByRole('button', {
      name: t('manage.draw.enterResultFor', { match: `${sf1.sides.home} – ${sf2.sides.home}` }),
      exact: true,
    })
    await enterResult(page, locale, firstFinal, points('home'))
    await publicPage.open()
    await expectWinner(publicPage.final(), sf1.sides.home)

    // --- A correction: the first semi-final went the other way. The final was played with the
    // wrong finalist, so the console asks before clearing it.
    await enterResult(
      page,
      locale,
      sf1.button,
      points('away', [
        [11, 5],
        [11, 7],
      ]),
      true,
    )
    await expect(
      page.getByRole('group', { name: `${sf1.sides.home} – ${sf1.sides.away}`, exact: true }),
    ).toContainText('5–11, 7–11')
    await publicPage.open()
    await expectWinner(publicPage.semi(1), sf1.sides.away)
    await expect(publicPage.final()).toContainText(sf1.sides.away)
    await expect(publicPage.final()).not.toContainText(sf1.sides.home)
    await expect(publicPage.final().locator('[data-winner]')).toHaveCount(0)
    await expect(publicPage.final()).toContainText(t('class.match.notPlayed'))
    await expect(publicPage.third()).toContainText(sf1.sides.home)
    await expect(site.getByText(t('class.completed'), { exact: true })).toHaveCount(0)

    // --- The final again (the other finalist wins this time) and the third-place match.
    const final = await drawView(page, classId)
    const finalMatch = resultButton(
      final.matches.find((m) => m.stage === 'main' && m.round === 2)!,
      final,
    )
    const thirdMatch = resultButton(
      final.matches.find((m) => m.stage === 'third_place')!,
      final,
    )
    expect(finalMatch.sides).toEqual({ home: sf1.sides.away, away: sf2.sides.home })
    await enterResult(page, locale, finalMatch.button, points('away'))
    await enterResult(page, locale, thirdMatch.button, points('home'))

    // Finished: completed, the champion marked in the bracket, placements 1–4 from the
    // knockout and the two third-placed group players sharing fifth.
    await publicPage.open()
    await expect(site.getByText(t('class.completed'), { exact: true })).toBeVisible()
    await expectWinner(publicPage.final(), sf2.sides.home)
    await expectWinner(publicPage.third(), thirdMatch.sides.home)
    const podium = site.getByRole('region', { name: t('class.podium.title') })
    const places = podium.getByRole('listitem')
    await expect(places).toHaveCount(6)
    const expected = [
      [t('class.podium.place1'), sf2.sides.home],
      [t('class.podium.place2'), sf1.sides.away],
      [t('class.podium.place3'), thirdMatch.sides.home],
      [t('class.podium.place4'), thirdMatch.sides.away],
    ] as const
    for (const [index, [label, name]] of expected.entries()) {
      await expect(places.nth(index)).toContainText(label)
      await expect(places.nth(index)).toContainText(name)
    }
    for (const index of [4, 5]) {
      await expect(places.nth(index)).toContainText(t('class.podium.placeN', { placement: 5 }))
    }
    const fifth = (await places.allTextContents()).slice(4).join(' ')
    for (const plan of plans) expect(fifth).toContain(plan.order[2]!)
    await site.close()
  }
}

/** The public class page as a visitor uses it, on a desktop or a phone. */
class PublicClassPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
    readonly phone: boolean,
    readonly url: string,
  ) {}

  t = (key: string, values: Record<string, string | number> = {}) => text(this.locale, key, values)

  async open() {
    await open(this.page, this.url)
  }

  standings(): Locator {
    return this.page.getByRole('region', { name: this.t('class.standings.title') })
  }

  bracket(): Locator {
    return this.page.getByRole('region', { name: this.t('class.bracket.mainDraw') })
  }

  semi(number: number): Locator {
    const name = this.t('class.bracket.matchLabel', { round: this.t('rounds.semifinal'), number })
    return this.bracket().getByRole('article', { name, exact: true })
  }

  final(): Locator {
    return this.bracket().getByRole('article', { name: this.t('rounds.final'), exact: true })
  }

  third(): Locator {
    return this.bracket().getByRole('article', { name: this.t('class.bracket.thirdPlaceMatch'), exact: true })
  }

  /** Picks a group or round: a segmented control on a desktop, a select on a phone. */
  async show(label: string) {
    const standings = this.standings()
    const pickerLabel = this.t('class.standings.viewLabel')
    if (this.phone) {
      const picker = standings.getByRole('combobox', { name: pickerLabel })
      await picker.click()
      await this.page.getByRole('option', { name: label, exact: true }).click()
      await expect(picker).toHaveValue(label)
    } else {
      const radios = standings.getByRole('radiogroup', { name: pickerLabel })
      await radios
        .locator('label')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .click()
      await expect(radios.getByRole('radio', { name: label, exact: true })).toBeChecked()
    }
    return standings.getByRole('region', { name: label, exact: true })
  }

  private async groupTable(plan: GroupPlan) {
    const label = this.t('class.standings.groupName', { name: plan.name })
    const region = await this.show(label)
    const table = region.getByRole('table', { name: this.t('class.standings.caption', { group: label }) })
    return { region, table, label }
  }

  async expectUnplayedGroup(plan: GroupPlan) {
    const { table } = await this.groupTable(plan)
    await expect(table.getByRole('rowheader')).toHaveCount(3)
    expect((await table.getByRole('rowheader').allTextContents()).sort()).toEqual([...plan.order].sort())
    for (const row of [1, 2, 3]) {
      // Matches played, won, games won: all nothing yet.
      const cells = table.getByRole('row').nth(row).getByRole('cell')
      await expect(cells.nth(1)).toHaveText('0')
      await expect(cells.nth(2)).toHaveText('0')
    }
  }

  async expectFinishedGroup(plan: GroupPlan) {
    const { table } = await this.groupTable(plan)
    await expect(table.getByRole('rowheader')).toHaveText(plan.order)
    // Rank, played, won, games won, points won.
    const rows = [
      ['1', '2', '2', '4'],
      ['2', '2', '1', '2'],
      ['3', '2', '0', '0'],
    ]
    for (const [index, row] of rows.entries()) {
      await expect(
        table
          .getByRole('row')
          .nth(index + 1)
          .getByRole('cell'),
      ).toHaveText([...row, /^\d+$/])
    }
  }

  async expectScheduledGroupMatches(plan: GroupPlan, court: string, times: (string | null | undefined)[]) {
    // A fresh page: the matches' expander keeps its state when another group is picked.
    await this.open()
    const { region, label } = await this.groupTable(plan)
    await region
      .getByRole('button', {
        name: this.t('class.standings.showGroupMatches_other', { count: 3, group: label }),
      })
      .click()
    const cards = region.getByRole('article', { name: pattern(this.locale, 'class.match.label') })
    await expect(cards).toHaveCount(3)
    for (const card of await cards.all()) await expect(card).toContainText(court)
    for (const time of times) {
      expect(time, 'a scheduled start').toBeTruthy()
      await expect(region.locator(`time[datetime="${time}"]`)).toBeVisible()
    }
  }

  /** The standings open on the round being played; on a phone so does the bracket. */
  async expectRoundShown(round: 'semifinal' | 'final') {
    const name = this.t(`rounds.${round}`)
    if (this.phone) {
      await expect(
        this.standings().getByRole('combobox', { name: this.t('class.standings.viewLabel') }),
      ).toHaveValue(name)
      const picker = this.page.getByRole('radiogroup', {
        name: this.t('class.bracket.roundPicker', { name: this.t('class.bracket.mainDraw') }),
      })
      await expect(picker.getByRole('radio', { name, exact: true })).toBeChecked()
      const [match, other] = round === 'final' ? [this.final(), this.semi(1)] : [this.semi(1), this.final()]
      // The page scrolls down to the bracket; the bracket itself stays on its round.
      await this.bracket().scrollIntoViewIfNeeded()
      await expect(match).toBeInViewport({ ratio: 0.9 })
      await expect(other).not.toBeInViewport()
    } else {
      const radios = this.standings().getByRole('radiogroup', { name: this.t('class.standings.viewLabel') })
      await expect(radios.getByRole('radio', { name, exact: true })).toBeChecked()
    }
  }

  async expectScheduledRound(round: 'semifinal', court: string, count: number) {
    const region = await this.show(this.t(`rounds.${round}`))
    const cards = region.getByRole('article', { name: pattern(this.locale, 'class.match.label') })
    await expect(cards).toHaveCount(count)
    for (const card of await cards.all()) {
      await expect(card).toContainText(court)
      await expect(card.locator('time')).toBeVisible()
    }
  }
}

test.describe('on a desktop in English (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 900 } })
  test('a class goes from its entries through draw, schedule and results to its placements', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    await lifecycle('en', false, 50)({ page, baseURL })
  })
})

test.describe('on a phone in German (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' })
  test('eine Klasse von den Meldungen über Auslosung, Spielplan und Ergebnisse bis zur Platzierung', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    await lifecycle('de', true, 53)({ page, baseURL })
  })
})
