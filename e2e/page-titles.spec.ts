// Issue 13, point 1: every page has its own title, correct after hydration, in every language.
// The server's HTML used to be right and hydration replaced it with translation keys; login,
// profile, travels and not-found reused the home title.
import { expect, test, type Page } from '@playwright/test'
import { createAccount, login, open, uniqueEmail } from './auth-helpers.ts'
import { message } from './messages.ts'
import { seededIds } from './seed-data.ts'

const LANGUAGES = ['en', 'de'] as const
/** A translation key in a title: "meta.homeTitle", "tours.title · Courtside". */
const KEY_LIKE = /\b[a-z]+\.[a-zA-Z]+\b/

async function titleAfterHydration(page: Page, url: string) {
  // The server's HTML, read separately (a navigation's streamed body cannot be read back).
  const serverHtml = await (await page.request.get(url)).text()
  await open(page, url)
  const serverTitle = /<title>([^<]*)<\/title>/.exec(serverHtml)?.[1] ?? ''
  // Give any late head update a chance to overwrite the title (it used to, right after hydration).
  await page.waitForLoadState('networkidle')
  const title = await page.evaluate(() => document.title)
  return { title, serverTitle: serverTitle.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") }
}

for (const locale of LANGUAGES) {
  test(`every public page keeps its own title after hydration (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const ids = await seededIds(request)
    const pages: Record<string, string> = {
      home: `/${locale}/`,
      travels: `/${locale}/travels`,
      tours: `/${locale}/tours/`,
      tour: `/${locale}/tour/${ids.tourId}`,
      organizers: `/${locale}/organizers`,
      organizer: `/${locale}/organizer?id=${ids.organizerSlug}`,
      podcast: `/${locale}/pickleball-passport-podcast-europe/`,
      episode: `/${locale}/pickleball-passport-podcast-europe/${ids.episodeId}`,
      about: `/${locale}/about`,
      terms: `/${locale}/policy/terms`,
      privacy: `/${locale}/policy/privacy`,
      login: `/${locale}/login`,
      tournament: `/${locale}/tournament/${ids.tournamentId}/`,
      travel: `/${locale}/travel/${ids.travelId}/`,
      class: `/${locale}/tournament/${ids.tournamentId}/class/${ids.classId}`,
      notFound: `/${locale}/nonexistent`,
    }
    const seen = new Map<string, string>()
    for (const [name, url] of Object.entries(pages)) {
      const { title, serverTitle } = await titleAfterHydration(page, url)
      expect(title, `${name}: ${url}`).not.toMatch(KEY_LIKE)
      expect(title, `${name}: hydration kept the server's title`).toBe(serverTitle)
      expect(seen.get(title), `${name} reuses the title of ${seen.get(title)}`).toBeUndefined()
      seen.set(title, name)
    }
    expect(seen.get(message(locale, 'meta.homeTitle'))).toBe('home')
    expect(seen.get(message(locale, 'auth.metaTitle'))).toBe('login')
    expect(seen.get(`${message(locale, 'list.travelsTitle')} · Courtside`)).toBe('travels')
    expect(seen.get(`${message(locale, 'errors.notFoundTitle')} · Courtside`)).toBe('notFound')
  })
}

test('signed-in pages keep their own titles after hydration (en, de)', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('titles')
  await createAccount(request, baseURL ?? '', email)
  const ids = await seededIds(request)
  await open(page, '/en/login')
  await login(page, email)
  await expect(page).not.toHaveURL(/\/login/)
  for (const locale of LANGUAGES) {
    const profile = await titleAfterHydration(page, `/${locale}/profile`)
    expect(profile.title).toBe(message(locale, 'profile.metaTitle'))
    expect(profile.title).toBe(profile.serverTitle)
    const registration = await titleAfterHydration(
      page,
      `/${locale}/tournament/${ids.tournamentId}/registration/`,
    )
    expect(registration.title).toMatch(new RegExp(`^${message(locale, 'registration.title')} · \\S`))
    expect(registration.title).toBe(registration.serverTitle)
    const success = await titleAfterHydration(
      page,
      `/${locale}/tournament/${ids.tournamentId}/registration/success?redirect_status=failed`,
    )
    expect(success.title).toBe(message(locale, 'registration.result.pageTitle'))
    expect(success.title).toBe(success.serverTitle)
  }
})
