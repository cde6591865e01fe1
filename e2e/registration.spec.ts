import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { hydrated, open, ownAddress } from './auth-helpers.ts'
import { message } from './messages.ts'

// Registration and payment with the built-in test checkout, in English and German. Other locales'
// strings may not be translated yet, so the German run checks structure, test ids and numbers;
// the English run also checks the words (read from the locale file, e2e/messages.ts).

const PASSWORD = 'Third-shot-drop-at-noon-58'
const INTL: Record<string, string> = { en: 'en-GB', de: 'de-DE' }

type Options = {
  rules: {
    currency: string
    vatRateBasisPoints: number
    vatMode: 'included' | 'added'
    multiClassDiscount: { minClasses: number; percent: number } | null
  }
  classes: { id: number; name: string; type: number; feeMinor: number; isFull: boolean; reasons: unknown[] }[]
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function createAccount(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { origin: baseURL, ...ownAddress() }
  const signUp = await request.post('/bff/auth/sign-up', {
    headers,
    data: { identifier: email, password: PASSWORD, givenName: 'Rita', familyName: 'Register' },
  })
  expect(signUp.status()).toBe(200)
  const outbox = (await (
    await request.get(`/bff/dev/outbox?recipient=${encodeURIComponent(email)}`)
  ).json()) as {
    items: { body: string }[]
  }
  const code = String(outbox.items[0]?.body).match(/ is (\d{6})\./)?.[1]
  const verify = await request.post('/bff/auth/verify', { headers, data: { identifier: email, code } })
  expect(verify.status()).toBe(200)
}

/**
 * A tournament open for registration with two classes a new, unrated player can enter alone,
 * preferably one whose organizer gives a multi-class discount (so the summary has every line).
 * `request` must be signed in (the options are per player).
 */
async function findTournament(
  request: APIRequestContext,
): Promise<{ id: number; classIds: [number, number]; doublesIds: number[] }> {
  const list = (await (
    await request.get('/bff/tournament/list?tournamentState=open&limit=50&offset=0')
  ).json()) as { items: { id: number; isRegistrationOpen: boolean }[] }
  let fallback: { id: number; classIds: [number, number]; doublesIds: number[] } | null = null
  for (const card of list.items) {
    if (!card.isRegistrationOpen) continue
    const options = (await (
      await request.get(`/bff/registrations/tournament/${card.id}/options`)
    ).json()) as Options
    // Singles and cup entries, or doubles with the slot left open ("find me a partner").
    const open = options.classes
      .filter((c) => c.type <= 3 && !c.isFull && c.reasons.length === 0)
      .sort((a, b) => Number(a.type === 2) - Number(b.type === 2))
    const [first, second] = open
    if (!first || !second) continue
    const found = {
      id: card.id,
      classIds: [first.id, second.id] as [number, number],
      doublesIds: [first, second].filter((c) => c.type === 2).map((c) => c.id),
    }
    const discount = options.rules.multiClassDiscount
    if (discount && discount.minClasses <= 2) return found
    fallback ??= found
  }
  if (fallback) return fallback
  throw new Error('no tournament with two classes open to a new player in the seed')
}

/** Login through the page; fields found by their autocomplete roles, so any language works. */
async function login(page: Page, email: string) {
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="current-password"]') })
  await form.locator('input[autocomplete="username"]').fill(email)
  await form.locator('input[autocomplete="current-password"]').fill(PASSWORD)
  await form.locator('button[type="submit"]').click()
}

const normalize = (text: string) => text.replace(/\u2009/g, ' ').replace(/\u202f/g, '\u00a0')

/** The expected summary, worked out here from the rules (half-up rounding in minor units). */
function expectedSummary(options: Options, classIds: number[]) {
  const fees = classIds.map((id) => options.classes.find((c) => c.id === id)!.feeMinor)
  const subtotal = fees.reduce((a, b) => a + b, 0)
  const discount = options.rules.multiClassDiscount
  const discountMinor =
    discount && classIds.length >= discount.minClasses ? Math.round((subtotal * discount.percent) / 100) : 0
  const net = subtotal - discountMinor
  const rate = options.rules.vatRateBasisPoints
  const vat =
    options.rules.vatMode === 'added'
      ? Math.round((net * rate) / 10_000)
      : Math.round((net * rate) / (10_000 + rate))
  const total = options.rules.vatMode === 'added' ? net + vat : net
  return { subtotal, discountMinor, vat, total }
}

function money(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(INTL[locale], { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return normalize(format.format(minor / 10 ** digits))
}

async function registerAndReachCheckout(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  locale: string,
) {
  const email = uniqueEmail(`reg-${locale}`)
  await createAccount(request, baseURL, email)
  const signIn = await request.post('/bff/auth/login', {
    headers: { origin: baseURL },
    data: { identifier: email, password: PASSWORD },
  })
  expect(signIn.status()).toBe(200)
  const tournament = await findTournament(request)

  // Signed out: the registration page sends the visitor to login and back.
  await page.goto(`/${locale}/tournament/${tournament.id}/registration/`)
  await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?redirect=`))
  await hydrated(page)
  await login(page, email)
  // Sign-in hashes the password (scrypt): slow while other browser tests share the two cores
  // (CI once took longer than the default 7 s here).
  await expect(page).toHaveURL(new RegExp(`/${locale}/tournament/${tournament.id}/registration/$`), {
    timeout: 30_000,
  })
  await hydrated(page)

  const options = (await (
    await page.request.get(`/bff/registrations/tournament/${tournament.id}/options`)
  ).json()) as Options
  const continueButton = page.getByTestId('continue-to-pay')
  await expect(continueButton).toBeDisabled()
  for (const classId of tournament.classIds) {
    const option = page.getByTestId(`class-option-${classId}`)
    await option.getByRole('checkbox').check()
    if (tournament.doublesIds.includes(classId)) await option.locator('input[value="open"] + label').click()
  }

  const expected = expectedSummary(options, tournament.classIds)
  const currency = options.rules.currency
  await expect(page.getByTestId('summary-subtotal')).toHaveText(money(expected.subtotal, currency, locale))
  if (expected.discountMinor > 0) {
    await expect(page.getByTestId('summary-discount')).toHaveText(
      `−${money(expected.discountMinor, currency, locale)}`,
    )
  } else {
    await expect(page.getByTestId('summary-discount')).toHaveCount(0)
  }
  await expect(page.getByTestId('summary-vat')).toHaveText(money(expected.vat, currency, locale))
  await expect(page.getByTestId('summary-total')).toHaveText(money(expected.total, currency, locale))
  await expect(continueButton).toBeEnabled()
  await continueButton.click()
  await expect(page).toHaveURL(/registration\/\?order=[0-9a-f-]{36}$/)
  await expect(page.getByTestId('receipt-total')).toHaveText(money(expected.total, currency, locale))
  return { tournament, expected, currency, email }
}

// Each flow signs up, signs in (a deliberately slow password hash) and pays, sometimes twice: on a
// busy 2-core CI machine that is more than the default 30 s, so these tests get triple the time.
test.slow()

for (const locale of ['en', 'de']) {
  test(`${locale}: choose two classes → summary → test checkout succeeds → result → profile`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { tournament, expected, currency } = await registerAndReachCheckout(
      page,
      request,
      baseURL ?? '',
      locale,
    )
    if (locale === 'en')
      await expect(page.getByText(message('en', 'registration.checkout.testBadge'))).toBeVisible()
    await page.getByTestId('test-card-number').fill('4242 4242 4242 4242')
    await page.getByTestId('test-pay').click()

    await expect(page).toHaveURL(new RegExp(`/${locale}/tournament/${tournament.id}/registration/success\\?`))
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded')
    const result = page.getByTestId('payment-result')
    await expect(result).toHaveAttribute('data-result', 'succeeded')
    await expect(result.getByTestId('receipt-total')).toHaveText(money(expected.total, currency, locale))
    if (locale === 'en') {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message('en', 'registration.result.succeeded.title'),
      )
    }

    // The profile lists both entries as confirmed.
    await result.locator(`a[href^="/${locale}/profile"]`).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile`))
    const mine = page.getByTestId('my-registrations')
    for (const classId of tournament.classIds) {
      await expect(
        mine.locator(`[data-testid="my-registration"][data-class-id="${classId}"]`),
      ).toHaveAttribute('data-status', 'confirmed')
    }
    if (locale === 'en')
      await expect(mine.getByText(message('en', 'registration.status.confirmed')).first()).toBeVisible()
  })

  test(`${locale}: a declined card shows the failed result and can be retried`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { tournament } = await registerAndReachCheckout(page, request, baseURL ?? '', locale)
    await page.getByTestId('test-card-number').fill('4000 0000 0000 0002')
    await page.getByTestId('test-pay').click()

    await expect(page).toHaveURL(/redirect_status=failed/)
    const result = page.getByTestId('payment-result')
    await expect(result).toHaveAttribute('data-result', 'failed')
    if (locale === 'en') {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message('en', 'registration.result.failed.title'),
      )
    }
    // A query string claiming success does not change what the server recorded.
    const forged = new URL(page.url())
    forged.searchParams.set('redirect_status', 'succeeded')
    await open(page, forged.pathname + forged.search)
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'failed')

    // Try again with the good card: the same order gets paid.
    await page.getByTestId('payment-result').locator(`a[href*="/registration/?order="]`).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/tournament/${tournament.id}/registration/\\?order=`))
    await hydrated(page)
    await page.getByTestId('test-card-number').fill('4242424242424242')
    await page.getByTestId('test-pay').click()
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'succeeded')
  })
}
