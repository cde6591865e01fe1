// GET /bff/organizer/events/{id}/order-of-play.pdf: the order of play per court, printable.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { errors, file, IdParams } from './contract.ts'
import { orderOfPlayPdf } from './pdf/order-of-play.ts'
import { translator } from './pdf/translator.ts'
import { sendExport } from './send-export.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/order-of-play.pdf',
  tags: ['Exports'],
  summary: 'Print the order of play (PDF)',
  description:
    'A4, in the organization’s default language: one section per court with its matches in time order (times on the event’s clock), class, round, sides and results entered so far. Readable by the desk.',
  request: { params: IdParams },
  responses: { ...file('application/pdf', 'PDF, A4'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return sendExport(c, { eventId: id }, async (data) => ({
    body: await orderOfPlayPdf(data, translator(data.event.language)),
    contentType: 'application/pdf',
    filename: `event-${id}-order-of-play.pdf`,
  }))
}
