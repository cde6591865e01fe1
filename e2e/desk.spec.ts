import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { eventWithWalkIns, post, signInAsOwner, text } from './organizer-fixtures.ts'

// Issue 15's court desk: the owner calls a ready match of a locked draw to the next free court
// and marks it on court; a second desk screen of the same event shows both changes without a
// reload (live updates on the event topic). The desk page passes axe.

const m = (key: string, values: Record<string, string | number> = {}) => text('en', key, values)

test.setTimeout(180_000)

const court = (page: Page, name: string) => page.getByRole('article', { name })

test('the desk calls a match to a court and marks it on court; a second desk follows live', async ({
  page,
  baseURL,
}) => {
  const org = await signInAsOwner(page, baseURL)
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: `Desk Cup ${Date.now()}`,
    start: new Date(Date.now() + 40 * 86_400_000),
    className: 'Desk Singles',
    players: 4,
  })
  await post(org, `/organizer/classes/${classId}/draw`, { format: 'knockout', randomSeed: 1 }, 200)
  await post(org, `/organizer/classes/${classId}/draw/lock`, undefined, 200)
  const courts = await page.request.put(`/bff/organizer/events/${eventId}/courts`, {
    headers: org.headers,
    data: {
      courts: [
        { name: 'Court 1', windows: [] },
        { name: 'Court 2', windows: [] },
      ],
    },
  })
  expect(courts.status(), await courts.text()).toBe(200)

  // From the event page to the desk; a second desk screen opens beside it.
  await open(page, `/en/manage/event/${eventId}`)
  await page.getByRole('link', { name: m('manage.courtDesk.title'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/desk$`))
  const second = await page.context().newPage()
  await open(second, `/en/manage/event/${eventId}/desk`)

  const queue = page.getByRole('region', { name: m('manage.courtDesk.queue') })
  await expect(queue.getByRole('listitem')).toHaveCount(2) // the two semi-finals
  await expect(court(page, 'Court 1').getByText(m('manage.courtDesk.free'))).toBeVisible()
  const first = queue.getByRole('listitem').first()
  const sides = await first.getAttribute('aria-label')
  await first.getByRole('button', { name: m('manage.courtDesk.callNext') }).click()

  // Court 1 holds the called match, on both screens.
  for (const desk of [page, second]) {
    await expect(court(desk, 'Court 1').getByText(m('manage.courtDesk.state.called'))).toBeVisible()
    await expect(court(desk, 'Court 1').getByText(sides!)).toBeVisible()
  }
  await expect(queue.getByRole('listitem')).toHaveCount(1)
  const called = page.getByRole('region', { name: m('manage.courtDesk.called') })
  await expect(called.getByRole('listitem', { name: sides! })).toBeVisible()

  await called.getByRole('button', { name: m('manage.courtDesk.onCourt') }).click()
  for (const desk of [page, second]) {
    await expect(court(desk, 'Court 1').getByText(m('manage.courtDesk.state.on_court'))).toBeVisible()
    await expect(
      desk
        .getByRole('region', { name: m('manage.courtDesk.called') })
        .getByText(m('manage.courtDesk.calledEmpty')),
    ).toBeVisible()
  }

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
})
