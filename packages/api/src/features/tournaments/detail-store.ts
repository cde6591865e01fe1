import {
  and,
  asc,
  classCounts,
  classes,
  eq,
  matchDaySettings,
  organizations,
  sql,
  tournamentCounts,
  tournaments,
  tourStops,
  tours,
  preparedQuery,
  type Db,
} from '@courtside/db'
import { isSelfCheckInOpen, pickLocalizedText, registrationStatus } from '@courtside/domain'
import { notFound } from '../../lib/errors.ts'
import { plainExcerpt, renderMarkdown } from '../../lib/markdown.ts'
import type { BaseInfo, ClassSummary, TournamentCard, TournamentDetail } from '../../lib/types.ts'
import { cardColumns, cardCountsOn, toCards } from './card-store.ts'

/** The event with its card columns, texts, venue, organizer contact and tour, in one round trip. */
const detailQuery = preparedQuery('tournament_detail', (db, name) =>
  db
    .select({
      ...cardColumns,
      description: tournaments.description,
      descriptions: tournaments.descriptions,
      defaultLanguage: organizations.defaultLanguage,
      venueName: tournaments.venueName,
      address: tournaments.address,
      postalCode: tournaments.postalCode,
      latitude: tournaments.latitude,
      longitude: tournaments.longitude,
      currency: organizations.currency,
      orgWebsite: organizations.website,
      orgEmail: organizations.email,
      // The self check-in window: the page shows its check-in button in the server's HTML.
      selfCheckInOpensAt: matchDaySettings.selfCheckInOpensAt,
      selfCheckInClosesAt: matchDaySettings.selfCheckInClosesAt,
      // The tour it is a stop of, if any, in the same round trip.
      tour: sql<
        TournamentDetail['tour']
      >`(select json_build_object('id', t.id, 'slug', t.slug, 'name', t.name,
        'stopNumber', s.stop_number) from ${tourStops} s join ${tours} t on t.id = s.tour_id
        where s.tournament_id = ${tournaments.id} order by s.tour_id limit 1)`,
    })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .leftJoin(tournamentCounts, cardCountsOn)
    .leftJoin(matchDaySettings, eq(matchDaySettings.tournamentId, tournaments.id))
    .where(and(eq(tournaments.id, sql.placeholder('id')), eq(tournaments.status, 'published')))
    .prepare(name),
)

export async function getTournament(options: {
  db: Db
  id: number
  /** The visitor's language: picks the description (issue 12); absent = the organizer's default. */
  locale?: string | undefined
  now?: Date
}): Promise<TournamentDetail> {
  const { db, id } = options
  const now = options.now ?? new Date()
  const [row] = await detailQuery(db).execute({ id })
  if (!row) throw notFound('Tournament')

  const [card] = toCards([row], now) as [TournamentCard]
  const classRows = await listClassSummaries(db, id, row.currency)
  const description = pickLocalizedText({
    texts: row.descriptions,
    locale: options.locale,
    defaultLanguage: row.defaultLanguage,
    legacy: row.description,
  })
  return {
    ...card,
    description: description.text,
    descriptionHtml: renderMarkdown(description.text),
    descriptionLanguage: description.language,
    // The page's sharing metadata comes with the event: no second read for it (issue 17).
    shareDescription: plainExcerpt(description.text, SHARE_DESCRIPTION_LENGTH),
    venueName: row.venueName,
    address: row.address,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    registrationOpensAt: row.registrationOpensAt?.toISOString() ?? null,
    registrationClosesAt: row.registrationClosesAt?.toISOString() ?? null,
    registrationStatus: registrationStatus(row, now),
    currency: row.currency,
    organization: { ...card.organization, website: row.orgWebsite, email: row.orgEmail },
    classes: classRows,
    tour: row.tour ?? null,
    selfCheckInOpen: isSelfCheckInOpen(row, now),
  }
}

// Each class's counts come from class_counts, kept by triggers (migrations/0024): counting the
// entries and scanning the rewards per class was 0.23–0.28 ms of every uncached event read on
// PGlite, reading the kept row 0.07 ms (issue 17).
const classSummariesQuery = preparedQuery('tournament_class_summaries', (db, name) =>
  db
    .select({
      id: classes.id,
      name: classes.name,
      type: classes.type,
      gender: classes.gender,
      capacity: classes.capacity,
      feeMinor: classes.feeMinor,
      ratingMin: classes.ratingMin,
      ratingMax: classes.ratingMax,
      startsAt: classes.startsAt,
      playerCount: sql<number>`coalesce(${classCounts.players}, 0)`,
      entryCount: sql<number>`coalesce(${classCounts.entries}, 0)`,
      isCompleted: sql<boolean>`coalesce(${classCounts.rewards}, 0) > 0`,
    })
    .from(classes)
    .leftJoin(classCounts, eq(classCounts.classId, classes.id))
    .where(eq(classes.tournamentId, sql.placeholder('tournamentId')))
    .orderBy(asc(classes.position), asc(classes.id))
    .prepare(name),
)

async function listClassSummaries(db: Db, tournamentId: number, currency: string): Promise<ClassSummary[]> {
  const rows = await classSummariesQuery(db).execute({ tournamentId })
  return rows.map((r) => ({
    ...r,
    currency,
    startsAt: r.startsAt?.toISOString() ?? null,
    isFull: r.entryCount >= r.capacity,
  }))
}

/** Sharing metadata's description: plain text of at most this many characters. */
const SHARE_DESCRIPTION_LENGTH = 200

const baseInfoQuery = preparedQuery('tournament_base_info', (db, name) =>
  db
    .select({
      name: tournaments.name,
      description: tournaments.description,
      descriptions: tournaments.descriptions,
      defaultLanguage: organizations.defaultLanguage,
      img: tournaments.image,
    })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(and(eq(tournaments.id, sql.placeholder('id')), eq(tournaments.status, 'published')))
    .prepare(name),
)

/** Sharing metadata (spec section 3: name, description, img); description as plain text. */
export async function getTournamentBaseInfo(options: {
  db: Db
  id: number
  locale?: string | undefined
}): Promise<BaseInfo> {
  const [row] = await baseInfoQuery(options.db).execute({ id: options.id })
  if (!row) throw notFound('Tournament')
  const { text } = pickLocalizedText({
    texts: row.descriptions,
    locale: options.locale,
    defaultLanguage: row.defaultLanguage,
    legacy: row.description,
  })
  return { name: row.name, description: plainExcerpt(text, SHARE_DESCRIPTION_LENGTH), img: row.img }
}
