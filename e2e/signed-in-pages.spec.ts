import { expect, test, type Browser, type Page } from '@playwright/test'
import { PASSWORD, login, open, ownAddress, uniqueEmail } from './auth-helpers.ts'
import {
  addWalkIns,
  createEvent,
  createSinglesClass,
  publishEvent,
  signInAsOwner,
} from './organizer-fixtures.ts'

// Issue 17: a signed-in player's public page is one shared copy for every player (the member
// shell, apps/web/src/server/member-shell.server.ts), filled in with their own parts in the
// browser. Two players open the same class page at once: both are signed in, each sees their
// own entry picked in "When and where do I play?", and the HTML they were sent holds neither's
// data; the same holds for the profile's shared frame; a personal /bff answer is never shared; a
// signed-out visitor never gets a signed-in header.

type Player = { page: Page; email: string; name: string; id: number }

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

async function signedInPlayer(browser: Browser, baseURL: string, givenName: string): Promise<Player> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const email = uniqueEmail(givenName.toLowerCase())
  const familyName = `Shell${letters()}`
  const headers = { origin: baseURL, ...ownAddress() }
  const signUp = await page.request.post('/bff/auth/sign-up', {
    headers,
    data: { identifier: email, password: PASSWORD, givenName, familyName },
  })
  expect(signUp.status()).toBe(200)
  const outbox = (await (
    await page.request.get(`/bff/dev/outbox?recipient=${encodeURIComponent(email)}`)
  ).json()) as { items: { body: string }[] }
  const code = outbox.items[0]?.body.match(/ is (\d{6})\./)?.[1]
  expect(
    (await page.request.post('/bff/auth/verify', { headers, data: { identifier: email, code } })).status(),
  ).toBe(200)
  await open(page, '/en/login')
  await login(page, email)
  // Sign-in hashes the password (scrypt): slow while other browser tests share the two cores.
  await expect(page).toHaveURL(/\/en\/$/, { timeout: 30_000 })
  const me = (await (await page.request.get('/bff/user/me')).json()) as { id: number }
  return { page, email, name: `${givenName} ${familyName}`, id: me.id }
}

/** Both players open `path` at once; returns what each was sent and asserts it is the shared, signed-in copy. */
async function openTogether(players: Player[], path: string): Promise<{ player: Player; html: string }[]> {
  const responses = await Promise.all(players.map((player) => open(player.page, path)))
  return Promise.all(
    players.map(async (player, i) => {
      const response = responses[i]
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toBe('private, no-cache')
      const html = (await response?.text()) ?? ''
      expect(html).toContain('href="/en/profile"')
      // Nobody's e-mail address is in a shared copy (names may be public, as in a player list).
      for (const anyone of players) expect(html).not.toContain(anyone.email)
      return { player, html }
    }),
  )
}

const profileLink = (page: Page) => page.getByRole('link', { name: 'My profile' }).first()
const signInLink = (page: Page) => page.getByRole('link', { name: 'Sign in' }).first()
const pickedPlayer = (page: Page) =>
  page.getByRole('region', { name: 'When and where do I play?' }).getByRole('combobox', { name: 'Player' })

test('two signed-in players share one copy of a public page and each sees their own part', async ({
  browser,
  page: ownerPage,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const origin = baseURL ?? ''
  const [ada, bea] = await Promise.all([
    signedInPlayer(browser, origin, 'Ada'),
    signedInPlayer(browser, origin, 'Bea'),
  ])
  const owner = await signInAsOwner(ownerPage, baseURL)
  const eventId = await createEvent(owner, {
    name: `Shell Open ${letters()}`,
    start: new Date(Date.now() + 20 * 86_400_000),
  })
  const classId = await createSinglesClass(owner, eventId, 'Open singles')
  await publishEvent(owner, eventId)
  await addWalkIns(owner, classId, [ada.id, bea.id])
  const url = `/en/tournament/${eventId}/class/${classId}`

  const errors: string[] = []
  for (const player of [ada, bea]) player.page.on('pageerror', (error) => errors.push(error.message))

  // Both at once: signed in, and each with their own entry picked.
  for (const { player } of await openTogether([ada, bea], url)) {
    await expect(profileLink(player.page)).toBeVisible()
    await expect(signInLink(player.page)).toHaveCount(0)
    await expect(pickedPlayer(player.page)).toHaveValue(player.name)
  }
  expect(errors).toEqual([])
  // The page is one copy for both: a view right after another player's comes from the cache
  // (retried, since a write by any other test empties the cache).
  await expect(async () => {
    await bea.page.request.get(url)
    const again = await ada.page.request.get(url)
    expect(again.headers()['x-cache']).toBe('HIT')
    expect(again.headers()['cache-control']).toBe('private, no-cache')
  }).toPass({ timeout: 30_000 })

  // A personal /bff answer is never shared: each gets their own, never from the cache.
  const [adaMe, beaMe] = await Promise.all([
    ada.page.request.get('/bff/user/me'),
    bea.page.request.get('/bff/user/me'),
  ])
  for (const [player, response] of [
    [ada, adaMe],
    [bea, beaMe],
  ] as const) {
    expect(((await response.json()) as { email: string }).email).toBe(player.email)
    expect(response.headers()['x-cache']).toBeUndefined()
    expect(response.headers()['cache-control']).toMatch(/no-store|private/)
  }

  // The profile is all personal, but its frame is the same for every player: one shared copy,
  // filled in with each player's own details in the browser.
  for (const { player, html } of await openTogether([ada, bea], '/en/profile')) {
    for (const anyone of [ada, bea]) expect(html).not.toContain(anyone.name.split(' ')[1])
    const details = player.page.getByRole('region', { name: 'Personal details' })
    await expect(details.getByLabel('Last name')).toHaveValue(player.name.split(' ')[1] ?? '')
    await expect(details.getByLabel('First name')).toHaveValue(player.name.split(' ')[0] ?? '')
    await expect(signInLink(player.page)).toHaveCount(0)
  }
  await expect(async () => {
    await bea.page.request.get('/en/profile')
    const again = await ada.page.request.get('/en/profile')
    expect(again.headers()['x-cache']).toBe('HIT')
  }).toPass({ timeout: 30_000 })

  // A signed-out visitor gets the anonymous page: no signed-in header, in the HTML or after.
  const visitor = await browser.newPage()
  const anonymous = await open(visitor, url)
  expect(await anonymous?.text()).not.toContain('href="/en/profile"')
  await expect(signInLink(visitor)).toBeVisible()
  await expect(profileLink(visitor)).toHaveCount(0)
  await expect(pickedPlayer(visitor)).toHaveValue('')

  // Signing out ends the signed-in header for that player on the next view of the same page.
  await ada.page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(signInLink(ada.page)).toBeVisible()
  const afterSignOut = await open(ada.page, url)
  expect(await afterSignOut?.text()).not.toContain('href="/en/profile"')
  await expect(signInLink(ada.page)).toBeVisible()
  await expect(profileLink(ada.page)).toHaveCount(0)
  await expect(profileLink(bea.page)).toBeVisible()
  await visitor.close()
})
