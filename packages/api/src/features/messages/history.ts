// GET /bff/user/messages (issue 16): the signed-in player's own message history, newest first.
// Only the rendered subject and text of sent messages are shown (never codes: they are not
// player messages). A GET reads only, so no CSRF token is needed. Declared with zod-openapi
// (issue 18) so it is in /bff/openapi.json and the web's typed client infers its answer; it
// answers as before: 401 before a refused query, which is INVALID_QUERY without fields.
import { and, desc, eq, lt, messages, notInArray } from '@courtside/db'
import { createRoute, OpenAPIHono, z, type RouteHandler } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { errorBody } from '../../lib/errors.ts'
import { describeZodError } from '../../lib/validation.ts'
import { requireAuth } from '../../http/auth.ts'
import { SECRET_KINDS } from './secret-kinds.ts'

const PAGE = 50

export const MessageHistoryItem = z
  .object({
    id: z.number(),
    kind: z.string(),
    status: z.enum(['pending', 'sent', 'failed']),
    subject: z.string().nullable(),
    text: z.string().nullable(),
    recipient: z.string(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    sentAt: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('MessageHistoryItem')
export type MessageHistoryItem = z.infer<typeof MessageHistoryItem>

const MessageHistoryPage = z
  .object({
    items: z.array(MessageHistoryItem),
    next: z.number().nullable().openapi({ description: 'The `before` of the next (older) page' }),
  })
  .openapi('MessageHistoryPage')

const Refusal = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('MessageHistoryError')

/** Signed in, checked before the query (a request wrong in both answers 401, as it always did). */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireAuth(c)
  await next()
}

export const route = createRoute({
  method: 'get',
  path: '/user/messages',
  tags: ['Account'],
  summary: 'List my messages',
  description: 'Messages the site sent you, newest first, 50 a page; codes are never listed.',
  middleware: [signedIn] as const,
  request: {
    query: z.object({
      before: z.coerce.number().int().positive().optional().openapi({
        type: 'integer',
        description: 'Only messages older than this id (the last page’s `next`)',
      }),
    }),
  },
  responses: {
    200: { content: { 'application/json': { schema: MessageHistoryPage } }, description: 'A page' },
    400: { content: { 'application/json': { schema: Refusal } }, description: 'INVALID_QUERY' },
    401: { content: { 'application/json': { schema: Refusal } }, description: 'Not signed in' },
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { userId } = await requireAuth(c)
  const { before } = c.req.valid('query')
  const rows = await c
    .get('db')
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        notInArray(messages.kind, [...SECRET_KINDS]),
        before ? lt(messages.id, before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(PAGE)
  const items: MessageHistoryItem[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    subject: row.subject,
    text: row.textBody,
    recipient: row.recipient,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }))
  return c.json({ items, next: rows.length === PAGE ? (rows.at(-1)?.id ?? null) : null }, 200)
}

export function createMessagesApp() {
  return new OpenAPIHono<AppEnv>({
    // The refusal parseQuery gave: INVALID_QUERY with the issues in the message, no fields map.
    defaultHook: (result, c) =>
      result.success ? undefined : c.json(errorBody('INVALID_QUERY', describeZodError(result.error)), 400),
  }).openapi(route, handler)
}
