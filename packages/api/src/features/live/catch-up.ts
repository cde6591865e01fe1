// What a page missed, read from live_events: the newest event per topic after `afterId` (a page
// refetches a topic once however often it changed), and the current version of each topic.
import { and, desc, gt, inArray, liveEvents, lt, max, type Executor } from '@courtside/db'
import type { LiveEvent } from './publish.ts'

/** Events older than this are pruned; a page away longer refetches everything. */
export const LIVE_RETENTION_MS = 24 * 3_600_000

export async function latestPerTopic(
  db: Executor,
  topics: readonly string[],
  afterId = 0,
): Promise<LiveEvent[]> {
  if (topics.length === 0) return []
  const rows = await db
    .select({ topic: liveEvents.topic, id: max(liveEvents.id) })
    .from(liveEvents)
    .where(and(inArray(liveEvents.topic, [...topics]), gt(liveEvents.id, afterId)))
    .groupBy(liveEvents.topic)
  return rows
    .flatMap((row) => (row.id === null ? [] : [{ topic: row.topic, id: Number(row.id) }]))
    .sort((a, b) => a.id - b.id)
}

/** The newest event id overall (0 when there is none): a fresh stream's starting point. */
export async function newestEventId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: liveEvents.id }).from(liveEvents).orderBy(desc(liveEvents.id)).limit(1)
  return row?.id ?? 0
}

export async function pruneLiveEvents(db: Executor, now: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(now.getTime() - LIVE_RETENTION_MS)))
}
