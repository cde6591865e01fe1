import { expect, test, type Page } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { eventWithWalkIns, publicClass, signInAsOwner, text } from './organizer-fixtures.ts'

// Issue 14's order of play: the owner draws and locks a four-player knockout, adds two courts
// in the console, schedules automatically, moves the final onto a semi-final's slot — the console
// shows the conflicts before saving, and saves only when told to — and the public class page
// shows the court and time the schedule wrote.

const m = (key: string, values: Record<string, string | number> = {}) => text('en', key, values)

const publicMatches = async (page: Page, classId: number) => (await publicClass(page, classId)).matches

test.setTimeout(180_000)

test('the owner adds courts, schedules a locked draw, moves a match past its conflicts', async ({
  page,
  baseURL,
}) => {
  const org = await signInAsOwner(page, baseURL)
  // An event with a singles class of four walk-ins, through the API (as organizer-draw.spec.ts).
  const start = new Date(Date.now() + 40 * 86_400_000)
  const firstDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(start)
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: `Schedule Cup ${Date.now()}`,
    start,
    className: 'Schedule Singles',
    players: 4,
  })

  // Draw, lock and publish in the console.
  await open(page, `/en/manage/event/${eventId}/class/${classId}/draw`)
  await page.getByRole('button', { name: m('manage.draw.generate') }).click()
  await page.getByRole('button', { name: m('manage.draw.lock') }).click()
  await expect(page.getByText(m('manage.draw.status.locked'), { exact: true })).toBeVisible()
  await page.getByRole('button', { name: m('manage.draw.publish') }).click()
  await expect(page.getByText(m('manage.draw.isPublic'))).toBeVisible()

  // From the event page to the order of play; two courts on the first day.
  await open(page, `/en/manage/event/${eventId}`)
  await page.getByRole('link', { name: m('manage.schedule.title'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/schedule$`))
  await expect(page.getByText(m('manage.schedule.noCourts'))).toBeVisible()
  await page.getByRole('button', { name: m('manage.schedule.addCourt') }).click()
  await page.getByRole('button', { name: m('manage.schedule.addCourt') }).click()
  await expect(page.getByLabel(m('manage.schedule.day'), { exact: true })).toHaveCount(2)
  await expect(page.getByLabel(m('manage.schedule.day'), { exact: true }).first()).toHaveValue(firstDay)
  await page.getByRole('button', { name: m('manage.schedule.saveCourts') }).click()
  await expect(page.getByRole('status').filter({ hasText: m('manage.schedule.saved') })).toBeVisible()

  // Schedule automatically: both semi-finals at 09:00, the final after them.
  await page.getByRole('button', { name: m('manage.schedule.run') }).click()
  await expect(
    page.getByText(m('manage.schedule.runResult', { placed: 3, kept: 0, unplaced: 0 })),
  ).toBeVisible()
  const grid = page.getByRole('table', { name: m('manage.schedule.gridOf', { day: firstDay }) })
  await expect(grid.getByRole('columnheader', { name: 'Court 1' })).toBeVisible()
  await expect(grid.getByRole('button', { name: /^Move / })).toHaveCount(3)

  // Move the final onto Court 2 at 09:00: the console lists the conflicts and saves nothing.
  await grid.getByRole('button', { name: /^Move .*Round 2/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(m('manage.schedule.court'), { exact: true }).selectOption({ label: 'Court 2' })
  await dialog.getByLabel(m('manage.schedule.start'), { exact: true }).fill(`${firstDay}T09:00`)
  await dialog.getByRole('button', { name: m('manage.schedule.checkAndSave') }).click()
  await expect(dialog.getByRole('alert')).toContainText(m('manage.schedule.conflictsTitle'))
  await expect(dialog.getByRole('alert')).toContainText('Two matches on the same court at once')
  const before = await publicMatches(page, classId)
  const final = before.at(-1)!
  expect(final.startDate).not.toBeNull()
  // Confirmed, it is saved, and the plan shows the broken rules.
  await dialog.getByRole('button', { name: m('manage.schedule.saveAnyway') }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText(/^The plan breaks \d+ rules?$/)).toBeVisible()
  const after = await publicMatches(page, classId)
  const moved = after.find((match) => match.id === final.id)!
  expect(moved.court?.name).toBe('Court 2')
  expect(moved.startDate).not.toBe(final.startDate)

  // The public class page shows courts and times.
  await open(page, `/en/tournament/${eventId}/class/${classId}`)
  await expect(page.getByText(/Court 1/).first()).toBeVisible()
  await expect(page.getByText(/Court 2/).first()).toBeVisible()
  await expect(page.locator(`time[datetime="${moved.startDate}"]`).first()).toBeVisible()
})
