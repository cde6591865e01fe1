// The audit log (issue 12): one row per console write, in the same transaction as the write. The
// table is append-only in the database (migrations/0006_organizer.sql: a trigger refuses UPDATE,
// DELETE and TRUNCATE); this module only ever inserts, and the API has no path that changes a row.
import { auditLog } from '@courtside/db'
import type { Executor } from '../registrations/index.ts'
import type { Access } from './access.ts'

export type AuditObject =
  'event' | 'class' | 'entry' | 'member' | 'invitation' | 'organization' | 'draw' | 'match' | 'message'

export async function writeAudit(
  tx: Executor,
  entry: {
    /** userId null: the system acting for a scoring link (features/scoring). */
    access: Pick<Access, 'organizationId'> & { userId: number | null }
    eventId?: number | null
    action: string
    objectType: AuditObject
    objectId: number | string
    before?: unknown
    after?: unknown
    at: Date
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    organizationId: entry.access.organizationId,
    tournamentId: entry.eventId ?? null,
    actorUserId: entry.access.userId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
    at: entry.at,
  })
}

/** Dates become ISO strings so the stored JSON reads the same as the API's answers. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown
}
