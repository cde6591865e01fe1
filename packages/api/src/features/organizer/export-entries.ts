// GET /bff/organizer/classes/{id}/entries.csv: the entries as CSV (UTF-8 with BOM).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { errors, IdParams } from './contract.ts'
import { EntriesQuery } from './entry-contract.ts'
import { entriesCsv } from './entry-csv.ts'
import { listEntries } from './entry-list.ts'
import { ROLES } from './access.ts'
import { accessTo } from './kit.ts'

export const route = createRoute({
  method: 'get',
  path: '/classes/{id}/entries.csv',
  tags: ['Organizer'],
  summary: 'Export entries as CSV',
  request: { params: IdParams, query: EntriesQuery },
  responses: {
    200: {
      description: 'CSV, UTF-8 with BOM, CRLF',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
    ...errors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { classId: id }, ROLES.desk)
  const csv = entriesCsv(await listEntries({ db: c.get('db'), classId: id, query: c.req.valid('query') }))
  c.header('content-type', 'text/csv; charset=utf-8')
  c.header('content-disposition', `attachment; filename="class-${id}-entries.csv"`)
  return c.body(csv, 200)
}
