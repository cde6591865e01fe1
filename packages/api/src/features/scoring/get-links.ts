// GET /bff/organizer/matches/{id}/scoring-links: the match's three scoring links (home, away,
// referee) as absolute site addresses with a QR code each. The desk, directors and owners read
// any match's; a member whose role is referee only those of a match called to (or planned on) a
// court the desk assigned to them (features/referees), who mostly opens it from "My courts".
// Revoking is the desk's.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { SCORING_PARTIES, type Locale, type ScoringParty } from '@courtside/domain'
import type { Context } from 'hono'
import QRCode from 'qrcode'
import { and, courtReferees, eq, matchDay, matches, sql } from '@courtside/db'
import type { Executor } from '../registrations/index.ts'
import type { AppEnv } from '../../lib/context.ts'
import { AppError, forbidden, notFound } from '../../lib/errors.ts'
import { accessTo, ROLES } from '../organizer/index.ts'
import { errors, json, LinksQuery, MatchParams, ScoringLinks } from './contract.ts'
import { loadScoringMatch, tokenVersionOf, type ScoringMatch } from './scoring-store.ts'
import { signScoringToken } from './token.ts'
import { linkExpiryOf } from './view.ts'

export const route = createRoute({
  method: 'get',
  path: '/matches/{id}/scoring-links',
  tags: ['Scoring'],
  summary: "A match's scoring links and QR codes",
  description:
    'Signed links for the home side, the away side and the referee, valid until the end of the event’s last day in its time zone or until revoked. Roles: owner, director, desk; a referee only for a match called to or planned on a court assigned to them (else 403 NOT_YOUR_COURT).',
  request: { params: MatchParams, query: LinksQuery },
  responses: { 200: json(ScoringLinks, 'The links'), ...errors },
})

/** The match, with the caller's access checked on its class (another club's match: 404). */
export async function matchForDesk(
  c: Context<AppEnv>,
  matchId: number,
  roles: (typeof ROLES)[keyof typeof ROLES],
) {
  const match = await loadScoringMatch(c.get('db'), matchId)
  if (!match) throw notFound('Match')
  const access = await accessTo(c, { classId: match.classId }, roles).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound('Match') : error
  })
  return { match, access }
}

/** One party's scoring link of the match: absolute, signed with its current token version. */
export async function scoringLinkOf(
  c: Context<AppEnv>,
  match: ScoringMatch,
  party: ScoringParty,
  locale: Locale,
): Promise<string> {
  const site = c.get('deps').config.siteUrl.replace(/\/$/, '')
  const version = tokenVersionOf(match)
  const token = await signScoringToken(
    c.get('db'),
    { matchId: match.matchId, party, version },
    linkExpiryOf(match),
  )
  return `${site}/${locale}/score/${token}`
}

/**
 * Whether the match's court is assigned to `userId` (court_referees, features/referees): the court
 * the desk called it to, or else its planned court (a match back in the queue has no called court).
 */
async function refereesMatchCourt(db: Executor, userId: number, matchId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(matches)
    .leftJoin(matchDay, eq(matchDay.matchId, matches.id))
    .innerJoin(
      courtReferees,
      and(
        eq(courtReferees.userId, userId),
        eq(courtReferees.courtId, sql`coalesce(${matchDay.courtId}, ${matches.courtId})`),
      ),
    )
    .where(eq(matches.id, matchId))
    .limit(1)
  return row !== undefined
}

export async function linksOf(c: Context<AppEnv>, match: ScoringMatch, locale: Locale) {
  const links = await Promise.all(
    SCORING_PARTIES.map(async (party) => {
      const url = await scoringLinkOf(c, match, party, locale)
      const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      return { party, url, qrSvg }
    }),
  )
  return {
    matchId: match.matchId,
    expiresAt: linkExpiryOf(match).toISOString(),
    tokenVersion: tokenVersionOf(match),
    links,
  }
}

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { locale } = c.req.valid('query')
  const { match, access } = await matchForDesk(c, id, ROLES.members)
  if (access.role === 'referee' && !(await refereesMatchCourt(c.get('db'), access.userId, match.matchId)))
    throw forbidden('This match is not on a court assigned to you', 'NOT_YOUR_COURT')
  return c.json(await linksOf(c, match, locale ?? 'en'), 200)
}
