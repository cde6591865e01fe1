// GET /bff/organizer/classes/{id}/draw-sheet.pdf: a class's groups and brackets, printable.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { errors, file, IdParams } from './contract.ts'
import { drawSheetPdf } from './pdf/draw-sheet.ts'
import { translator } from './pdf/translator.ts'
import { sendExport } from './send-export.ts'

export const route = createRoute({
  method: 'get',
  path: '/classes/{id}/draw-sheet.pdf',
  tags: ['Exports'],
  summary: 'Print the draw sheet (PDF)',
  description:
    'A4 landscape, in the organization’s default language: each group’s table with standings and results, then the bracket lines of the knockout, third-place match and consolation. A class whose draw is not locked yet prints “No draw yet”. Readable by the desk.',
  request: { params: IdParams },
  responses: { ...file('application/pdf', 'PDF, A4 landscape'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return sendExport(c, { classId: id }, async (data) => {
    const cls = data.classes[0]
    if (!cls) throw notFound('Class')
    return {
      body: await drawSheetPdf(data.event, cls, translator(data.event.language)),
      contentType: 'application/pdf',
      filename: `class-${id}-draw-sheet.pdf`,
    }
  })
}
