import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import net from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { startTestSmtp, type TestSmtp } from '../packages/api/src/test/smtp.ts'
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.ts'
import { hydrated } from './auth-helpers.ts'
import { createEvent, createSinglesClass, OWNER, post, signInAsOwner, text } from './organizer-fixtures.ts'

// Issue 16: a message the outbox could not deliver is shown to the event's organizer, who sends
// it again. The shared test server delivers everything to the development outbox, so this spec
// starts its own production build on a fresh data directory with SMTP_URL pointing at a real SMTP
// server (smtp-server) that refuses mail, and one attempt per message (MESSAGE_MAX_ATTEMPTS=1).
// The owner enters themself at the desk and cancels the event: the cancellation message fails.
// In German: the page lists it with its translated kind; the mail server recovers; Retry sends it
// once and the list is empty; the "Sent" view shows it sent, the "Failed" view is empty.

const DATA_DIR = 'data/e2e-console-messages'
let server: ChildProcess | undefined
let smtp: TestSmtp
let baseURL = ''

async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  smtp = await startTestSmtp({ refuse: true })
  rmSync(DATA_DIR, { recursive: true, force: true })
  const port = await freePort()
  baseURL = `http://localhost:${port}`
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR,
      SERVER_URL: baseURL,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      MESSAGE_MAX_ATTEMPTS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Courtside is running')) resolve()
    }
    server!.stdout!.on('data', read)
    server!.stderr!.on('data', read)
    server!.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${output}`)))
  })
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await smtp?.close()
})

test('an organizer sees a failed message of their event and sends it again', async ({ browser }) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' })
  const page = await context.newPage()
  const org = await signInAsOwner(page, baseURL, 'de')
  const me = (await (await page.request.get('/bff/organizer/me')).json()) as { userId: number }
  const eventId = await createEvent(org, {
    name: 'Nachrichten-Cup',
    start: new Date(Date.now() + 20 * 86_400_000),
  })
  const classId = await createSinglesClass(org, eventId, 'Einzel offen')
  await post(org, `/organizer/classes/${classId}/entries`, { userId: me.userId, paidAtDesk: true }, 201)
  await post(org, `/organizer/events/${eventId}/cancel`, undefined, 200)

  await page.goto(`/de/manage/event/${eventId}`)
  await hydrated(page)
  await page.getByRole('link', { name: text('de', 'manage.messages.title') }).click()
  await expect(
    page.getByRole('heading', { name: text('de', 'manage.messages.heading', { name: 'Nachrichten-Cup' }) }),
  ).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: text('de', 'manage.messages.kinds.event_cancelled') })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(OWNER.email)
  await expect(row).toContainText('Mia Hofmann')
  await expect(row).toContainText(text('de', 'manage.messages.status.failed'))
  await expect(row).toContainText('mailbox unavailable')
  expect(smtp.received).toHaveLength(0)
  // The table with its failed row passes axe (WCAG 2.1 AA, serious and critical findings).
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])

  smtp.refuse = false
  await row.getByRole('button', { name: text('de', 'manage.messages.retry') }).click()
  await expect(
    page.getByRole('status').filter({ hasText: text('de', 'manage.messages.retried.sent') }),
  ).toBeVisible()
  await expect(page.getByText(text('de', 'manage.messages.empty'))).toBeVisible()
  expect(smtp.received).toHaveLength(1)
  expect(smtp.received[0]!.to).toEqual([OWNER.email])
  // The "Sent" view lists it now, as sent; the choice is kept in the address.
  await page.getByText(text('de', 'manage.messages.views.sent'), { exact: true }).click()
  await expect(page).toHaveURL(/[?&]status=sent/)
  const sent = page.getByRole('row').filter({ hasText: text('de', 'manage.messages.kinds.event_cancelled') })
  await expect(sent).toContainText(text('de', 'manage.messages.status.sent'))
  await page.getByText(text('de', 'manage.messages.views.failed'), { exact: true }).click()
  await expect(page.getByText(text('de', 'manage.messages.emptyView'))).toBeVisible()

  // The audit log names the retry.
  await page.goto(`/de/manage/event/${eventId}/audit`)
  await hydrated(page)
  await expect(page.getByText(text('de', 'manage.audit.actions.message.retry'))).toBeVisible()
  await context.close()
})
