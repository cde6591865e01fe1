// Issue 13, points 10 and 7: the featured strip can be paged with a mouse, the registration card
// lines up with the cards below it, and badges stay readable on a 320 px phone.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'
import { getJson, seededIds } from './seed-data.ts'

/** Whether the element lies wholly inside the visible part of the list that scrolls it. */
async function isWhollyInStrip(item: Locator): Promise<boolean> {
  return item.evaluate((element) => {
    const strip = element.closest('ul')
    if (!strip) return false
    const box = element.getBoundingClientRect()
    const view = strip.getBoundingClientRect()
    return box.left >= view.left - 1 && box.right <= view.right + 1
  })
}

/** Waits until a smooth scroll has come to rest. */
async function scrollSettled(page: Page, strip: Locator) {
  await expect
    .poll(async () => {
      const before = await strip.evaluate((element) => element.scrollLeft)
      await page.waitForTimeout(120)
      return (await strip.evaluate((element) => element.scrollLeft)) === before
    })
    .toBe(true)
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test("the featured strip's buttons bring every card into view and disable at the ends", async ({
    page,
  }) => {
    await open(page, '/en/')
    const featured = page.getByRole('region', { name: message('en', 'list.featured') })
    const strip = featured.getByRole('list')
    const cards = strip.getByRole('listitem')
    const previous = featured.getByRole('button', { name: message('en', 'list.featuredPrevious') })
    const next = featured.getByRole('button', { name: message('en', 'list.featuredNext') })
    const count = await cards.count()
    expect(count, 'seeded featured events').toBeGreaterThan(1)
    // The premise of the issue: at this width the last card starts out of view.
    expect(await isWhollyInStrip(cards.last())).toBe(false)
    expect(await isWhollyInStrip(cards.first())).toBe(true)
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()

    for (let clicks = 0; clicks < count && (await next.isEnabled()); clicks++) {
      await next.click()
      await scrollSettled(page, strip)
    }
    expect(await isWhollyInStrip(cards.last())).toBe(true)
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    // Cards snap: the strip rests with a card's start at its start (or at its very end).
    const offset = await strip.evaluate((element) => {
      const start = element.getBoundingClientRect().left
      const isAtEnd = element.scrollLeft >= element.scrollWidth - element.clientWidth - 1
      const starts = [...element.children].map((child) =>
        Math.abs(child.getBoundingClientRect().left - start),
      )
      return isAtEnd ? 0 : Math.min(...starts)
    })
    expect(offset).toBeLessThanOrEqual(1)

    // The keyboard reaches the buttons; the one that reaches its end keeps the focus.
    await previous.focus()
    for (let presses = 0; presses < count && (await previous.isEnabled()); presses++) {
      await page.keyboard.press('Enter')
      await scrollSettled(page, strip)
    }
    expect(await isWhollyInStrip(cards.first())).toBe(true)
    await expect(previous).toBeDisabled()
    await expect(previous).toBeFocused()
    await expect(next).toBeEnabled()
  })
})

test.describe('the registration card', () => {
  for (const width of [390, 800, 1100, 1366]) {
    test(`is as wide as the cards below it at ${width} px (tournament and travel)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const { tournamentId, travelId } = await seededIds(request)
      for (const path of [`/en/tournament/${tournamentId}/`, `/en/travel/${travelId}/`]) {
        await open(page, path)
        const registration = page.getByRole('region', { name: message('en', 'detail.registration') })
        const venue = page.getByRole('region', { name: message('en', 'detail.venue') })
        const organizer = page.getByRole('region', { name: message('en', 'detail.organizer') })
        const card = await registration.boundingBox()
        for (const below of [venue, organizer]) {
          const box = await below.boundingBox()
          expect(card && box, path).toBeTruthy()
          expect(Math.abs(card!.x - box!.x), `${path} left edge`).toBeLessThanOrEqual(1)
          expect(Math.abs(card!.width - box!.width), `${path} width`).toBeLessThanOrEqual(1)
          expect(box!.y, `${path} below`).toBeGreaterThan(card!.y + card!.height)
        }
      }
    })
  }
})

type ClassFull = { rewards: unknown[]; groupStandings: { id: number; matchIds: unknown[] }[] }

/** A finished class with a podium and a group's standings table (?view=g…), from the seeded events. */
async function classesWithBadges(request: APIRequestContext) {
  const list = await getJson<{ items: { id: number }[] }>(request, '/bff/tournament/list?limit=50')
  let podium: string | undefined
  let groups: string | undefined
  for (const event of list.items) {
    const detail = await getJson<{ classes: { id: number }[] }>(request, `/bff/tournament/${event.id}`)
    for (const cls of detail.classes) {
      const full = await getJson<ClassFull>(request, `/bff/tournament/class/${cls.id}/full`)
      const path = `/tournament/${event.id}/class/${cls.id}`
      if (!podium && full.rewards.length > 0) podium = path
      const group = full.groupStandings.find((candidate) => candidate.matchIds.length > 0)
      if (!groups && group) groups = `${path}?view=g${group.id}`
    }
    if (podium && groups) return [podium, groups]
  }
  throw new Error('the seed has a finished class with a podium and a class with groups')
}

/** Badges whose text is cut (by their own box or, outside a sideways scroller, by the page). */
async function badgeReport(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    // Mantine's badges and the plain DUPR rating badges (components/class/player-badge.tsx).
    const badges = [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root, [data-badge]')]
    const isInScroller = (element: HTMLElement) => {
      for (let at = element.parentElement; at; at = at.parentElement)
        if (/(auto|scroll)/.test(getComputedStyle(at).overflowX)) return true
      return false
    }
    const clipped = badges.filter((badge) => {
      const label =
        badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge.firstElementChild ?? badge
      const box = badge.getBoundingClientRect()
      const isCut = [badge, label].some((element) => element.scrollWidth > element.clientWidth)
      const isOffPage = !isInScroller(badge) && (box.left < -1 || box.right > width + 1)
      return isCut || isOffPage
    })
    return {
      badges: badges.length,
      clipped: clipped.map((badge) => badge.textContent),
      pageWidth: document.documentElement.scrollWidth,
    }
  })
}

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 720 } })

  for (const locale of ['de', 'fr']) {
    test(`every badge is readable and nothing scrolls sideways (${locale})`, async ({ page, request }) => {
      test.setTimeout(120_000)
      const { tournamentId, travelId, tourId } = await seededIds(request)
      const classPages = await classesWithBadges(request)
      const paths = [
        '/',
        '/travels',
        '/?tournamentState=closed',
        '/organizers',
        `/tournament/${tournamentId}/`,
        `/travel/${travelId}/`,
        ...classPages,
        `/tour/${tourId}`,
        `/tour/${tourId}?tab=rankings`,
      ]
      for (const path of paths) {
        await open(page, `/${locale}${path}`)
        const report = await badgeReport(page)
        expect(report.badges, path).toBeGreaterThan(0)
        expect(report.clipped, path).toEqual([])
        expect(report.pageWidth, path).toBeLessThanOrEqual(320)
      }
    })
  }

  test('no page scrolls sideways in the other four languages either', async ({ page, request }) => {
    test.setTimeout(120_000)
    const classPages = await classesWithBadges(request)
    // The Swedish closed list's title ("Pickleballturneringar") and the podcast title were wider.
    const paths = ['/?tournamentState=closed', '/pickleball-passport-podcast-europe/', ...classPages]
    for (const locale of ['en', 'es', 'pt', 'sv']) {
      for (const path of paths) {
        await open(page, `/${locale}${path}`)
        const report = await badgeReport(page)
        expect(report.clipped, `${locale}${path}`).toEqual([])
        expect(report.pageWidth, `${locale}${path}`).toBeLessThanOrEqual(320)
      }
    }
  })
})
