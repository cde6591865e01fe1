// What the registration page reads: the classes the signed-in player may enter with places and
// rules (options), and what a selection costs (quote). Read-only.
import {
  anyOfPlaceholder,
  asc,
  classes,
  eq,
  orders,
  organizations,
  partnerInvitations,
  PLACE_HOLDING_SQL,
  preparedQuery,
  registrations,
  sql,
  tournaments,
  users,
  type Executor,
} from '@courtside/db'
import { eventTypeOf, registrationStatus } from '@courtside/domain'
import { notFound } from '../../lib/errors.ts'
import { readClasses, type LockedClass } from './class-store.ts'
import {
  assertEntriesShape,
  classesOfTournament,
  evaluateEntries,
  involvement,
  isWindowOpen,
  priceEntries,
  rulesOf,
} from './evaluate-entries.ts'
import { gateReasons } from './gates.ts'
import { CHECKOUT_HOLD_MINUTES, partnerRuleFor, ratingKindFor, ratingReasons } from './rules.ts'
import type { EntryRequest, IneligibilityReason, Quote, RegistrationOptions } from './types.ts'

type Db = Executor

// The reads of the options are built once per database (preparedQuery, docs/decisions/0014):
// a player's registration page asks for them again and again (issue 17).
const freePlacesQuery = preparedQuery('registration_free_places', (db, name) =>
  db
    .select({
      classId: registrations.classId,
      taken: sql<number>`count(distinct coalesce(${registrations.teamId}, -${registrations.id})) filter (where ${registrations.status} in ${PLACE_HOLDING_SQL} and not (${registrations.status} = 'pending_payment' and exists (select 1 from ${orders} o where o.id = ${registrations.orderId} and o.status in ('pending', 'failed') and o.expires_at <= ${sql.placeholder('now')})))::int`,
      waitlist: sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')::int`,
      promotable: sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted' and not exists (select 1 from ${partnerInvitations} pi where pi.registration_id = ${registrations.id} and pi.status = 'pending'))::int`,
    })
    .from(registrations)
    .where(anyOfPlaceholder(registrations.classId, 'classIds'))
    .groupBy(registrations.classId)
    .prepare(name),
)

const eventQuery = preparedQuery('registration_options_event', (db, name) =>
  db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      typeCode: tournaments.typeCode,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      timeZone: tournaments.timeZone,
      status: tournaments.status,
      progress: tournaments.progress,
      registrationOpensAt: tournaments.registrationOpensAt,
      registrationClosesAt: tournaments.registrationClosesAt,
      organizationName: organizations.name,
      currency: organizations.currency,
    })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(eq(tournaments.id, sql.placeholder('tournamentId')))
    .prepare(name),
)

const classOrderQuery = preparedQuery('registration_options_classes', (db, name) =>
  db
    .select({ id: classes.id, gender: classes.gender, startsAt: classes.startsAt })
    .from(classes)
    .where(eq(classes.tournamentId, sql.placeholder('tournamentId')))
    .orderBy(asc(classes.position), asc(classes.id))
    .prepare(name),
)

const playerQuery = preparedQuery('registration_options_player', (db, name) =>
  db
    .select({
      singles: users.duprRatingSingles,
      doubles: users.duprRatingDoubles,
      gender: users.gender,
      birthYear: users.birthYear,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name),
)

/**
 * Places taken and waitlist lengths of several classes in one query, as the next sweep
 * (sweep.ts) will leave them: read-only views write nothing (issue 18), so places held by unpaid
 * orders that ran out of time count as free, and the waitlisted entries a sweep would promote
 * (those without an unanswered invitation, waitlist.ts) count as taking them.
 */
async function freePlacesNow(
  db: Db,
  list: readonly Pick<LockedClass, 'id' | 'capacity' | 'tournamentStart' | 'tournamentProgress'>[],
  now: Date,
): Promise<Map<number, { taken: number; waitlist: number }>> {
  const counts = new Map(list.map((cls) => [cls.id, { taken: 0, waitlist: 0 }]))
  if (list.length === 0) return counts
  const rows = await freePlacesQuery(db).execute({
    classIds: list.map((cls) => cls.id),
    now: now.toISOString(),
  })
  const byId = new Map(list.map((cls) => [cls.id, cls]))
  for (const row of rows) {
    const cls = byId.get(row.classId)
    // As promoteWaitlist: only before the event starts, one place per promoted entry.
    const moves = cls && cls.tournamentProgress === 0 && cls.tournamentStart > now
    const promoted = moves ? Math.min(row.promotable, Math.max(0, cls.capacity - row.taken)) : 0
    counts.set(row.classId, { taken: row.taken + promoted, waitlist: row.waitlist - promoted })
  }
  return counts
}

/** The tournament's classes in page order, with what the options list shows besides. */
async function tournamentClasses(db: Db, tournamentId: number) {
  const rows = await classOrderQuery(db).execute({ tournamentId })
  const byId = new Map(
    (
      await readClasses(
        db,
        rows.map((r) => r.id),
      )
    ).map((c) => [c.id, c]),
  )
  return rows.flatMap((row) => {
    const cls = byId.get(row.id)
    return cls ? [{ cls, gender: row.gender, startsAt: row.startsAt }] : []
  })
}

/** The registration page's data: classes the player may enter, places, rules. */
export async function getRegistrationOptions(options: {
  db: Db
  tournamentId: number
  userId: number
  now: Date
  paymentProvider: 'test_checkout' | 'stripe'
}): Promise<RegistrationOptions> {
  const { db, tournamentId, userId, now } = options
  const [event] = await eventQuery(db).execute({ tournamentId })
  if (!event || event.status !== 'published') throw notFound('Tournament')
  const list = await tournamentClasses(db, tournamentId)

  const [me] = await playerQuery(db).execute({ userId })
  const involved = await involvement(
    db,
    list.map((c) => c.cls.id),
    [userId],
  )
  const places = await freePlacesNow(
    db,
    list.map((c) => c.cls),
    now,
  )
  const classOptions = list.map(({ cls, gender, startsAt }) => {
    const { taken, waitlist } = places.get(cls.id) ?? { taken: 0, waitlist: 0 }
    const kind = ratingKindFor(cls.type)
    const myRating = (kind === 'singles' ? me?.singles : me?.doubles) ?? null
    const reasons: IneligibilityReason[] = []
    if (!isWindowOpen(cls, now)) reasons.push({ code: 'REGISTRATION_NOT_OPEN' })
    const mine = involved.get(`${cls.id}:${userId}`)
    if (mine) reasons.push({ code: 'ALREADY_REGISTERED', status: mine })
    // In doubles a higher-rated partner can lift the pair over a minimum, so only a missing
    // or too-high own rating rules the player out here; the quote checks the pair.
    const ratingIssues = ratingReasons({
      ratingMin: cls.ratingMin,
      ratingMax: cls.ratingMax,
      classType: cls.type,
      memberRatings: [myRating],
    }).filter((r) => partnerRuleFor(cls.type).maxPartners === 0 || r.code !== 'RATING_TOO_LOW')
    reasons.push(...ratingIssues)
    if (me) reasons.push(...gateReasons({ ...cls, eventStart: cls.tournamentStart }, me))
    return {
      id: cls.id,
      name: cls.name,
      type: cls.type,
      gender,
      capacity: cls.capacity,
      placesTaken: Math.min(taken, cls.capacity),
      placesLeft: Math.max(0, cls.capacity - taken),
      waitlistCount: waitlist,
      isFull: taken >= cls.capacity,
      feeMinor: cls.feeMinor,
      ratingMin: cls.ratingMin,
      ratingMax: cls.ratingMax,
      startsAt: startsAt?.toISOString() ?? null,
      partnerRule: partnerRuleFor(cls.type),
      reasons,
      myRating,
      // Without a DUPR rating, the organizer may approve the entry by hand (issue 12).
      canAskApproval:
        cls.unratedMayAsk && reasons.length > 0 && reasons.every((r) => r.code === 'RATING_MISSING'),
    }
  })
  const first = list[0]
  return {
    tournament: {
      id: event.id,
      name: event.name,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
      timeZone: event.timeZone,
      eventType: eventTypeOf(event.typeCode),
      registrationStatus: registrationStatus(event, now),
      registrationClosesAt: event.registrationClosesAt?.toISOString() ?? null,
      organizationName: event.organizationName,
    },
    rules: first
      ? rulesOf(first.cls)
      : {
          currency: event.currency,
          vatRateBasisPoints: 0,
          vatMode: 'included',
          multiClassDiscount: null,
          refundUntil: event.startDate.toISOString(),
          refundUntilDays: 0,
          paymentWindowHours: 0,
          partnerDeadlineHours: 0,
          checkoutHoldMinutes: CHECKOUT_HOLD_MINUTES,
        },
    classes: classOptions,
    paymentProvider: options.paymentProvider,
  }
}

/** The payment summary for a selection (read-only; full classes are priced as waitlisted). */
export async function quoteRegistration(options: {
  db: Db
  userId: number
  tournamentId: number
  entries: readonly EntryRequest[]
  now: Date
}): Promise<Quote> {
  const { db, userId, tournamentId, entries, now } = options
  assertEntriesShape(entries)
  const classesById = await classesOfTournament(db, tournamentId, entries)
  const evaluated = await evaluateEntries(db, { userId, classesById, entries, now })
  const places = await freePlacesNow(
    db,
    evaluated.map((entry) => entry.cls),
    now,
  )
  for (const entry of evaluated)
    entry.isWaitlisted = (places.get(entry.cls.id)?.taken ?? 0) >= entry.cls.capacity
  const first = classesById.get(entries[0]?.classId ?? 0) as LockedClass
  return priceEntries(evaluated, first).quote
}
