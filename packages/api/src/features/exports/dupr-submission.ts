// Sends an event's results to DUPR (issue 14: "the DUPR adapter submits it directly when DUPR
// partner keys are configured"). The same matches as the DUPR upload file (domain:
// duprSubmissionPlan). Idempotent: a match DUPR accepted is stored with its fingerprint and is
// not sent again; a corrected one is deleted at DUPR and created anew; one that is no longer
// rateable (e.g. turned into a walkover) is deleted at DUPR. Network calls happen outside any
// transaction; each accepted batch is recorded in its own short one, so a failure half-way keeps
// what DUPR already has and the next submission continues from there.
import { and, duprSubmissions, eq, inArray, type Db } from '@courtside/db'
import { duprSubmissionPlan, playedMatches, type DuprSubmissionItem } from '@courtside/domain'
import type { Logger } from 'pino'
import type { Access } from '../organizer/index.ts'
import { writeAudit } from '../organizer/index.ts'
import type { Executor } from '../registrations/index.ts'
import type { DuprConfig } from '../accounts/index.ts'
import { DUPR_BATCH_LIMIT, duprResultsClient } from './dupr-results-client.ts'
import { loadExportData } from './export-data.ts'

export type DuprExcluded = { noDuprId: number; notPlayedOut: number; teams: number }

export type DuprSubmissionState = {
  configured: boolean
  /** Accepted by DUPR and unchanged since. */
  sent: number
  /** Rateable matches DUPR has not received yet. */
  toSend: number
  /** Sent, then corrected here: will be replaced at DUPR. */
  toCorrect: number
  /** Sent, and no longer rateable (e.g. now a walkover): will be deleted at DUPR. */
  toRemove: number
  excluded: DuprExcluded
}

export type DuprSubmissionReport = {
  created: number
  corrected: number
  removed: number
  unchanged: number
  rejected: { identifier: string; match: string; message: string }[]
  excluded: DuprExcluded
}

async function compare(db: Executor, eventId: number) {
  const data = await loadExportData(db, eventId)
  const plan = duprSubmissionPlan({
    eventId,
    eventName: data.event.name,
    eventStart: data.event.startsAt,
    timeZone: data.event.timeZone,
    location: [data.event.venueName, data.event.city, data.event.country].filter(Boolean).join(', '),
    matches: playedMatches(data.classes, data.people),
  })
  const stored = await db.select().from(duprSubmissions).where(eq(duprSubmissions.tournamentId, eventId))
  const storedById = new Map(stored.map((row) => [row.identifier, row]))
  const planned = new Set(plan.items.map((item) => item.request.identifier))
  const fresh: DuprSubmissionItem[] = []
  const corrected: { item: DuprSubmissionItem; matchCode: string }[] = []
  let unchanged = 0
  for (const item of plan.items) {
    const previous = storedById.get(item.request.identifier)
    if (!previous) fresh.push(item)
    else if (previous.fingerprint !== item.fingerprint)
      corrected.push({ item, matchCode: previous.matchCode })
    else unchanged += 1
  }
  return {
    fresh,
    corrected,
    unchanged,
    gone: stored.filter((row) => !planned.has(row.identifier)),
    excluded: {
      noDuprId: plan.excludedNoDuprId,
      notPlayedOut: plan.excludedNotPlayedOut,
      teams: plan.excludedTeams,
    },
  }
}

export async function duprSubmissionState(
  db: Executor,
  eventId: number,
  config: DuprConfig | undefined,
): Promise<DuprSubmissionState> {
  const diff = await compare(db, eventId)
  return {
    configured: config !== undefined,
    sent: diff.unchanged,
    toSend: diff.fresh.length,
    toCorrect: diff.corrected.length,
    toRemove: diff.gone.length,
    excluded: diff.excluded,
  }
}

export async function submitDuprResults(options: {
  db: Db
  eventId: number
  access: Access
  config: DuprConfig
  fetch: typeof fetch
  now: Date
  logger: Logger
}): Promise<DuprSubmissionReport> {
  const { db, eventId } = options
  const diff = await compare(db, eventId)
  const report: DuprSubmissionReport = {
    created: 0,
    corrected: 0,
    removed: 0,
    unchanged: diff.unchanged,
    rejected: [],
    excluded: diff.excluded,
  }
  if (diff.fresh.length + diff.corrected.length + diff.gone.length === 0) return report

  const client = duprResultsClient(options.config, options.fetch)
  const token = await client.token()
  const forget = (identifiers: string[]) =>
    identifiers.length === 0
      ? Promise.resolve()
      : db
          .delete(duprSubmissions)
          .where(
            and(eq(duprSubmissions.tournamentId, eventId), inArray(duprSubmissions.identifier, identifiers)),
          )
          .then(() => undefined)

  // Matches no longer rateable: deleted at DUPR, then forgotten here.
  for (const row of diff.gone) {
    if (await client.deleteMatch(token, row.identifier, row.matchCode)) {
      await forget([row.identifier])
      report.removed += 1
    } else {
      report.rejected.push({
        identifier: row.identifier,
        match: row.identifier,
        message: 'DUPR did not delete this match',
      })
    }
  }
  // Corrections: DUPR keeps one match per identifier, so the old one goes first.
  const toCreate = [...diff.fresh]
  const correctedIds = new Set<string>()
  for (const { item, matchCode } of diff.corrected) {
    if (await client.deleteMatch(token, item.request.identifier, matchCode)) {
      await forget([item.request.identifier])
      correctedIds.add(item.request.identifier)
      toCreate.push(item)
    } else {
      report.rejected.push({
        identifier: item.request.identifier,
        match: item.label,
        message: 'DUPR did not delete the earlier result of this match',
      })
    }
  }
  for (let start = 0; start < toCreate.length; start += DUPR_BATCH_LIMIT) {
    const batch = toCreate.slice(start, start + DUPR_BATCH_LIMIT)
    const outcomes = await client.createMatches(
      token,
      batch.map((item) => item.request),
    )
    const accepted = outcomes.flatMap((outcome, index) =>
      outcome.matchCode === null ? [] : [{ item: batch[index]!, matchCode: outcome.matchCode }],
    )
    await db.transaction(async (tx) => {
      if (accepted.length > 0)
        await tx
          .insert(duprSubmissions)
          .values(
            accepted.map(({ item, matchCode }) => ({
              identifier: item.request.identifier,
              tournamentId: eventId,
              matchCode,
              fingerprint: item.fingerprint,
              submittedAt: options.now,
            })),
          )
          .onConflictDoNothing()
      await writeAudit(tx, {
        access: options.access,
        eventId,
        action: 'event.dupr_submit',
        objectType: 'event',
        objectId: eventId,
        after: { accepted: accepted.map(({ item }) => item.request.identifier) },
        at: options.now,
      })
    })
    outcomes.forEach((outcome, index) => {
      const item = batch[index]!
      if (outcome.matchCode === null)
        report.rejected.push({
          identifier: item.request.identifier,
          match: item.label,
          message: outcome.message,
        })
      else if (correctedIds.has(item.request.identifier)) report.corrected += 1
      else report.created += 1
    })
  }
  if (report.rejected.length > 0)
    options.logger.warn({ eventId, rejected: report.rejected.length }, 'DUPR refused some results')
  return report
}
