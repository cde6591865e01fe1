import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { ClassFull, ClassMatch } from '@courtside/api/types'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'
import { eventWithWalkIns, post, signInAsOwner } from './organizer-fixtures.ts'
import { getJson } from './seed-data.ts'

// Issue 14: the public class page shows the knockout as a bracket — rounds side by side with
// connectors on a desktop, one round at a time (round control or swipe) on a phone — with the
// third-place match under the final and the consolation as a bracket of its own.

type Summary = { id: number; type: number; isCompleted: boolean }
type Detail = { id: number; classes: Summary[] }

/** A finished seeded singles class whose knockout is quarter-final, semi-final, final. */
async function finishedKnockout(request: APIRequestContext) {
  const list = await getJson<{ items: { id: number }[] }>(
    request,
    '/bff/tournament/list?limit=50&tournamentState=closed',
  )
  for (const item of list.items) {
    const detail = await getJson<Detail>(request, `/bff/tournament/${item.id}`)
    for (const summary of detail.classes.filter((c) => c.type === 1 && c.isCompleted)) {
      const cls = await getJson<ClassFull>(request, `/bff/tournament/class/${summary.id}/full`)
      const keys = cls.roundStandings.map((round) => round.name?.key)
      if (keys.join() === 'quarterfinal,semifinal,final')
        return { path: `/tournament/${item.id}/class/${cls.id}`, cls }
    }
  }
  throw new Error('the seed has a finished singles class with quarter-finals')
}

const nameOf = (cls: ClassFull, match: ClassMatch | undefined) => {
  const ids = match?.outcome.winner === 'home' ? match.homePlayerIds : match?.awayPlayerIds
  const winner = cls.players[ids?.[0] ?? 0]
  return `${winner?.firstName} ${winner?.lastName}`
}
const matchOf = (cls: ClassFull, round: number, index: number) =>
  cls.matches.find((m) => m.id === cls.roundStandings[round]?.matchIds[index])

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))
}

const center = async (locator: Locator) => {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  return {
    x: box!.x + box!.width / 2,
    y: box!.y + box!.height / 2,
    left: box!.x,
    bottom: box!.y + box!.height,
  }
}

test.describe('on a desktop (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('rounds side by side, each match level with the two that feed it, the winner marked', async ({
    page,
    request,
  }) => {
    const { path, cls } = await finishedKnockout(request)
    await open(page, `/en${path}`)
    const bracket = page.getByRole('region', { name: 'Main draw' })
    const rounds = ['Quarterfinal', 'Semifinal', 'Final'].map((name) =>
      bracket.getByRole('region', { name, exact: true }),
    )
    const heads = await Promise.all(rounds.map((round) => center(round.getByRole('heading'))))
    // Side by side: one row of columns, left to right.
    expect(heads[0]!.x).toBeLessThan(heads[1]!.x)
    expect(heads[1]!.x).toBeLessThan(heads[2]!.x)
    expect(Math.abs(heads[0]!.y - heads[2]!.y)).toBeLessThan(2)
    await expect(rounds[0]!.getByRole('article')).toHaveCount(4)
    await expect(rounds[1]!.getByRole('article')).toHaveCount(2)

    // Quarter-finals 1 and 2 feed semi-final 1: it says so, sits between them, and has its winner.
    const qf1 = bracket.getByRole('article', { name: 'Quarterfinal, match 1' })
    const qf2 = bracket.getByRole('article', { name: 'Quarterfinal, match 2' })
    const sf1 = bracket.getByRole('article', { name: 'Semifinal, match 1' })
    await expect(qf1).toContainText('The winner plays on in: Semifinal, match 1.')
    await expect(qf2).toContainText('The winner plays on in: Semifinal, match 1.')
    await expect(bracket.getByRole('article', { name: 'Quarterfinal, match 3' })).toContainText(
      'The winner plays on in: Semifinal, match 2.',
    )
    const [a, b, semi] = await Promise.all([center(qf1), center(qf2), center(sf1)])
    expect(Math.abs(semi.y - (a.y + b.y) / 2)).toBeLessThan(3)
    expect(semi.left).toBeGreaterThan(a.x)
    await expect(sf1).toContainText(nameOf(cls, matchOf(cls, 0, 0)))

    // The final: the champion's side is marked, and said in words.
    const final = bracket.getByRole('article', { name: 'Final', exact: true })
    const champion = nameOf(cls, matchOf(cls, 2, 0))
    await expect(final.locator('[data-winner]')).toHaveCount(1)
    await expect(final.locator('[data-winner]')).toContainText(champion)
    await expect(final).toContainText(`Winner: ${champion}.`)
    await expect(final.getByRole('img', { name: /^DUPR singles rating|^Not rated in DUPR$/ })).toHaveCount(2)

    // The list view with times and courts is still there.
    const standings = page.getByRole('region', { name: message('en', 'class.standings.title') })
    await expect(standings.getByRole('radio', { name: 'Final', exact: true })).toBeChecked()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('on a phone in German (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' })

  test('one round at a time: the round control and a swipe switch rounds, and snap', async ({
    page,
    request,
  }) => {
    const { path } = await finishedKnockout(request)
    await open(page, `/de${path}`)
    const bracket = page.getByRole('region', { name: 'Hauptfeld' })
    const picker = page.getByRole('radiogroup', { name: 'Runde (Hauptfeld)' })
    const column = (name: string) => bracket.getByRole('region', { name, exact: true })
    await bracket.scrollIntoViewIfNeeded()
    // A finished class opens on its final.
    await expect(picker.getByRole('radio', { name: 'Finale', exact: true })).toBeChecked()
    await expect(column('Finale').getByRole('article')).toBeInViewport({ ratio: 0.9 })
    await expect(column('Viertelfinale').getByRole('heading')).not.toBeInViewport()

    await picker
      .locator('label')
      .filter({ hasText: /^Viertelfinale$/ })
      .click()
    await expect(picker.getByRole('radio', { name: 'Viertelfinale', exact: true })).toBeChecked()
    await expect(column('Viertelfinale').getByRole('heading')).toBeInViewport()
    await expect(column('Finale').getByRole('heading')).not.toBeInViewport()

    // A swipe past the middle moves one round on and snaps to its edge.
    const snapped = async () =>
      bracket.evaluate((scroller) => {
        const active = [...scroller.children].find((c) => c.hasAttribute('data-active'))
        return Math.round(active!.getBoundingClientRect().left - scroller.getBoundingClientRect().left)
      })
    await bracket.hover()
    await page.mouse.wheel(260, 0)
    await expect(picker.getByRole('radio', { name: 'Halbfinale', exact: true })).toBeChecked()
    await expect.poll(snapped).toBe(0)
    await expect(column('Halbfinale').getByRole('heading')).toBeInViewport()
    const box = await bracket.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(390)
    // Nothing on the page scrolls sideways but the bracket itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('a console draw shows its third-place match under the final and its consolation bracket', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const org = await signInAsOwner(page, baseURL)
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: `Bracket Cup ${Date.now()}`,
    start: new Date(Date.now() + 30 * 86_400_000),
    venueName: 'Halle West',
    address: 'Parkweg 2',
    className: 'Bracket Singles',
    players: 8,
    searches: ['er', 'an', 'el', 'ar'],
  })
  await post(org, `/organizer/classes/${classId}/draw`, {
    format: 'knockout',
    thirdPlace: true,
    consolation: true,
  })
  await post(org, `/organizer/classes/${classId}/draw/lock`)
  await post(org, `/organizer/classes/${classId}/draw/publish`, {})

  await open(page, `/en/tournament/${eventId}/class/${classId}`)
  const main = page.getByRole('region', { name: 'Main draw' })
  const final = main.getByRole('article', { name: 'Final', exact: true })
  const third = main.getByRole('article', { name: 'Match for third place' })
  await expect(main.getByRole('heading', { name: 'Third place' })).toBeVisible()
  await expect(third).toContainText('Loser SF1')
  await expect(third).toContainText('Loser SF2')
  const [finalBox, thirdBox] = await Promise.all([center(final), center(third)])
  expect(Math.abs(finalBox.x - thirdBox.x)).toBeLessThan(2)
  expect(thirdBox.y).toBeGreaterThan(finalBox.bottom)

  const consolation = page.getByRole('region', { name: 'Consolation draw' })
  await expect(consolation.getByRole('article')).toHaveCount(3)
  await expect(consolation.getByRole('region', { name: 'Semifinal' }).getByRole('article')).toHaveCount(2)
  await expect(consolation.getByRole('article', { name: 'Final', exact: true })).toContainText(
    'Winner of consolation round 1, match 1',
  )
  await expect(consolation.getByRole('article', { name: 'Semifinal, match 1' })).toContainText('Loser QF1')
  expect(await seriousViolations(page)).toEqual([])
})
