// Checking players in at the desk (by scanned or typed code, or by name), undoing it, and the
// self check-in of a signed-in player inside the director's window. A check-in is per event and
// player (all their classes); doing it twice keeps the first and answers the same. Every change
// is audited and live-published on the event topic (the desk's and the board's pages refetch).
import type { CheckInMethod, Db } from '@courtside/db'
import { isSelfCheckInOpen } from '@courtside/domain'
import { AppError } from '../../lib/errors.ts'
import type { ServerSecrets } from '../../adapters/identity/secrets.ts'
import { withTransaction } from '../registrations/index.ts'
import { eventTopic, publishLive } from '../live/index.ts'
import { writeAudit, type Access } from '../organizer/index.ts'
import { parseCheckInCode, shortCode, verifyCheckInToken } from './check-in-code.ts'
import {
  checkInsOf,
  deleteCheckIn,
  expectedPlayers,
  insertCheckIn,
  loadCheckInEvent,
  loadWindow,
  type CheckInRow,
  type CheckInWindow,
  type ExpectedPlayer,
} from './check-in-store.ts'

export type PlayerView = {
  userId: number
  name: string
  classes: string[]
  checkIn: { at: string; method: CheckInMethod; by: string | null } | null
}

/** Who writes the audit row: a desk member, or the player checking themself in. */
type Actor = Pick<Access, 'userId' | 'organizationId'>

export const checkInInfo = (row: CheckInRow | undefined) =>
  row ? { at: row.at.toISOString(), method: row.method, by: row.by } : null

const playerView = (player: ExpectedPlayer, row: CheckInRow | undefined): PlayerView => ({
  ...player,
  checkIn: checkInInfo(row),
})

export function windowView(window: CheckInWindow, now: Date) {
  return {
    selfCheckInOpensAt: window.selfCheckInOpensAt?.toISOString() ?? null,
    selfCheckInClosesAt: window.selfCheckInClosesAt?.toISOString() ?? null,
    checkInDeadline: window.checkInDeadline?.toISOString() ?? null,
    selfCheckInOpen: isSelfCheckInOpen(window, now),
  }
}

export async function deskView(db: Db, eventId: number, search: string | undefined, now: Date) {
  const event = await loadCheckInEvent(db, eventId)
  const everyone = await expectedPlayers(db, eventId)
  const rows = await checkInsOf(db, eventId)
  const shown = search?.trim() ? await expectedPlayers(db, eventId, { search }) : everyone
  return {
    eventId,
    timeZone: event.timeZone,
    expected: everyone.length,
    checkedIn: everyone.filter((p) => rows.has(p.userId)).length,
    window: windowView(await loadWindow(db, eventId), now),
    players: shown.map((p) => playerView(p, rows.get(p.userId))),
  }
}

/**
 * Checks `userId` in for the event unless they already are; refused (409 NOT_ENTERED) when the
 * player has no confirmed entry in it. `access` is the desk member, or the player themself.
 */
export async function checkIn(
  db: Db,
  options: { access: Actor; eventId: number; userId: number; method: CheckInMethod; now: Date },
): Promise<{ player: PlayerView; alreadyCheckedIn: boolean }> {
  const { access, eventId, userId, method, now } = options
  return withTransaction(db, async (tx) => {
    const [player] = await expectedPlayers(tx, eventId, { userId })
    if (!player) throw new AppError(409, 'NOT_ENTERED', 'This player has no confirmed entry in this event')
    const made = await insertCheckIn(tx, {
      eventId,
      userId,
      method,
      byUserId: method === 'self' ? null : access.userId,
      now,
    })
    if (made) {
      await writeAudit(tx, {
        access,
        eventId,
        action: 'check_in.create',
        objectType: 'event',
        objectId: eventId,
        after: { userId, method },
        at: now,
      })
      await publishLive(tx, [eventTopic(eventId)])
    }
    const rows = await checkInsOf(tx, eventId, [userId])
    return { player: playerView(player, rows.get(userId)), alreadyCheckedIn: !made }
  })
}

/** The desk's scanned or typed code: the player it names, if it names one of this event. */
export async function playerOfCode(
  db: Db,
  secrets: ServerSecrets,
  options: { eventId: number; code: string; now: Date },
): Promise<{ userId: number; method: CheckInMethod }> {
  const { eventId, now } = options
  const parsed = parseCheckInCode(options.code)
  if (!parsed) throw new AppError(400, 'INVALID_CODE', 'This is not a check-in code')
  if (parsed.kind === 'token') {
    const claims = await verifyCheckInToken(secrets, parsed.token, now)
    if (!claims)
      throw new AppError(
        400,
        'INVALID_CODE',
        'This check-in code is not valid (altered, expired or not ours)',
      )
    if (claims.eventId !== eventId)
      throw new AppError(409, 'WRONG_EVENT', 'This check-in code is for another event')
    return { userId: claims.userId, method: 'scan' }
  }
  const match = (await expectedPlayers(db, eventId)).find(
    (p) => shortCode(secrets, eventId, p.userId) === parsed.code,
  )
  if (!match)
    throw new AppError(422, 'UNKNOWN_CODE', 'No player with a confirmed entry in this event has this code')
  return { userId: match.userId, method: 'desk' }
}

/** Undoes a check-in (a mistake at the desk); undoing one that is not there changes nothing. */
export async function undoCheckIn(
  db: Db,
  options: { access: Access; eventId: number; userId: number; now: Date },
): Promise<void> {
  const { access, eventId, userId, now } = options
  await withTransaction(db, async (tx) => {
    const [removed] = await deleteCheckIn(tx, eventId, userId)
    if (!removed) return
    await writeAudit(tx, {
      access,
      eventId,
      action: 'check_in.undo',
      objectType: 'event',
      objectId: eventId,
      before: { userId, method: removed.method, at: removed.at },
      at: now,
    })
    await publishLive(tx, [eventTopic(eventId)])
  })
}

/** Self check-in: a player with a confirmed entry, while the director's window is open. */
export async function selfCheckIn(db: Db, options: { userId: number; eventId: number; now: Date }) {
  const { userId, eventId, now } = options
  const event = await loadCheckInEvent(db, eventId)
  const [player] = await expectedPlayers(db, eventId, { userId })
  if (!player) throw new AppError(403, 'NOT_ENTERED', 'You have no confirmed entry in this event')
  const window = await loadWindow(db, eventId)
  if (!isSelfCheckInOpen(window, now)) {
    const early = window.selfCheckInOpensAt !== null && now < window.selfCheckInOpensAt
    throw early
      ? new AppError(
          409,
          'SELF_CHECK_IN_NOT_OPEN',
          'Self check-in has not opened yet; please come back later',
        )
      : new AppError(409, 'SELF_CHECK_IN_CLOSED', 'Self check-in is closed; please go to the desk')
  }
  return checkIn(db, {
    access: { userId, organizationId: event.organizationId },
    eventId,
    userId,
    method: 'self',
    now,
  })
}
