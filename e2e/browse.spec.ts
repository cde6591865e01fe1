import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'

const cards = (page: Page) => page.getByRole('region', { name: 'Results' }).locator('article')

test.describe('tournament list', () => {
  test('filters by state and country, and the URL keeps the filters', async ({ page }) => {
    await open(page, '/en/')
    await expect(page.getByText(/^\d+ tournaments?$/)).toBeVisible()

    await page
      .locator('label')
      .filter({ hasText: /^Closed$/ })
      .click()
    await expect(page).toHaveURL(/tournamentState=closed/)
    await expect(cards(page).first().getByText('Finished')).toBeVisible()

    await page.getByRole('combobox', { name: 'Countries' }).click()
    const option = page.getByRole('option').first()
    const countryLabel = (await option.textContent())?.replace(/^\S+\s/, '').trim() ?? ''
    await option.click()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/countries=[A-Z]{2}/)
    // The previous results stay on screen while the filtered ones load, so wait for the new list.
    await expect
      .poll(async () => {
        const texts = await cards(page).allTextContents()
        return texts.length > 0 && texts.every((text) => text.includes(countryLabel))
      })
      .toBe(true)
  })

  test('the countries filter shows its pills at once, removes one, and takes typed text before its code loads', async ({
    page,
  }) => {
    const loaded: string[] = []
    page.on('request', (request) => loaded.push(request.url()))
    await open(page, '/en/?countries=ES')
    // The list's code does not include the multi-select: it loads when a visitor reaches for it.
    expect(loaded.filter((url) => url.includes('multi-select-impl'))).toEqual([])
    const filter = page.getByRole('search', { name: 'Filter events' })
    const spain = filter.locator('.mantine-Pill-root', { hasText: 'Spain' })
    await expect(spain).toBeVisible()
    // Removing a pill clears that country without opening the list.
    await spain.locator('button').click()
    await expect(page).not.toHaveURL(/countries=/)
    await expect(spain).toHaveCount(0)
    await expect(page.getByRole('listbox')).toBeHidden()

    // Keyboard only: what is typed right away is kept and filters the options once they load.
    await page.getByRole('searchbox', { name: 'Search' }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('combobox', { name: 'Countries' })).toBeFocused()
    await page.keyboard.type('Swe')
    await expect(page.getByRole('option')).toHaveText([/Sweden/])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/countries=SE/)
    await expect(filter.locator('.mantine-Pill-root', { hasText: 'Sweden' })).toBeVisible()
  })

  test('searches with a debounced box and shows a real empty state', async ({ page }) => {
    await open(page, '/en/')
    const firstName = (await cards(page).first().getByRole('heading').textContent()) ?? ''
    const term = firstName.split(' ')[0] ?? ''
    await page.getByRole('searchbox', { name: 'Search' }).fill(term)
    await expect(page).toHaveURL(new RegExp(`searchText=${encodeURIComponent(term)}`))
    await expect(cards(page).first()).toContainText(term)

    await page.getByRole('searchbox', { name: 'Search' }).fill('zzqx no such event')
    await expect(page.getByRole('heading', { name: 'No events match your search' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(cards(page).first()).toBeVisible()
  })

  test('paginates 12 per page and the back button restores the previous page and filters', async ({
    page,
  }) => {
    await open(page, '/en/?tournamentState=closed')
    await expect(cards(page)).toHaveCount(12)
    const firstOnPage1 = await cards(page).first().getByRole('heading').textContent()
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page).toHaveURL(/tournamentState=closed/)
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '')
    await page.goBack()
    await expect(page).not.toHaveURL(/page=2/)
    await expect(page).toHaveURL(/tournamentState=closed/)
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstOnPage1 ?? '')
    await expect(page.getByRole('radio', { name: 'Closed' })).toBeChecked()
  })

  test('invalid search params fall back to defaults', async ({ page }) => {
    await open(page, '/en/?page=-4&tournamentState=maybe&keywordTournamentTypes=%5B9%5D&countries=123')
    await expect(page.getByRole('radio', { name: 'Open' })).toBeChecked()
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByText(/^\d+ tournaments?$/)).toBeVisible()
  })

  test('opens a tournament and the breadcrumb leads back with the filters', async ({ page }) => {
    await open(page, '/en/?tournamentState=closed&page=2')
    const card = cards(page).first()
    const name = (await card.getByRole('heading').textContent()) ?? ''
    await card.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveTitle(`${name} · Courtside`)
    // Structured data after a navigation in the browser too (head() reads the event's query).
    await expect
      .poll(() => page.locator('script[type="application/ld+json"]').textContent())
      .toContain(`"name":${JSON.stringify(name)}`)
    await expect(page.getByRole('heading', { name: 'Classes' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
      'href',
      /openstreetmap\.org/,
    )
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await breadcrumb.getByRole('link', { name: 'All tournaments' }).click()
    await expect(page).toHaveURL(/tournamentState=closed/)
    await expect(page).toHaveURL(/page=2/)
  })

  test('has sharing metadata with the fallbacks', async ({ page, request }) => {
    const list = (await (await request.get('/bff/tournament/list?limit=1')).json()) as {
      items: { id: number; name: string }[]
    }
    const event = list.items[0] as { id: number; name: string }
    const response = await open(page, `/en/tournament/${event.id}/`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', event.name)
    // The event's data is in the page once (the API's JSON text for the query cache), not a second
    // time in the route's loader data (issue 17).
    expect(((await response?.text()) ?? '').match(/venueName/g)).toHaveLength(1)
    // The description is base-info's plain excerpt (it comes with the event read since issue 17).
    const info = (await (await request.get(`/bff/tournament/${event.id}/base-info?lang=en`)).json()) as {
      description: string
    }
    expect(info.description.length).toBeGreaterThan(10)
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', info.description)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', info.description)
    // A 1200×630 JPEG, which WhatsApp, Facebook and LinkedIn show (they show no SVG).
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toMatch(/^http.*\.jpg$/)
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    const picture = await request.get(new URL(image ?? '').pathname)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/jpeg')
    const { width, height } = await sharp(await picture.body()).metadata()
    expect({ width, height }).toEqual({ width: 1200, height: 630 })
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    // The demo descriptions are written in English only: a French page marks them with lang="en".
    await expect(page.locator('.markdown').first()).not.toHaveAttribute('lang', /./)
    await open(page, `/fr/tournament/${event.id}/`)
    await expect(page.locator('.markdown').first()).toHaveAttribute('lang', 'en')
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as {
      '@type': string
    }
    expect(jsonLd['@type']).toBe('SportsEvent')
  })

  test('unknown ids show the not-found screen in each language', async ({ page }) => {
    const response = await open(page, '/en/tournament/987654/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible()
    await open(page, '/de/travel/987654/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'errors.notFoundTitle'))
  })
})

test.describe('travels, tours and organizers', () => {
  test('the travel list shows travel events only', async ({ page }) => {
    await open(page, '/en/travels')
    await expect(page.getByRole('heading', { level: 1, name: 'Pickleball travel events' })).toBeVisible()
    await expect(cards(page).first()).toContainText('Travel event')
    await cards(page).first().getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/en\/travel\/\d+\/$/)
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Travels' }),
    ).toBeVisible()
  })

  test('tour tabs switch between stops and rankings and keep the tab in the URL', async ({ page }) => {
    await open(page, '/en/tours/')
    await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible()
    await page.locator('main article').first().getByRole('link').click()
    // The default tab is the address without ?tab.
    await expect(page).toHaveURL(/\/en\/tour\/\d+$/)
    await expect(page.getByRole('tab', { name: 'Stops', selected: true })).toBeVisible()
    await expect(page.getByText(/^Stop \d+$/).first()).toBeVisible()
    await page.getByRole('tab', { name: 'Rankings' }).click()
    await expect(page).toHaveURL(/tab=rankings/)
    await expect(page.getByRole('tab', { name: 'Rankings', selected: true })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Rankings', selected: true })).toBeVisible()
  })

  test('organizers list links to an organizer page with its events and the embed snippet', async ({
    page,
  }) => {
    await open(page, '/en/organizers')
    await page.locator('main article').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/en\/organizer\?id=/)
    await expect(page.getByRole('heading', { name: 'Show these events on your website' })).toBeVisible()
    await expect(page.getByText(/embed=true&organizationId=\d+/)).toBeVisible()
  })
})

test('list pages carry their data once, in the query cache (issue 17)', async ({ page, request }) => {
  // A key that only the API's answer has, once per item: the page's HTML has it as often as the
  // answer has items (it had it twice as often when the loaders also returned the answer).
  const pages = [
    { path: '/en/tours/', api: '/bff/tournament/tours', key: /stopCount/g },
    { path: '/en/organizers', api: '/bff/organizers/list', key: /upcomingCount/g },
    {
      path: '/en/pickleball-passport-podcast-europe/',
      api: '/bff/podcast/episodes?offset=0&limit=12',
      key: /durationSeconds/g,
    },
  ]
  for (const { path, api, key } of pages) {
    const answer = (await (await request.get(api)).json()) as unknown[] | { items: unknown[] }
    const items = Array.isArray(answer) ? answer : answer.items
    expect(items.length, api).toBeGreaterThan(0)
    const html = (await (await open(page, path))?.text()) ?? ''
    expect(html.match(key) ?? [], path).toHaveLength(items.length)
  }
})

test.describe('German visitor', () => {
  test.use({ locale: 'de-DE' })

  test('sees German dates and navigation', async ({ page, request }) => {
    const list = (await (await request.get('/bff/tournament/list?limit=1')).json()) as {
      items: { startDate: string; endDate: string; timeZone: string }[]
    }
    const event = list.items[0] as { startDate: string; endDate: string; timeZone: string }
    const format = new Intl.DateTimeFormat('de-DE', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: event.timeZone,
    })
    // The page normalises ICU's thin/narrow spaces (lib/format.ts), so the expectation does too.
    const expected = format
      .formatRange(new Date(event.startDate), new Date(event.endDate))
      .replace(/\u2009/g, ' ')
      .replace(/\u202f/g, '\u00a0')
    await open(page, '/')
    await expect(page).toHaveURL(/\/de\/$/)
    await expect(page.getByRole('link', { name: message('de', 'nav.travels') })).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: message('de', 'list.results') })
        .locator('article')
        .first(),
    ).toContainText(expected)
  })
})
