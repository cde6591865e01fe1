// POST /bff/organizer/matches/{id}/scoring-links/revoke: the desk revokes every scoring link of a
// match by raising its token_version (audited); old links then answer 410 SCORING_LINK_REVOKED and
// the answer carries the new links. Works before a call too: the match then gets its match_day
// row in state 'queued', which keeps the version (features/desk sends matches back the same way).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { matchDay, sql } from '@courtside/db'
import type { AppEnv } from '../../lib/context.ts'
import { withTransaction } from '../registrations/index.ts'
import { eventTopic, publishLive } from '../live/index.ts'
import { nowOf, ROLES, writeAudit } from '../organizer/index.ts'
import { errors, json, LinksQuery, MatchParams, ScoringLinks } from './contract.ts'
import { linksOf, matchForDesk } from './get-links.ts'
import { loadScoringMatch } from './scoring-store.ts'

export const route = createRoute({
  method: 'post',
  path: '/matches/{id}/scoring-links/revoke',
  tags: ['Scoring'],
  summary: "Revoke a match's scoring links",
  description:
    'Every link handed out so far stops working (410 SCORING_LINK_REVOKED); the answer holds the new links. Roles: desk, director, owner.',
  request: { params: MatchParams, query: LinksQuery },
  responses: { 200: json(ScoringLinks, 'The new links'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { locale } = c.req.valid('query')
  const { access, match: found } = await matchForDesk(c, id, ROLES.desk)
  const now = nowOf(c)
  const match = await withTransaction(c.get('db'), async (tx) => {
    // A match not called yet gets its row now (state 'queued'), so the raised version holds.
    const row = await tx
      .insert(matchDay)
      .values({ matchId: id, tournamentId: found.eventId, state: 'queued', tokenVersion: 2, updatedAt: now })
      .onConflictDoUpdate({
        target: matchDay.matchId,
        set: {
          tokenVersion: sql`${matchDay.tokenVersion} + 1`,
          version: sql`${matchDay.version} + 1`,
          updatedAt: now,
        },
      })
      .returning({ tokenVersion: matchDay.tokenVersion, eventId: matchDay.tournamentId })
      .then((rows) => rows[0]!)
    await writeAudit(tx, {
      access,
      eventId: row.eventId,
      action: 'match.scoring_links_revoked',
      objectType: 'match',
      objectId: id,
      after: { tokenVersion: row.tokenVersion },
      at: now,
    })
    // Open scoring pages refetch and show that their link was replaced.
    await publishLive(tx, [eventTopic(row.eventId)])
    return (await loadScoringMatch(tx, id))!
  })
  return c.json(await linksOf(c, match, locale ?? 'en'), 200)
}
