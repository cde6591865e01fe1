// GET /bff/organizer/classes/{id}/draw-sheet.pdf: a class's groups and brackets, printable.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { ROLES, accessTo } from '../organizer/index.ts'
import { download, errors, file, IdParams } from './contract.ts'
import { loadExportData } from './export-data.ts'
import { drawSheetPdf } from './pdf/draw-sheet.ts'
import { translator } from './pdf/translator.ts'

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
  const access = await accessTo(c, { classId: id }, ROLES.desk)
  if (access.eventId === null) throw notFound('Class')
  const data = await loadExportData(c.get('db'), access.eventId, id)
  const cls = data.classes[0]
  if (!cls) throw notFound('Class')
  const bytes = await drawSheetPdf(data.event, cls, translator(data.event.language))
  return download(c, { body: bytes, contentType: 'application/pdf', filename: `class-${id}-draw-sheet.pdf` })
}
