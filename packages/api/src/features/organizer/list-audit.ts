// GET /bff/organizer/events/{id}/audit: who did what to the event, when, before and after.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { auditLog, desc, eq, lt, and, users } from '@courtside/db'
import { AuditEntry, errors, IdParams, json } from './contract.ts'
import { ROLES } from './access.ts'
import { accessTo } from './kit.ts'

const AuditQuery = z.object({
  before: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .openapi({ description: 'Page: entries older than this id' }),
})

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/audit',
  tags: ['Organizer'],
  summary: "The event's audit log, newest first (100 per page)",
  request: { params: IdParams, query: AuditQuery },
  responses: {
    200: json(z.object({ items: z.array(AuditEntry), nextBefore: z.number().nullable() }), 'Audit entries'),
    ...errors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { before } = c.req.valid('query')
  await accessTo(c, { eventId: id }, ROLES.directors)
  const rows = await c
    .get('db')
    .select({ row: auditLog, firstName: users.firstName, lastName: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.tournamentId, id), before ? lt(auditLog.id, before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(101)
  const page = rows.slice(0, 100)
  return c.json(
    {
      items: page.map(({ row, firstName, lastName }) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: {
          userId: row.actorUserId,
          name: firstName ? `${firstName} ${lastName ?? ''}`.trim() : 'System',
        },
        action: row.action,
        objectType: row.objectType,
        objectId: row.objectId,
        before: row.before,
        after: row.after,
      })),
      nextBefore: rows.length > 100 ? (page.at(-1)?.row.id ?? null) : null,
    },
    200,
  )
}
