// GET /bff/organizer/events/{id}/export.dupr.csv: the DUPR bulk match upload file. Only matches
// DUPR can rate are in it (every player linked to DUPR, games played to the end, singles or
// doubles); the rest are counted in response headers so the console can say what was left out,
// because a row with an empty DUPR id makes DUPR reject the upload. With DUPR partner keys the
// same matches can be sent directly instead (submit-dupr-results.ts).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { DUPR_CSV_HEADER, duprRows, playedMatches } from '@courtside/domain'
import type { AppEnv } from '../../lib/context.ts'
import { csvDocument } from '../organizer/index.ts'
import { errors, file, IdParams } from './contract.ts'
import { sendExport } from './send-export.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/export.dupr.csv',
  tags: ['Exports'],
  summary: 'Export the DUPR results upload file',
  description:
    'DUPR’s bulk match upload format: matchType, scoreType, event, date (MM/DD/YYYY), players A1/A2/B1/B2 with their DUPR ids, teamAGame1…teamBGame5. Matches with a player without a linked DUPR id are left out (x-dupr-excluded-no-dupr-id), as are walkovers and retirements (x-dupr-excluded-not-played-out) and team-class matches (x-dupr-excluded-teams). UTF-8 with BOM, CRLF. Readable by the desk.',
  request: { params: IdParams },
  responses: { ...file('text/csv', 'CSV, UTF-8 with BOM, CRLF'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return sendExport(c, { eventId: id }, (data) => {
    const dupr = duprRows({
      matches: playedMatches(data.classes, data.people),
      eventName: data.event.name,
      eventStart: data.event.startsAt,
      timeZone: data.event.timeZone,
    })
    return {
      body: csvDocument(DUPR_CSV_HEADER, dupr.rows),
      contentType: 'text/csv; charset=utf-8',
      filename: `event-${id}-dupr.csv`,
      headers: {
        'x-dupr-excluded-no-dupr-id': String(dupr.excludedNoDuprId),
        'x-dupr-excluded-not-played-out': String(dupr.excludedNotPlayedOut),
        'x-dupr-excluded-teams': String(dupr.excludedTeams),
        'access-control-expose-headers':
          'x-dupr-excluded-no-dupr-id, x-dupr-excluded-not-played-out, x-dupr-excluded-teams',
      },
    }
  })
}
