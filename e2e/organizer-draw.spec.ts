import { expect, test, type Page } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'
import {
  enterResult as saveResult,
  eventWithWalkIns,
  publicClass,
  signInAsOwner,
} from './organizer-fixtures.ts'

// Issue 14's draw console: the owner draws a four-player knockout, locks and publishes it (the
// class page shows nothing before), enters both semi-finals and the final, then corrects a
// semi-final — which the console refuses until the owner confirms clearing the final — and
// withdraws a finalist at the desk, which finishes the class by walkover.

const m = (key: string) => message('en', key)

const publicMatches = async (page: Page, classId: number) => (await publicClass(page, classId)).matches

/** Opens the nth result dialog, types the games (home, away, home, away…) and saves. */
async function enterResult(page: Page, nth: number, points: number[], confirm = false) {
  const button = page.getByRole('button', { name: /^Result for / }).nth(nth)
  await saveResult(page, 'en', button, points, confirm)
}

test.setTimeout(180_000)

test('the owner draws, locks, publishes and scores a knockout, confirming a correction', async ({
  page,
  baseURL,
}) => {
  const org = await signInAsOwner(page, baseURL)
  // An event with a free singles class and four walk-ins (seeded players), through the API.
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: `Draw Cup ${Date.now()}`,
    start: new Date(Date.now() + 40 * 86_400_000),
    className: 'Draw Singles',
    players: 4,
  })

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
  const fullClass = () => publicClass(page, classId)
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
  expect(finished.rewards.find((reward) => reward.placement === 2)?.teamId).toBe(finalist.id)
})
