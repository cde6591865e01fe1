import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test'
import { PASSWORD, createAccount, open, ownAddress, uniqueEmail } from './auth-helpers.ts'
import { message } from './messages.ts'

// The registration page's partner picker: a player types a partner's name the way it comes to
// mind — no accents, capitals, "ue" for ü — finds them, invites them and continues to pay; the
// entry then names the partner as invited.

type Options = {
  classes: {
    id: number
    type: number
    isFull: boolean
    reasons: unknown[]
    ratingMin: number | null
    ratingMax: number | null
  }[]
}

/**
 * A verified account with the given names that has signed in once (a player's profile, and so
 * their place in the partner search, is made at the first sign-in); its cookies are then dropped.
 */
async function createNamedAccount(
  context: BrowserContext,
  baseURL: string,
  names: { givenName: string; familyName: string },
) {
  const request = context.request
  const email = uniqueEmail('partner')
  const headers = { origin: baseURL, ...ownAddress() }
  await createAccount(request, baseURL, email, names)
  const login = await request.post('/bff/auth/login', {
    headers,
    data: { identifier: email, password: PASSWORD },
  })
  expect(login.status()).toBe(200)
  await context.clearCookies()
}

/** An open doubles class the signed-in player (and so a new partner like them) may enter. */
async function findDoublesClass(request: APIRequestContext): Promise<{ eventId: number; classId: number }> {
  const list = (await (
    await request.get('/bff/tournament/list?tournamentState=open&limit=50&offset=0')
  ).json()) as { items: { id: number; isRegistrationOpen: boolean }[] }
  for (const card of list.items.filter((c) => c.isRegistrationOpen)) {
    const options = (await (
      await request.get(`/bff/registrations/tournament/${card.id}/options`)
    ).json()) as Options
    const doubles = options.classes.find(
      (c) =>
        c.type === 2 && !c.isFull && c.reasons.length === 0 && c.ratingMin === null && c.ratingMax === null,
    )
    if (doubles) return { eventId: card.id, classId: doubles.id }
  }
  throw new Error('no open doubles class in the seed that a new player may enter')
}

// Two sign-ups and a sign-in (a deliberately slow password hash) on a busy 2-core machine.
test.slow()

test('a player finds a partner by a name typed without accents, invites them and continues to pay', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  // Letters only, so the name stays a name: unique per run, as the seed has other Jürgens.
  const suffix = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'qwertyuiop'.charAt(Number(digit)))
  const partner = { givenName: 'Jürgen', familyName: `Größer-Åberg-${suffix}` }
  await createNamedAccount(page.context(), origin, partner)

  const email = uniqueEmail('inviter')
  await createAccount(page.request, origin, email)
  const signIn = await page.request.post('/bff/auth/login', {
    headers: { origin },
    data: { identifier: email, password: PASSWORD },
  })
  expect(signIn.status()).toBe(200)
  const { eventId, classId } = await findDoublesClass(page.request)

  await open(page, `/en/tournament/${eventId}/registration/`)
  const option = page.getByTestId(`class-option-${classId}`)
  await option.getByRole('checkbox').check()
  await option.locator('input[value="invite"] + label').click()
  const search = option.getByRole('textbox', { name: message('en', 'registration.partner.search') })
  const fullName = `${partner.givenName} ${partner.familyName}`
  const result = option
    .getByRole('list', { name: message('en', 'registration.partner.results') })
    .getByRole('listitem')
  const remove = option.getByRole('button', {
    name: message('en', 'registration.partner.remove').replace('{{name}}', fullName),
  })
  await search.fill(`JUERGEN grosser-aberg-${suffix}`)
  await expect(result).toHaveCount(1)
  await expect(result).toContainText(fullName)
  await result.click()
  await expect(remove).toBeVisible()
  // The keyboard takes the partner back (the pill's remove button), and the search returns.
  await remove.focus()
  await page.keyboard.press('Enter')
  await expect(remove).toHaveCount(0)
  await search.fill(`jurgen größer-aberg-${suffix}`)
  await expect(result).toHaveCount(1)
  await result.click()
  await expect(remove).toBeVisible()

  await page.getByTestId('continue-to-pay').click()
  await expect(page).toHaveURL(/registration\/\?order=[0-9a-f-]{36}$/)
  const mine = (await (await page.request.get('/bff/registrations/mine')).json()) as {
    entries: { class: { id: number }; partners: { firstName: string; lastName: string }[] }[]
  }
  const entry = mine.entries.find((item) => item.class.id === classId)
  expect(entry?.partners).toMatchObject([{ firstName: partner.givenName, lastName: partner.familyName }])
})
