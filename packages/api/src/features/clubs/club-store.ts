// Correlated subqueries name the outer column as "table"."column": drizzle renders a column of
// the selected table unqualified, which inside a subquery would bind to the inner table.
import { and, asc, eq, organizations, sql, tournaments, type Db } from '@courtside/db'
import { notFound } from '../../lib/errors.ts'
import type { OrganizerCard, OrganizerDetail } from '../../lib/types.ts'
import { tournamentCardsByIds } from '../tournaments/index.ts'

const organizerColumns = {
  id: organizations.id,
  slug: organizations.slug,
  name: organizations.name,
  logo: organizations.logo,
  country: organizations.country,
  city: organizations.city,
  description: organizations.description,
  upcomingCount: sql<number>`(select count(*)::int from ${tournaments} t where t.organization_id = "organizations"."id" and t.status = 'published' and t.progress in (0, 1))`,
  eventCount: sql<number>`(select count(*)::int from ${tournaments} t where t.organization_id = "organizations"."id" and t.status = 'published')`,
}

export async function listOrganizers(options: {
  db: Db
  country?: string | undefined
}): Promise<OrganizerCard[]> {
  return options.db
    .select(organizerColumns)
    .from(organizations)
    .where(options.country ? eq(organizations.country, options.country) : undefined)
    .orderBy(asc(organizations.name))
}

/** By numeric id or by slug, so both `?id=3` and readable links work. */
export async function getOrganizer(options: {
  db: Db
  idOrSlug: string
  now?: Date
}): Promise<OrganizerDetail> {
  const { db, idOrSlug } = options
  const isId = /^\d{1,9}$/.test(idOrSlug)
  const [row] = await db
    .select({
      ...organizerColumns,
      website: organizations.website,
      email: organizations.email,
      embedOrigins: organizations.embedOrigins,
    })
    .from(organizations)
    .where(isId ? eq(organizations.id, Number(idOrSlug)) : eq(organizations.slug, idOrSlug))
  if (!row) throw notFound('Organizer')

  const eventRows = await db
    .select({ id: tournaments.id, progress: tournaments.progress })
    .from(tournaments)
    .where(and(eq(tournaments.organizationId, row.id), eq(tournaments.status, 'published')))
    .orderBy(asc(tournaments.startDate))
  const upcomingIds = eventRows.filter((e) => e.progress !== 2).map((e) => e.id)
  const pastIds = eventRows
    .filter((e) => e.progress === 2)
    .map((e) => e.id)
    .reverse()
    .slice(0, 24)
  const [upcoming, past] = await Promise.all([
    tournamentCardsByIds(db, upcomingIds, options.now),
    tournamentCardsByIds(db, pastIds, options.now),
  ])
  return { ...row, upcoming, past }
}

/** Origins an organization registered for embedding (CSP frame-ancestors, postMessage). */
export async function getEmbedOrigins(options: { db: Db; organizationId: number }): Promise<string[]> {
  const [row] = await options.db
    .select({ embedOrigins: organizations.embedOrigins })
    .from(organizations)
    .where(eq(organizations.id, options.organizationId))
  return row?.embedOrigins ?? []
}
