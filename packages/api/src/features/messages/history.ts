// GET /bff/user/messages (issue 16): the signed-in player's own message history, newest first.
// Only the rendered subject and text of sent messages are shown (never codes: they are not
// player messages). A GET reads only, so no CSRF token is needed.
import { and, desc, eq, lt, messages, notInArray } from '@courtside/db'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { parseQuery } from '../../lib/validation.ts'
import { requireAuth } from '../../http/auth.ts'
import { SECRET_KINDS } from './secret-kinds.ts'

const PAGE = 50

export type MessageHistoryItem = {
  id: number
  kind: string
  status: 'pending' | 'sent' | 'failed'
  subject: string | null
  text: string | null
  recipient: string
  createdAt: string
  sentAt: string | null
}

export function createMessagesApp() {
  return new Hono<AppEnv>().get('/user/messages', async (c) => {
    const { userId } = requireAuth(c)
    const { before } = parseQuery(c, z.object({ before: z.coerce.number().int().positive().optional() }))
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
    return c.json({ items, next: rows.length === PAGE ? rows.at(-1)?.id : null })
  })
}
