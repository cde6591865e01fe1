// POST /bff/organizer/matches/{id}/scoring-links/revoke: the desk revokes every scoring link of a
// match by raising its token_version (audited); old links then answer 410 SCORING_LINK_REVOKED and
// the answer carries the new links. A match not called yet has no match_day row to count versions
// in, so it answers 409 MATCH_NOT_CALLED (its links are only handed out at the call).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { eq, matchDay, sql } from '@courtside/db'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { withTransaction } from '../../services/registrations/transaction.ts'
import { eventTopic, publishLive } from '../live/index.ts'
import { nowOf, ROLES, writeAudit } from '../organizer/index.ts'
import { conflict, errors, json, LinksQuery, MatchParams, ScoringLinks } from './contract.ts'
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
  responses: { 200: json(ScoringLinks, 'The new links'), ...errors, ...conflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { locale } = c.req.valid('query')
  const { access } = await matchForDesk(c, id, ROLES.desk)
  const now = nowOf(c)
  const match = await withTransaction(c.get('db'), async (tx) => {
    const [row] = await tx
      .update(matchDay)
      .set({
        tokenVersion: sql`${matchDay.tokenVersion} + 1`,
        version: sql`${matchDay.version} + 1`,
        updatedAt: now,
      })
      .where(eq(matchDay.matchId, id))
      .returning({ tokenVersion: matchDay.tokenVersion, eventId: matchDay.tournamentId })
    if (!row)
      throw new AppError(409, 'MATCH_NOT_CALLED', 'Scoring links can be revoked once the match is called')
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
