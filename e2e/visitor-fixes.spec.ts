// Issue 13, points 7, 8 and 9: tables on phones, not-found pages inside the site's shell, and a
// list page past the end.
import { expect, test, type Page } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'
import { getJson, seededIds } from './seed-data.ts'

/** Every cell of every table on the page lies inside the viewport, and nothing scrolls sideways. */
async function expectNoHiddenTableValues(page: Page) {
  const report = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const cells = [...document.querySelectorAll('table tbody td')]
    const hidden = cells.filter((cell) => {
      const box = cell.getBoundingClientRect()
      return box.width > 0 && (box.left < -1 || box.right > width + 1)
    })
    const scrollers = [...document.querySelectorAll('table')].map((table) => {
      const parent = table.closest('[data-scrollbars], .mantine-ScrollArea-viewport') ?? table.parentElement
      return parent ? parent.scrollWidth - parent.clientWidth : 0
    })
    return {
      cells: cells.length,
      hidden: hidden.map((cell) => cell.textContent),
      sideways: Math.max(0, ...scrollers),
      pageOverflow: document.documentElement.scrollWidth - width,
    }
  })
  expect(report.cells).toBeGreaterThan(0)
  expect(report.hidden).toEqual([])
  expect(report.sideways).toBeLessThanOrEqual(1)
  expect(report.pageOverflow).toBeLessThanOrEqual(0)
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the tournament's classes show name, type, entries and fee without a sideways scroll", async ({
    page,
    request,
  }) => {
    const { tournamentId } = await seededIds(request)
    await open(page, `/en/tournament/${tournamentId}/`)
    const classes = page.getByRole('region', { name: message('en', 'detail.classes') }).first()
    await expect(classes.getByRole('cell').first()).toBeVisible()
    await expectNoHiddenTableValues(page)
  })

  test('tour rankings show points, stops and best placement without a sideways scroll', async ({
    page,
    request,
  }) => {
    const tours = await getJson<{ id: number }[]>(request, '/bff/tournament/tours')
    let shown = false
    for (const tour of tours) {
      await open(page, `/en/tour/${tour.id}?tab=rankings`)
      if ((await page.locator('table tbody td').count()) === 0) continue
      shown = true
      await expectNoHiddenTableValues(page)
      break
    }
    expect(shown, 'a seeded tour with rankings').toBe(true)
  })
})

test('an unknown path is a not-found page inside the header, footer and navigation', async ({ page }) => {
  test.setTimeout(60_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (entry) => {
    if (entry.type() === 'error' && !/404/.test(entry.text())) errors.push(entry.text())
  })
  for (const path of ['/en/nonexistent', '/en/travel/55/registration/']) {
    const response = await open(page, path)
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: message('en', 'errors.notFoundTitle') }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  }
  expect(errors).toEqual([])
})

test('a list page past the end says so and links to the last page', async ({ page, request }) => {
  const { total } = await getJson<{ total: number }>(request, '/bff/tournament/list?limit=1')
  const lastPage = Math.ceil(total / 12)
  await open(page, '/en/?page=99')
  await expect(page.getByRole('heading', { name: 'There is no page 99' })).toBeVisible()
  await expect(page.getByText(message('en', 'list.emptyTitle'))).toHaveCount(0)
  await page.getByRole('link', { name: `Go to page ${lastPage}` }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}(&|$)`))
  await expect(page.getByRole('region', { name: message('en', 'list.results') })).toBeVisible()
})
