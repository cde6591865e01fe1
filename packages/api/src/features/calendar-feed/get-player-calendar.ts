// GET /bff/calendar/player/{token}.ics (route parameter `file`, contract.ts): a player's scheduled matches for calendar apps. Public by
// design (calendar apps send no cookies): the unguessable token is the credential, and the answer
// is private to whoever holds it (no shared caches).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { eq, users } from '@courtside/db'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { LOCALES } from '@courtside/domain'
import { nowOf } from '../organizer/index.ts'
import { errors, FeedFileParams } from './contract.ts'
import { userOfToken } from './feed-store.ts'
import { playerCalendar } from './player-calendar.ts'
import { listPlayerMatches } from './player-matches.ts'

export const route = createRoute({
  method: 'get',
  path: '/calendar/player/{file}',
  tags: ['Calendar'],
  summary: 'A player’s matches as a calendar',
  description:
    'RFC 5545 calendar of the player’s scheduled matches in published events with public draws. One event per match with a stable UID, so subscribed calendars follow moves. 404 for an unknown or reset token.',
  request: { params: FeedFileParams },
  responses: {
    200: { description: 'The calendar', content: { 'text/calendar': { schema: { type: 'string' } } } },
    ...errors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { file: token } = c.req.valid('param')
  const db = c.get('db')
  const userId = await userOfToken(db, token)
  if (userId === null) throw notFound('Calendar')
  const [user] = await db
    .select({ firstName: users.firstName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId))
  const now = nowOf(c)
  const language = LOCALES.find((l) => l === user?.language) ?? 'en'
  const siteUrl = c.get('deps').config.siteUrl
  const body = playerCalendar({
    firstName: user?.firstName ?? '',
    matches: await listPlayerMatches(db, userId, now),
    classUrl: (match) =>
      new URL(`/${language}/tournament/${match.eventId}/class/${match.classId}`, siteUrl).toString(),
    now,
  })
  return c.body(body, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'cache-control': 'private, max-age=300',
    // The address is a credential: pages linked from a calendar entry must not learn it.
    'referrer-policy': 'no-referrer',
  })
}
