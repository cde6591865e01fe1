// Takes screenshots of the main pages at phone and desktop size with Debian's Chromium.
// Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir]   (a running server, e.g. npm start)
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'

const [baseUrl = 'http://localhost:3000', outDir = 'docs/screenshots'] = parseArgs({
  allowPositionals: true,
}).positionals
const pages = (process.env.SCREENSHOT_PAGES ?? '/en/,/en/travels,/en/tours/,/de/')
  .split(',')
  .map((p) => p.trim())
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
for (const size of sizes) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
  const page = await context.newPage()
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' })
    const name = pagePath.replace(/^\/|\/$/g, '').replace(/[/?=&]+/g, '-') || 'home'
    const file = path.join(outDir, `${name}-${size.name}.png`)
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' })
    console.log(file)
  }
  await context.close()
}
await browser.close()
