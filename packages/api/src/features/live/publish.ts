// The one publish function of live updates (issue 15): a write that changes what a live page
// shows calls it inside its own transaction. The event rows commit with the write, and the
// NOTIFY (PostgreSQL and PGlite alike) is delivered only at commit, so no page hears of a change
// that was rolled back, and every process's hub (hub.ts) hears of it.
import { liveEvents, sql, type Executor } from '@courtside/db'

export const LIVE_CHANNEL = 'courtside_live'

/** What changed: a class (its page, bracket, standings) or an event (its live panel, schedule). */
export type LiveTopic = `class:${number}` | `event:${number}`

export type LiveEvent = { id: number; topic: string }

export const classTopic = (classId: number): LiveTopic => `class:${classId}`
export const eventTopic = (eventId: number): LiveTopic => `event:${eventId}`

export async function publishLive(tx: Executor, topics: readonly LiveTopic[]): Promise<void> {
  const unique = [...new Set(topics)]
  if (unique.length === 0) return
  const rows: LiveEvent[] = await tx
    .insert(liveEvents)
    .values(unique.map((topic) => ({ topic })))
    .returning({ id: liveEvents.id, topic: liveEvents.topic })
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(rows)})`)
}
