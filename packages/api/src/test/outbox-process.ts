// Child process for outbox-kill.test.ts ("the outbox sends once after a SIGKILL between commit and
// send"): a server process as services.server.ts builds it — PGlite in OUTBOX_DATA_DIR, the
// message sender from config (SMTP_URL) and its background worker. With OUTBOX_WRITE it first
// commits a change with its message (an organization invitation, as invite-member does) and then
// sends right after the commit, as every request does; it prints `committed <id>` in between.
// It prints `sent <id>` once no message is pending any more.
import { enqueue, messageSenderFor, startMessageWorker } from '../features/messages/index.ts'
import { createInvitation } from '../features/organizer/index.ts'
import { count, eq, messages, organizations, prepareDatabase } from '@courtside/db'
import pino from 'pino'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

const logger = pino({ level: 'silent' })
const database = await prepareDatabase({ dataDir: env('OUTBOX_DATA_DIR'), environment: 'production' })
const config = {
  siteUrl: 'http://localhost:3000',
  environment: 'development' as const,
  smtpUrl: env('SMTP_URL'),
}
const sender = messageSenderFor({ database, logger, config })
const db = database.db

if (process.env.OUTBOX_WRITE) {
  const id = await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ slug: 'kill-club', name: 'Kill Club', country: 'DE' })
      .returning({ id: organizations.id })
    await createInvitation(tx, {
      organizationId: org!.id,
      email: 'new.member@example.com',
      role: 'desk',
      invitedByUserId: null,
      now: new Date(),
    })
    return enqueue(tx, {
      kind: 'org_invitation',
      subjectKey: `organization:${org!.id}:new.member@example.com`,
      recipient: 'new.member@example.com',
      locale: 'sv',
      payload: { organization: 'Kill Club', path: '/manage/invitation/abc' },
    })
  })
  process.stdout.write(`committed ${id}\n`)
  await sender.runOnce()
} else {
  startMessageWorker(sender, { logger, intervalMs: 200 })
  // Bounded: a message that stays pending shows up as a missing `sent` line, not as a hang.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const [row] = await db.select({ n: count() }).from(messages).where(eq(messages.status, 'pending'))
    if (row?.n === 0) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // Several more worker runs: none may send it again.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const sent = await db.select().from(messages).where(eq(messages.status, 'sent'))
  process.stdout.write(sent.map((m) => `sent ${m.id} attempts ${m.attempts}\n`).join(''))
}
await database.close()
process.exit(0)
