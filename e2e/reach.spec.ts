import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'
import { getJson } from './seed-data.ts'

// Issue 7: embed mode, app banner, podcast, sitemap and hreflang.

// The seeded organizer that registered http://localhost:3100 as an embed origin.
const EMBED_ORGANIZER = 'pickleball-club-muenchen'
const REGISTERED_PORT = 3100

const embedOrganizer = (request: APIRequestContext) =>
  getJson<{ id: number; name: string }>(request, `/bff/organizers/${EMBED_ORGANIZER}`)

/** A website on another localhost port that frames our embed with the organizer's snippet. */
async function hostPage(port: number, html: string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, 'localhost', resolve)
  })
  return server
}

test.describe('embed mode', () => {
  test('hides the chrome, scopes the list and keeps embed mode across navigation', async ({
    page,
    request,
  }) => {
    const organizer = await embedOrganizer(request)
    await open(page, `/en/?embed=1&organizationId=${organizer.id}`)

    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('link', { name: message('en', 'nav.travels') })).toHaveCount(0)
    const poweredBy = page.getByRole('link', { name: message('en', 'embed.poweredBy') })
    await expect(poweredBy).toHaveAttribute('target', '_blank')
    expect(await poweredBy.getAttribute('href')).not.toContain('embed')

    const cards = page.getByRole('region', { name: message('en', 'list.results') }).locator('article')
    await expect(cards.first()).toBeVisible()
    const count = await cards.count()
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText(organizer.name)

    // Links keep the embed parameters.
    await cards.first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/en\/(tournament|travel)\/\d+\/\?.*embed=true/)
    await expect(page).toHaveURL(new RegExp(`organizationId=${organizer.id}`))
    await expect(page.getByRole('banner')).toHaveCount(0)

    // A navigation without the parameters falls back to session storage.
    await open(page, '/en/travels')
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('link', { name: message('en', 'embed.poweredBy') })).toBeVisible()
  })

  test('only registered origins may frame embed pages; other pages may not be framed at all', async ({
    request,
  }) => {
    const organizer = await embedOrganizer(request)
    const embed = await request.get(`/en/?embed=true&organizationId=${organizer.id}`)
    const embedCsp = embed.headers()['content-security-policy'] ?? ''
    expect(embedCsp).toMatch(/frame-ancestors [^;]*http:\/\/localhost:3100/)
    expect(embed.headers()['x-frame-options']).toBeUndefined()

    const plain = await request.get('/en/')
    expect(plain.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(plain.headers()['x-frame-options']).toBe('DENY')
  })

  test('the organizer snippet frames the site on a registered origin, resizes it, and is refused elsewhere', async ({
    page,
    request,
    baseURL,
  }) => {
    const organizer = await embedOrganizer(request)
    await page.goto(`/en/organizer?id=${EMBED_ORGANIZER}`)
    const snippet = page.getByTestId('embed-snippet')
    await expect(snippet).toContainText('courtside:height')
    const html = (await snippet.textContent()) ?? ''
    expect(html).toContain(`organizationId=${organizer.id}`)

    const registered = await hostPage(REGISTERED_PORT, `<!doctype html><title>Club</title>${html}`)
    const other = await hostPage(0, `<!doctype html><title>Elsewhere</title>${html}`)
    try {
      await page.goto(`http://localhost:${REGISTERED_PORT}/`)
      const frame = page.frameLocator('#courtside-embed')
      await expect(frame.getByRole('link', { name: message('en', 'embed.poweredBy') })).toBeVisible()
      // Auto-height: the snippet's script applies the height the embedded page posts.
      await expect
        .poll(async () => page.locator('#courtside-embed').evaluate((el) => (el as HTMLElement).style.height))
        .not.toBe('800px')

      const refused = page.waitForEvent('console', (msg) => /frame-ancestors/.test(msg.text()))
      await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`)
      await refused
      await expect(frame.getByRole('link', { name: message('en', 'embed.poweredBy') })).toHaveCount(0)
      expect(
        page.frames().some((f) => f.url().startsWith(`${baseURL}/en/`) && f.url() !== 'about:blank'),
      ).toBe(false)
    } finally {
      registered.close()
      other.close()
    }
  })
})

test.describe('mobile-app banner', () => {
  test('announces the configured app, but not inside an embed', async ({ page, request }) => {
    await page.goto('/en/')
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute(
      'content',
      'app-id=1234567890',
    )
    const organizer = await embedOrganizer(request)
    await page.goto(`/en/?embed=true&organizationId=${organizer.id}`)
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveCount(0)
  })
})

test('podcast: list → episode → the audio file loads', async ({ page }) => {
  await open(page, '/en/pickleball-passport-podcast-europe/')
  const first = page.getByRole('article').first()
  const title = (await first.getByRole('heading').first().textContent())?.trim() ?? ''
  await first.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const audio = page.locator('audio')
  await expect(audio).toHaveCount(1)
  const duration = await audio.evaluate(
    (element) =>
      new Promise<number>((resolve, reject) => {
        const media = element as HTMLAudioElement
        if (media.readyState >= 1) return resolve(media.duration)
        media.addEventListener('loadedmetadata', () => resolve(media.duration), { once: true })
        media.addEventListener('error', () => reject(new Error('audio failed to load')), { once: true })
        media.load()
      }),
  )
  expect(duration).toBeGreaterThan(0)
})

test.describe('search engines', () => {
  test.setTimeout(240_000)

  test('every sitemap URL answers 200 and its alternates are reciprocal', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1] ?? '')?.[1] ?? '',
      alternates: [...(m[1] ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2]]),
    }))
    expect(entries.length).toBeGreaterThan(600)
    const locs = new Set(entries.map((e) => e.loc))
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${baseURL}/`), entry.loc).toBe(true)
      // Reciprocal: every alternate is itself listed, with the same set of alternates.
      expect(entry.alternates.map(([lang]) => lang).sort()).toEqual(
        ['de', 'en', 'es', 'fr', 'pt', 'sv', 'x-default'].sort(),
      )
      for (const [, href] of entry.alternates) expect(locs.has(href ?? ''), href).toBe(true)
    }

    const queue = entries.map((e) => e.loc.replace(/&amp;/g, '&'))
    const failures: string[] = []
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const response = await request.get(url, { maxRedirects: 0 })
          if (response.status() !== 200) failures.push(`${response.status()} ${url}`)
        }
      }),
    )
    expect(failures).toEqual([])
  })

  test('pages declare canonical and hreflang alternates that point back at each other', async ({ page }) => {
    const hreflangs = () =>
      page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]))
    for (const path of ['/en/', '/de/travels', '/fr/about']) {
      await page.goto(path)
      const alternates = await hreflangs()
      expect(alternates.map(([lang]) => lang)).toEqual(['de', 'en', 'es', 'fr', 'pt', 'sv', 'x-default'])
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`))
      for (const [lang, href] of alternates.filter(([lang]) => lang !== 'x-default')) {
        await page.goto(href ?? '')
        await expect(page.locator('html')).toHaveAttribute('lang', lang ?? '')
        expect(await hreflangs()).toEqual(alternates)
      }
    }
  })

  test('robots.txt points at the sitemap', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })
})
