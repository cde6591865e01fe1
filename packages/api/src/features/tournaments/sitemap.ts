import { classes, eq, organizations, podcastEpisodes, tournaments, tours, type Db } from '@courtside/db'
import { eventTypeOf } from '@courtside/domain'

export type SitemapEntry = { path: string; lastModified?: string }

const STATIC_PATHS = [
  '/',
  '/travels',
  '/tours/',
  '/organizers',
  '/pickleball-passport-podcast-europe/',
  '/about',
  '/policy/terms',
  '/policy/privacy',
]

/** Every public page, without locale prefix; the sitemap repeats them per language. */
export async function listPublicPages(options: { db: Db }): Promise<SitemapEntry[]> {
  const { db } = options
  const [events, classRows, tourRows, orgRows, episodes] = await Promise.all([
    db
      .select({ id: tournaments.id, typeCode: tournaments.typeCode, updatedAt: tournaments.updatedAt })
      .from(tournaments)
      .where(eq(tournaments.status, 'published'))
      .orderBy(tournaments.id),
    db
      .select({ id: classes.id, tournamentId: classes.tournamentId })
      .from(classes)
      .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
      .where(eq(tournaments.status, 'published'))
      .orderBy(classes.tournamentId, classes.id),
    db.select({ id: tours.id }).from(tours).orderBy(tours.id),
    db.select({ slug: organizations.slug }).from(organizations).orderBy(organizations.slug),
    db
      .select({ id: podcastEpisodes.id, updatedAt: podcastEpisodes.updatedAt })
      .from(podcastEpisodes)
      .orderBy(podcastEpisodes.id),
  ])
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...events.map((e) => ({
      path: `/${eventTypeOf(e.typeCode) === 'travels' ? 'travel' : 'tournament'}/${e.id}/`,
      lastModified: e.updatedAt.toISOString(),
    })),
    ...classRows.map((c) => ({ path: `/tournament/${c.tournamentId}/class/${c.id}` })),
    ...tourRows.map((t) => ({ path: `/tour/${t.id}` })),
    ...orgRows.map((o) => ({ path: `/organizer?id=${o.slug}` })),
    ...episodes.map((e) => ({
      path: `/pickleball-passport-podcast-europe/${e.id}`,
      lastModified: e.updatedAt.toISOString(),
    })),
  ]
}
