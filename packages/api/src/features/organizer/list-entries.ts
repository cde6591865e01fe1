// GET /bff/organizer/classes/{id}/entries: the class's entries, filtered by status or name.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { errors, IdParams, json } from './contract.ts'
import { EntriesQuery, EntrySchema } from './entry-contract.ts'
import { listEntries } from './entry-list.ts'
import { ROLES } from './access.ts'
import { accessTo } from './kit.ts'

export const route = createRoute({
  method: 'get',
  path: '/classes/{id}/entries',
  tags: ['Organizer'],
  summary: 'List entries',
  request: { params: IdParams, query: EntriesQuery },
  responses: {
    200: json(
      z.object({ items: z.array(EntrySchema) }),
      'Entries: waitlist order first by position, then by registration time',
    ),
    ...errors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { classId: id }, ROLES.desk)
  return c.json(
    { items: await listEntries({ db: c.get('db'), classId: id, query: c.req.valid('query') }) },
    200,
  )
}
