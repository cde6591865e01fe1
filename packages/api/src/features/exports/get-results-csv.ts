// GET /bff/organizer/events/{id}/results.csv: one line per played match.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { playedMatches, RESULTS_CSV_HEADER, resultsRows } from '@courtside/domain'
import type { AppEnv } from '../../lib/context.ts'
import { csvDocument } from '../organizer/index.ts'
import { errors, file, IdParams } from './contract.ts'
import { sendExport } from './send-export.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/results.csv',
  tags: ['Exports'],
  summary: 'Export the results as CSV',
  description:
    'One line per decided match of a locked draw (walkovers included): class, round or group, draw match id, sides, games, winner, decision, court and start time in the event’s time zone (YYYY-MM-DD HH:mm). Header in English so scripts can rely on it. UTF-8 with BOM, CRLF. Readable by the desk.',
  request: { params: IdParams },
  responses: { ...file('text/csv', 'CSV, UTF-8 with BOM, CRLF'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return sendExport(c, { eventId: id }, (data) => ({
    body: csvDocument(
      RESULTS_CSV_HEADER,
      resultsRows(playedMatches(data.classes, data.people), data.event.timeZone),
    ),
    contentType: 'text/csv; charset=utf-8',
    filename: `event-${id}-results.csv`,
  }))
}
