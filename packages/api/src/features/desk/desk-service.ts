// The desk's writes: call a match to a court, mark it on court, send it back to the queue, move it
// to another court, and auto call. Each runs in one transaction with the event row locked
// (loadDesk forUpdate), writes the audit log and publishes the event and class topics, so every
// desk screen, class page and court board hears of it at commit.
import { auditLog, eq, matchDay, tournaments, type Executor } from '@courtside/db'
import { autoCalls, freeCourts, isActive, nextFreeCourt, notReadyReason } from '@courtside/domain'
import { AppError } from '../../lib/errors.ts'
import { withTransaction } from '../registrations/index.ts'
import { classTopic, eventTopic, publishLive, type LiveTopic } from '../live/index.ts'
import { noticeMatchPlayers } from '../match-notices/index.ts'
import { writeAudit, type Access } from '../organizer/index.ts'
import { activeOnCourt, loadDesk, settleDecided, versionOf, type Desk } from './desk-store.ts'

export type DeskAction = 'call' | 'on_court' | 'uncall' | 'move_court'

const conflict = (code: string, message: string) => new AppError(409, code, message)

const topicsOf = (desk: Desk, matchIds: readonly number[]): LiveTopic[] => [
  eventTopic(desk.plan.event.id),
  ...matchIds.flatMap((id) => {
    const cls = desk.byId.get(id)?.plan.cls.id
    return cls === undefined ? [] : [classTopic(cls)]
  }),
]

function courtOf(desk: Desk, courtId: number) {
  const court = desk.plan.courts.find((c) => c.id === courtId)
  if (!court)
    throw Object.assign(new AppError(400, 'UNKNOWN_COURT', 'No such court at this event'), {
      fields: { courtId: 'not a court of this event' },
    })
  return court
}

/**
 * Marks matches the draw already decided as confirmed and, when auto call is on, calls the next
 * ready match to every free court. For the scoring slice to call after a confirmed score, and for
 * the periodic sweep. Runs inside the caller's transaction; returns the matches it called.
 */
export async function fillFreeCourts(tx: Executor, tournamentId: number, now: Date): Promise<number[]> {
  const desk = await loadDesk(tx, tournamentId, now, true)
  const settled = await settleDecided(tx, desk)
  const desks = settled.length > 0 ? await loadDesk(tx, tournamentId, now) : desk
  const calls = desks.settings.autoCall
    ? autoCalls(desks.plan.courts, desks.matches, desks.rules, now.getTime())
    : []
  if (calls.length > 0) {
    const [event] = await tx
      .select({ organizationId: tournaments.organizationId })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
    for (const call of calls) {
      await writeCall(tx, desks, call.matchId, call.courtId)
      // Auto call has no actor: the audit row says so with a null actor.
      await tx.insert(auditLog).values({
        organizationId: event!.organizationId,
        tournamentId,
        actorUserId: null,
        action: 'match.auto_call',
        objectType: 'match',
        objectId: String(call.matchId),
        before: null,
        after: { courtId: call.courtId },
        at: now,
      })
    }
  }
  const changed = [...settled, ...calls.map((c) => c.matchId)]
  if (changed.length > 0) await publishLive(tx, topicsOf(desks, changed))
  return calls.map((c) => c.matchId)
}

async function writeCall(tx: Executor, desk: Desk, matchId: number, courtId: number): Promise<void> {
  const version = versionOf(desk, matchId) + 1
  const values = {
    state: 'called' as const,
    courtId,
    calledAt: desk.now,
    onCourtAt: null,
    version,
    updatedAt: desk.now,
  }
  await tx
    .insert(matchDay)
    .values({ matchId, tournamentId: desk.plan.event.id, ...values })
    .onConflictDoUpdate({ target: matchDay.matchId, set: values })
  // "Your match is called to court 3", by e-mail and push; a later call of the same match is a
  // new message (its own version), a retried request is not.
  await noticeMatchPlayers(tx, {
    kind: 'match_called',
    matchId,
    occasion: `call:${version}`,
    at: desk.now.toISOString(),
  })
}

export type DeskWrite = {
  access: Access
  eventId: number
  matchId: number
  now: Date
  action: DeskAction
  courtId?: number | undefined
  version?: number | undefined
}

/** One desk action on one match; answers with nothing (the route answers with the desk view). */
export async function deskWrite(db: Executor, input: DeskWrite): Promise<void> {
  await withTransaction(db, async (tx) => {
    const loaded = await loadDesk(tx, input.eventId, input.now, true)
    const settled = await settleDecided(tx, loaded)
    const desk = settled.length > 0 ? await loadDesk(tx, input.eventId, input.now) : loaded
    const entry = desk.byId.get(input.matchId)
    if (!entry) throw conflict('NOT_READY_TO_CALL', 'This match is not in a locked draw of the event')
    if (input.version !== undefined && input.version !== versionOf(desk, input.matchId))
      throw conflict('STALE_DESK', 'This match changed since your screen loaded; look again')
    const match = entry.desk
    const before = { state: match.state, courtId: match.courtId }
    let after: unknown
    switch (input.action) {
      case 'call': {
        const reason = notReadyReason(match, desk.matches, desk.rules, input.now.getTime())
        if (reason === 'called') throw conflict('ALREADY_CALLED', 'This match is already called')
        if (reason) throw conflict('NOT_READY_TO_CALL', `This match cannot be called now (${reason})`)
        let courtId: number | null
        if (input.courtId !== undefined) {
          courtId = courtOf(desk, input.courtId).id
          if (activeOnCourt(desk, courtId)) throw conflict('COURT_BUSY', 'Another match holds this court')
        } else {
          courtId = nextFreeCourt(desk.plan.courts, desk.matches, match)
          if (courtId === null) throw conflict('NO_FREE_COURT', 'Every court is taken')
        }
        await writeCall(tx, desk, match.id, courtId)
        after = { state: 'called', courtId }
        break
      }
      case 'on_court': {
        if (match.state !== 'called' || match.decided)
          throw conflict('NOT_CALLED', 'Only a called match can go on court')
        await tx
          .update(matchDay)
          .set({
            state: 'on_court',
            onCourtAt: input.now,
            version: versionOf(desk, match.id) + 1,
            updatedAt: input.now,
          })
          .where(eq(matchDay.matchId, match.id))
        after = { state: 'on_court', courtId: match.courtId }
        break
      }
      case 'uncall': {
        if ((match.state !== 'called' && match.state !== 'on_court') || match.decided)
          throw conflict('NOT_CALLED', 'Only a called match or one on court without a score goes back')
        // Back in the queue. The row stays (state 'queued') so its token_version, and with it
        // every revoked scoring link, survives until the next call.
        await tx
          .update(matchDay)
          .set({
            state: 'queued',
            courtId: null,
            calledAt: null,
            onCourtAt: null,
            version: versionOf(desk, match.id) + 1,
            updatedAt: input.now,
          })
          .where(eq(matchDay.matchId, match.id))
        after = { state: null, courtId: null }
        break
      }
      case 'move_court': {
        if (!isActive(match)) throw conflict('NOT_CALLED', 'Only a called match or one on court can move')
        const courtId = courtOf(desk, input.courtId!).id
        if (courtId === match.courtId) throw conflict('SAME_COURT', 'The match is on this court already')
        if (!freeCourts([{ id: courtId }], desk.matches).length)
          throw conflict('COURT_BUSY', 'Another match holds this court')
        await tx
          .update(matchDay)
          .set({ courtId, version: versionOf(desk, match.id) + 1, updatedAt: input.now })
          .where(eq(matchDay.matchId, match.id))
        await noticeMatchPlayers(tx, {
          kind: 'court_changed',
          matchId: match.id,
          occasion: `court:${versionOf(desk, match.id) + 1}`,
          at: input.now.toISOString(),
        })
        after = { state: match.state, courtId }
        break
      }
    }
    await writeAudit(tx, {
      access: input.access,
      eventId: input.eventId,
      action: `match.${input.action}`,
      objectType: 'match',
      objectId: match.id,
      before,
      after,
      at: input.now,
    })
    await publishLive(tx, topicsOf(desk, [match.id, ...settled]))
    await fillFreeCourts(tx, input.eventId, input.now)
  })
}
