// Issue 15's check-in in the browser: the desk searches a player by name and checks them in; a
// signed-in player sees their QR code on the profile, follows the tournament page's link while
// self check-in is open, and checks themself in; the desk's counter follows. axe on both pages.
// The camera cannot run here: a scan submits through the same endpoint as the typed code (API
// tests cover codes), so the typed code is what this spec exercises.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createAccount, hydrated, login, open, uniqueEmail } from './auth-helpers.ts'
import {
  addWalkIns,
  createEvent,
  createSinglesClass,
  openSelfCheckIn,
  publishEvent,
  seededPlayers,
  signInAsOwner,
  text,
} from './organizer-fixtures.ts'

const HOUR = 3_600_000

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
}

test('the desk checks a player in by name; a player self checks in and sees their QR code', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const org = await signInAsOwner(page, baseURL)
  const eventId = await createEvent(org, {
    name: 'Check-in Cup',
    start: new Date(Date.now() + 10 * 24 * HOUR),
  })
  const classId = await createSinglesClass(org, eventId, 'Singles Check-in')
  await publishEvent(org, eventId)
  await addWalkIns(org, classId, await seededPlayers(org, 3))

  // A player with an account of their own, entered at the desk.
  const playerContext = await browser.newContext()
  const player = await playerContext.newPage()
  const email = uniqueEmail('check-in')
  await createAccount(playerContext.request, baseURL ?? '', email)
  await open(player, '/en/login')
  await login(player, email)
  await expect(player).not.toHaveURL(/\/login/)
  const me = (await (await player.request.get('/bff/user/me')).json()) as { id: number }
  await addWalkIns(org, classId, [me.id])
  await openSelfCheckIn(org, eventId)
  const desk = (await (await page.request.get(`/bff/organizer/events/${eventId}/check-in`)).json()) as {
    players: { userId: number; name: string }[]
  }
  const seeded = desk.players.find((p) => p.userId !== me.id)!

  // The desk: search a name, check in.
  await open(page, `/en/manage/event/${eventId}/check-in`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Check-in Cup')
  await expect(page.getByTestId('check-in-counter')).toHaveText(
    text('en', 'manage.checkIn.counter', { checkedIn: 0, expected: 4 }),
  )
  await expectNoSeriousAxeViolations(page)
  await page
    .getByRole('searchbox', { name: text('en', 'manage.checkIn.search') })
    .fill(seeded.name.split(' ')[0]!)
  const checkInButton = page.getByRole('button', {
    name: text('en', 'manage.checkIn.checkInFor', { name: seeded.name }),
  })
  await expect(checkInButton).toBeVisible()
  // The search narrowed the list: the player entered last is not among the rows.
  await expect(page.getByTestId('check-in-row').filter({ hasText: 'Mia Totp' })).toHaveCount(0)
  await checkInButton.click()
  await expect(
    page.getByRole('button', { name: text('en', 'manage.checkIn.undoFor', { name: seeded.name }) }),
  ).toBeVisible()
  await expect(page.getByTestId('check-in-counter')).toHaveText(
    text('en', 'manage.checkIn.counter', { checkedIn: 1, expected: 4 }),
  )

  // The player's profile shows the QR code of the confirmed entry.
  await open(player, '/en/profile')
  const card = player.getByTestId('my-registration').filter({ hasText: 'Check-in Cup' })
  await card.getByRole('button', { name: text('en', 'checkIn.showCode') }).click()
  await expect(card.getByRole('img', { name: /QR/ })).toBeVisible()
  await expect(card.getByTestId('check-in-code')).toContainText(/[0-9A-Z]{4}-[0-9A-Z]{4}/)

  // The tournament page links to self check-in while the window is open — in the server's page
  // already, even ten days before the event (issue 17: the button does not push the page down).
  const html = await (await player.request.get(`/en/tournament/${eventId}/`)).text()
  expect(html).toContain(`href="/en/tournament/${eventId}/check-in"`)
  await open(player, `/en/tournament/${eventId}`)
  await player.getByRole('link', { name: text('en', 'checkIn.link') }).click()
  await expect(player).toHaveURL(new RegExp(`/en/tournament/${eventId}/check-in$`))
  await hydrated(player)
  await expectNoSeriousAxeViolations(player)
  await player.getByRole('button', { name: text('en', 'checkIn.checkMeIn') }).click()
  await expect(player.getByRole('status').filter({ hasText: text('en', 'checkIn.done') })).toBeVisible()
  await expect(player.getByText(text('en', 'checkIn.checkedIn'), { exact: true })).toBeVisible()

  // The desk's counter follows without a reload (live event topic).
  await page.getByRole('searchbox', { name: text('en', 'manage.checkIn.search') }).fill('')
  await expect(page.getByTestId('check-in-counter')).toHaveText(
    text('en', 'manage.checkIn.counter', { checkedIn: 2, expected: 4 }),
    { timeout: 15_000 },
  )
  await playerContext.close()
})
