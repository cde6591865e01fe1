// The secret token of a player's feed (calendar_feeds): created on first request, replaced on
// reset. The token is the only credential of the public .ics address, so it is 32 random bytes.
import { randomBytes } from 'node:crypto'
import { calendarFeeds, eq, type Db } from '@courtside/db'
import type { Executor } from '../registrations/index.ts'

const newToken = () => randomBytes(32).toString('base64url')

export async function findFeedToken(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
  return row?.token ?? null
}

/** The caller's token, created when they have none. Two racing first calls end with one token. */
export async function ensureFeedToken(db: Db, userId: number): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.insert(calendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing({
      target: calendarFeeds.userId,
    })
    return (await findFeedToken(tx, userId))!
  })
}

/** A new token: the old address answers 404 from the moment this commits. */
export async function resetFeedToken(db: Db, userId: number): Promise<string> {
  const token = newToken()
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarFeeds)
      .values({ userId, token })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } })
  })
  return token
}

export async function userOfToken(db: Executor, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token))
  return row?.userId ?? null
}

/** The feed's addresses under the site's origin (the /bff API is served by the web server). */
export function feedLinks(siteUrl: string, token: string) {
  const httpsUrl = new URL(`/bff/calendar/player/${token}.ics`, siteUrl).toString()
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') }
}
