// A desk action's match: its event, and the caller's desk access through its class (another
// organization's match answers 404 like a match that does not exist).
import { classes, eq, matches } from '@courtside/db'
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { ROLES, accessTo, nowOf, type Access } from '../organizer/index.ts'
import { deskWrite, type DeskAction } from './desk-service.ts'
import { loadDesk } from './desk-store.ts'
import { deskView } from './desk-view.ts'

export async function matchAccess(
  c: Context<AppEnv>,
  matchId: number,
): Promise<{ access: Access; eventId: number }> {
  const [row] = await c
    .get('db')
    .select({ classId: matches.classId, eventId: classes.tournamentId })
    .from(matches)
    .innerJoin(classes, eq(classes.id, matches.classId))
    .where(eq(matches.id, matchId))
  if (!row) throw notFound('Match')
  const access = await accessTo(c, { classId: row.classId }, ROLES.desk).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound('Match') : error
  })
  return { access, eventId: row.eventId }
}

/** Runs one desk action and answers with the desk as it is after it. */
export async function runDeskAction(
  c: Context<AppEnv>,
  matchId: number,
  action: DeskAction,
  input: { courtId?: number | undefined; version?: number | undefined },
) {
  const { access, eventId } = await matchAccess(c, matchId)
  const now = nowOf(c)
  const db = c.get('db')
  await deskWrite(db, { access, eventId, matchId, now, action, ...input })
  return deskView(await loadDesk(db, eventId, now))
}
