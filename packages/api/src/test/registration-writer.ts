// Child process for faults.test.ts ("a process killed during registration writes leaves no
// partial rows"): opens the PostgreSQL database it is given and registers players for several
// classes at once, four at a time, paying every other order with the test checkout, until it is
// killed. Prints `ok` after each committed order so the parent knows writes are under way.
// Players sign in with `race-<userId>` Bearer tokens (as in test/registration-fixtures.ts).
import { openDatabase } from '@courtside/db'
import pino from 'pino'
import { createDevOutbox } from '../adapters/outbox.ts'
import { createApp } from '../app.ts'
import { createIdentityService } from '../adapters/identity/index.ts'
import { SEED_NOW } from './constants.ts'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

const logger = pino({ level: 'silent' })
const database = await openDatabase({ databaseUrl: env('WRITER_DATABASE_URL'), dataDir: '' })
const tournamentId = Number(env('WRITER_TOURNAMENT_ID'))
const classIds = env('WRITER_CLASS_IDS').split(',').map(Number)
const players = env('WRITER_USER_IDS').split(',').map(Number)

const identity = createIdentityService({
  db: database.db,
  outbox: createDevOutbox({ db: database.db, logger, isDevelopment: true }),
  issuer: 'http://localhost:3000',
})
const app = createApp({
  database,
  logger,
  identity: {
    ...identity,
    authenticate: async (token: string | undefined) => {
      const userId = Number(token?.match(/^race-(\d+)$/)?.[1])
      if (!userId) return identity.authenticate(token)
      return {
        userId,
        subject: `race-${userId}`,
        sessionId: `race-${userId}`,
        accessToken: token ?? '',
        expiresAt: Infinity,
      }
    },
  },
  config: { siteUrl: 'http://localhost:3000', environment: 'development' },
  now: () => new Date(SEED_NOW),
  rateLimiter: { hit: () => 0 },
})

const post = (userId: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`/bff${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer race-${userId}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

let next = 0
async function worker() {
  while (next < players.length) {
    const index = next++
    const userId = players[index]!
    const created = await post(
      userId,
      `/registrations/tournament/${tournamentId}/orders`,
      { entries: classIds.map((classId) => ({ classId })) },
      { 'idempotency-key': `writer-${userId}` },
    )
    if (created.status !== 201)
      throw new Error(`order for ${userId}: ${created.status} ${await created.text()}`)
    const order = (await created.json()) as { id: string }
    if (index % 2 === 0) {
      const paid = await post(userId, `/payments/test-checkout/${order.id}`, {
        cardNumber: '4242424242424242',
      })
      if (paid.status !== 200) throw new Error(`payment for ${userId}: ${paid.status} ${await paid.text()}`)
    }
    process.stdout.write('ok\n')
  }
}

await Promise.all([worker(), worker(), worker(), worker()])
process.stdout.write('done\n')
await database.close()
