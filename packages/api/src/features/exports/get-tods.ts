// GET /bff/organizer/events/{id}/export.tods.json: the event as a TODS tournament record.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { todsTournamentRecord } from '@courtside/domain'
import type { AppEnv } from '../../lib/context.ts'
import { errors, file, IdParams } from './contract.ts'
import { sendExport } from './send-export.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/export.tods.json',
  tags: ['Exports'],
  summary: 'Export the event as TODS JSON',
  description:
    'A TODS tournament record (the Tennis Open Data Standards as tods-competition-factory reads them): participants with DUPR ratings as scale items, one event per class, the locked draw of each class with its structures, matchUps, scores (tiebreak-only sets) and matchUpFormat codes such as SET3-S:TB11. Draft draws are left out. Readable by the desk.',
  request: { params: IdParams },
  responses: { ...file('application/json', 'TODS tournament record'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return sendExport(c, { eventId: id }, (data) => ({
    body: JSON.stringify(todsTournamentRecord(data), null, 2),
    contentType: 'application/json; charset=utf-8',
    filename: `event-${id}.tods.json`,
  }))
}
