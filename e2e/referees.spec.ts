import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createAccount, open, PASSWORD, uniqueEmail } from './auth-helpers.ts'
import { csrfOf, eventWithWalkIns, post, signInAsOwner, text } from './organizer-fixtures.ts'

// Issue 15, signed-in referees: the owner invites a referee to the club and, at the court desk,
// assigns them to Court 1, then calls a match there. The referee (a second browser context, a
// 360 px phone, signed in) finds the event on their console home ("Where you referee") and opens
// "My courts": the match appears without a reload, and the big button opens its referee scoring
// page, where the referee enters the score. Both pages pass axe.

const m = (key: string, values: Record<string, string | number> = {}) => text('en', key, values)
const PHONE = { width: 360, height: 740 }

test.setTimeout(180_000)

/** A verified account named `name` ("First Last"). */
async function refereeAccount(request: APIRequestContext, origin: string, email: string, name: string) {
  const [givenName = '', familyName = ''] = name.split(' ')
  await createAccount(request, origin, email, { givenName, familyName })
}

async function noSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
}

test('the desk assigns a referee to a court; the referee scores the match called there', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const org = await signInAsOwner(page, baseURL)
  const eventName = `Referee Cup ${Date.now()}`
  const { eventId, classId } = await eventWithWalkIns(org, {
    name: eventName,
    start: new Date(Date.now() + 30 * 86_400_000),
    className: 'Referee Singles',
    players: 4,
  })
  await post(org, `/organizer/classes/${classId}/draw`, { format: 'knockout', randomSeed: 3 }, 200)
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

  // A referee of the club: a new account accepts the owner's invitation with the role referee.
  const phone = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true })
  const email = uniqueEmail('court-referee')
  // A name of its own: the club keeps the referees of earlier runs on the same data directory.
  const name = `Rea Ref${Date.now() % 100_000}`
  await refereeAccount(phone.request, origin, email, name)
  const login = await phone.request.post('/bff/auth/login', {
    headers: { origin },
    data: { identifier: email, password: PASSWORD },
  })
  expect(login.status()).toBe(200)
  const { link } = await post<{ link: string }>(org, `/organizer/organizations/${org.orgId}/members`, {
    email,
    role: 'referee',
  })
  const accepted = await phone.request.post('/bff/organizer/invitations/accept', {
    headers: { origin, 'x-csrf-token': await csrfOf(phone) },
    data: { token: link.split('/').pop() },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)

  // Nothing assigned yet: My courts says so.
  const referee = await phone.newPage()
  await open(referee, `/en/manage/event/${eventId}/my-courts`)
  await expect(referee.getByRole('heading', { level: 1, name: m('manage.referees.myCourts') })).toBeVisible()
  await expect(referee.getByText(m('manage.referees.noCourts'))).toBeVisible()

  // The desk assigns the referee to Court 1 from the court's card.
  await open(page, `/en/manage/event/${eventId}`)
  await page.getByRole('link', { name: m('manage.courtDesk.title'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/desk$`))
  const court1 = page.getByRole('article', { name: 'Court 1' })
  await court1.getByRole('combobox', { name: m('manage.referees.label') }).click()
  await page.getByRole('option', { name, exact: true }).click()
  await expect(court1.getByRole('status')).toHaveText(m('manage.referees.saved', { court: 'Court 1' }))

  // The referee's console home (their club's page) says where they referee: this event, Court 1.
  await open(referee, '/en/manage')
  await expect(referee.getByRole('heading', { level: 1, name: m('manage.referees.homeTitle') })).toBeVisible()
  const event = referee.getByRole('article', { name: eventName })
  await expect(event).toContainText(m('manage.referees.yourCourts', { courts: 'Court 1' }))
  await noSeriousAxe(referee)
  await event.getByRole('link', { name: m('manage.referees.open') }).click()
  await expect(referee).toHaveURL(new RegExp(`/event/${eventId}/my-courts$`))
  // My courts shows Court 1 without a match.
  const mine = referee.getByRole('article', { name: 'Court 1' })
  await expect(mine.getByText(m('manage.referees.noMatch'))).toBeVisible()
  await expect(referee.getByRole('article', { name: 'Court 2' })).toHaveCount(0)
  let reloads = 0
  referee.on('framenavigated', () => (reloads += 1))

  // The desk calls the first ready match; it goes to Court 1, the first free court.
  const queue = page.getByRole('region', { name: m('manage.courtDesk.queue') })
  const first = queue.getByRole('listitem').first()
  const sides = (await first.getAttribute('aria-label'))!
  await first.getByRole('button', { name: m('manage.courtDesk.callNext') }).click()
  await expect(court1.getByText(m('manage.courtDesk.state.called'))).toBeVisible()

  // The referee's page follows live: the match, its state and the button to score it.
  await expect(mine.getByText(sides)).toBeVisible({ timeout: 5_000 })
  await expect(mine.getByText(m('manage.courtDesk.state.called'))).toBeVisible()
  expect(reloads).toBe(0)
  expect(await referee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await noSeriousAxe(referee)

  await mine.getByRole('link', { name: m('manage.referees.score') }).click()
  await expect(referee).toHaveURL(/\/en\/score\/[\w-]+\.[\w-]+\.[\w-]+$/)
  await expect(referee.getByText(text('en', 'scoring.asReferee'))).toBeVisible()
  const game = (n: number) => referee.getByRole('textbox', { name: new RegExp(`, game ${n}$`) })
  await game(1).first().fill('11')
  await game(1).nth(1).fill('5')
  await game(2).first().fill('11')
  await game(2).nth(1).fill('7')
  await referee.getByRole('button', { name: text('en', 'scoring.submit') }).click()
  await expect(referee.getByText(text('en', 'scoring.waiting'))).toBeVisible()
  // The desk sees the score waiting for the other side on Court 1.
  await expect(court1.getByText(m('manage.courtDesk.state.score_pending'))).toBeVisible({ timeout: 5_000 })
  await phone.close()
})
