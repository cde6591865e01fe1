// Messages (issue 16), the partner flow end to end: player A registers a doubles class with player
// B as partner and pays with the test checkout; B's invitation is read from the development
// outbox, B follows its accept link (signed out: through the login page and back), confirms once,
// and the entry is confirmed. Both players' profile "Messages" list what they were sent, in their
// language (the texts are read from the locale files, so the test follows the translations).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test'
import { hydrated, ownAddress } from './auth-helpers.ts'
import { message } from './messages.ts'
import { csrfOf } from './organizer-fixtures.ts'

const PASSWORD = 'Dink-and-drive-at-nine-31'

type Tree = { [key: string]: string | Tree }
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales')

/** A string of the e-mail templates (apps/web/src/locales/messages/<locale>.json). */
function mailText(locale: string, key: string): string {
  const tree = JSON.parse(readFileSync(path.join(localesDir, `messages/${locale}.json`), 'utf8')) as Tree
  const value = `messages.${key}`
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    )
  if (typeof value !== 'string') throw new Error(`No mail text ${locale}:${key}`)
  return value
}

/** A template with its {{params}} filled in. */
function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '')
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

type Player = { email: string; firstName: string; lastName: string; id: number }

/** A verified account, signed in inside `context`, with its preferred language set. */
async function createPlayer(
  context: BrowserContext,
  baseURL: string,
  names: { firstName: string; lastName: string },
  locale: string,
  signIn = true,
): Promise<Player> {
  const request = context.request
  const email = uniqueEmail(names.firstName.toLowerCase())
  const origin = { origin: baseURL, ...ownAddress() }
  const signUp = await request.post('/bff/auth/sign-up', {
    headers: origin,
    data: { identifier: email, password: PASSWORD, givenName: names.firstName, familyName: names.lastName },
  })
  expect(signUp.status()).toBe(200)
  const code = (await outbox(request, email))[0]?.body.match(/ is (\d{6})\./)?.[1]
  expect(
    (await request.post('/bff/auth/verify', { headers: origin, data: { identifier: email, code } })).status(),
  ).toBe(200)
  const login = await request.post('/bff/auth/login', {
    headers: origin,
    data: { identifier: email, password: PASSWORD },
  })
  expect(login.status()).toBe(200)
  const update = await request.patch('/bff/user/update', {
    headers: { ...origin, 'x-csrf-token': await csrfOf(context) },
    data: { preferredLanguage: locale },
  })
  expect(update.status()).toBe(200)
  const me = (await (await request.get('/bff/user/me')).json()) as { id: number }
  if (!signIn) await context.clearCookies()
  return { email, ...names, id: me.id }
}

async function outbox(request: APIRequestContext, recipient: string) {
  const response = await request.get(`/bff/dev/outbox?recipient=${encodeURIComponent(recipient)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { items: { subject: string; body: string }[] }).items
}

type Options = { classes: { id: number; name: string; type: number; isFull: boolean; reasons: unknown[] }[] }

/**
 * As A (signed in in `context`): registers for the first open doubles class of the seed both
 * players may enter, with B as partner, and pays with the test checkout.
 */
async function registerWithPartner(
  context: BrowserContext,
  baseURL: string,
  partnerId: number,
  locale: string,
) {
  const request = context.request
  const headers = { origin: baseURL, 'x-csrf-token': await csrfOf(context) }
  const list = (await (
    await request.get('/bff/tournament/list?tournamentState=open&limit=50&offset=0')
  ).json()) as {
    items: { id: number; name: string; isRegistrationOpen: boolean }[]
  }
  for (const card of list.items.filter((c) => c.isRegistrationOpen)) {
    const options = (await (
      await request.get(`/bff/registrations/tournament/${card.id}/options`)
    ).json()) as Options
    for (const cls of options.classes.filter((c) => c.type === 2 && !c.isFull && c.reasons.length === 0)) {
      const created = await request.post(`/bff/registrations/tournament/${card.id}/orders`, {
        headers: { ...headers, 'idempotency-key': `e2e-messages-${Date.now()}-${cls.id}` },
        data: { entries: [{ classId: cls.id, partnerUserIds: [partnerId] }] },
      })
      if (created.status() !== 201) continue // e.g. the partner is outside the class's limits
      const order = (await created.json()) as { id: string; totalMinor: number }
      if (order.totalMinor > 0) {
        const paid = await request.post(`/bff/payments/test-checkout/${order.id}`, {
          headers,
          data: { cardNumber: '4242 4242 4242 4242', locale },
        })
        expect(paid.ok()).toBe(true)
      }
      return { tournament: card.name, className: cls.name }
    }
  }
  throw new Error('no open doubles class in the seed that two new players may enter')
}

// Two sign-ups, a registration with payment and a sign-in through the page: slow on a busy machine.
test.slow()

for (const locale of ['de', 'sv']) {
  test(`${locale}: the partner accepts from the invitation message; both see their messages`, async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? ''
    const contextA = await browser.newContext()
    const contextB = await browser.newContext()
    const playerA = await createPlayer(contextA, origin, { firstName: 'Anja', lastName: 'Adler' }, locale)
    const playerB = await createPlayer(
      contextB,
      origin,
      { firstName: 'Bruno', lastName: 'Berg' },
      locale,
      false,
    )
    const inviterName = `${playerA.firstName} ${playerA.lastName}`
    const entry = await registerWithPartner(contextA, origin, playerB.id, locale)
    const where = fill(mailText(locale, 'common.where'), entry)

    // The invitation in B's language, with an accept link to B's profile.
    const [invitation] = (await outbox(contextA.request, playerB.email)).filter((m) =>
      m.subject.startsWith(fill(mailText(locale, 'invited.subject'), { where })),
    )
    expect(invitation, 'invitation message').toBeDefined()
    // What the body says up to the deadline (its time format is the template's business).
    const invitedText = fill(mailText(locale, 'invited.body').split('{{deadline}}')[0]!, {
      inviter: inviterName,
      where,
    }).trim()
    expect(invitation!.body.replace(/\s+/g, ' ')).toContain(invitedText)
    const acceptLink = invitation!.body.match(/https?:\/\/[^\s\]]+answer=accept[^\s\]]*/)?.[0]
    expect(acceptLink, 'accept link').toBeDefined()
    const link = new URL(acceptLink!)
    expect(link.pathname).toBe(`/${locale}/profile`)
    const invitationId = link.searchParams.get('invitation')

    // B follows it signed out: login first, then back to the same address.
    const pageB = await contextB.newPage()
    await pageB.goto(`${link.pathname}${link.search}${link.hash}`)
    await expect(pageB).toHaveURL(new RegExp(`/${locale}/login\\?redirect=`))
    await hydrated(pageB)
    const form = pageB.getByRole('form', { name: message(locale, 'auth.tabs.signIn') })
    await form.getByRole('textbox', { name: message(locale, 'auth.fields.email') }).fill(playerB.email)
    await form
      .getByRole('textbox', { name: message(locale, 'auth.fields.password'), exact: true })
      .fill(PASSWORD)
    await form.getByRole('button', { name: message(locale, 'auth.actions.signIn') }).click()
    // The sign-in's password hash is slow on a busy machine: more than the default 7 s.
    await expect(pageB).toHaveURL(
      new RegExp(`/${locale}/profile\\?invitation=${invitationId}&answer=accept`),
      {
        timeout: 20_000,
      },
    )
    await hydrated(pageB)

    // Nothing is answered by opening the link: one confirming click, accept preselected.
    const vars = { name: inviterName, className: entry.className, tournament: entry.tournament }
    const question = pageB.getByRole('group', {
      name: fill(message(locale, 'registration.fromMessage.questionAccept'), vars),
    })
    await expect(question).toBeVisible()
    await expect(
      question.getByRole('radio', { name: message(locale, 'registration.mine.accept') }),
    ).toBeChecked()
    // The highlighted invitation with its question passes axe (WCAG 2.1 A/AA) like every page.
    const axe = await new AxeBuilder({ page: pageB })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`)),
    ).toEqual([])
    await question
      .getByRole('button', { name: message(locale, 'registration.fromMessage.confirmAccept') })
      .click()

    await expect(
      pageB
        .getByRole('status')
        .filter({ hasText: fill(message(locale, 'registration.fromMessage.accepted'), vars) }),
    ).toBeVisible()
    await expect(pageB).not.toHaveURL(/invitation=/)
    const registrations = pageB.getByRole('region', { name: message(locale, 'profile.registrations.title') })
    await expect(
      registrations.getByText(message(locale, 'registration.status.confirmed'), { exact: true }),
    ).toBeVisible()
    await expect(registrations.getByText(entry.className).first()).toBeVisible()

    // B's messages: the invitation, in B's language.
    const messagesB = pageB.getByRole('region', { name: message(locale, 'profile.messages.title') })
    const invitationItem = messagesB.getByRole('button', { name: new RegExp(escape(invitation!.subject)) })
    await expect(invitationItem).toBeVisible()
    await invitationItem.click()
    await expect(messagesB.getByText(invitedText)).toBeVisible()

    // A's messages: the partner accepted (and the receipt of the payment).
    const pageA = await contextA.newPage()
    await pageA.goto(`/${locale}/profile`)
    await hydrated(pageA)
    const messagesA = pageA.getByRole('region', { name: message(locale, 'profile.messages.title') })
    await expect(
      messagesA.getByRole('button', {
        name: new RegExp(escape(fill(mailText(locale, 'partner_accepted.subject'), { where }))),
      }),
    ).toBeVisible()

    // The same link again, or followed by someone else: a clear message and nothing to click.
    for (const page of [pageB, pageA]) {
      await page.goto(`${link.pathname}${link.search}${link.hash}`)
      await hydrated(page)
      await expect(
        page.getByRole('alert').filter({ hasText: message(locale, 'registration.fromMessage.unavailable') }),
      ).toBeVisible()
      await expect(
        page.getByRole('button', { name: message(locale, 'registration.fromMessage.confirmAccept') }),
      ).toHaveCount(0)
      await page.getByRole('button', { name: message(locale, 'registration.fromMessage.close') }).click()
      await expect(page).not.toHaveURL(/invitation=/)
    }

    await contextA.close()
    await contextB.close()
  })
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
