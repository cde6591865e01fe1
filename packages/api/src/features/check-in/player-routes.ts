// The player's side of check-in under /bff/tournament/{id}: the window (public), my code, and
// self check-in (signed in, CSRF like every write).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { requireAuth } from '../../http/auth.ts'
import { nowOf } from '../organizer/index.ts'
import { selfCheckIn, windowView } from './check-in-service.ts'
import { loadCheckInEvent, loadWindow } from './check-in-store.ts'
import { CheckInResult, conflict, errors, IdParams, json, MyCheckIn, PublicWindow } from './contract.ts'
import { myCheckIn } from './player-check-in.ts'

export const windowRoute = createRoute({
  method: 'get',
  path: '/tournament/{id}/check-in/window',
  tags: ['Check-in'],
  summary: 'The self check-in window',
  description: 'When players may check themselves in, and whether they may now. Public.',
  request: { params: IdParams },
  responses: { 200: json(PublicWindow, 'The window'), ...errors },
})

export const windowHandler: RouteHandler<typeof windowRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const db = c.get('db')
  await loadCheckInEvent(db, id)
  const view = windowView(await loadWindow(db, id), nowOf(c))
  return c.json(
    {
      selfCheckInOpensAt: view.selfCheckInOpensAt,
      selfCheckInClosesAt: view.selfCheckInClosesAt,
      open: view.selfCheckInOpen,
    },
    200,
  )
}

export const mineRoute = createRoute({
  method: 'get',
  path: '/tournament/{id}/check-in',
  tags: ['Check-in'],
  summary: 'My check-in code',
  description:
    'For the signed-in player: whether they have a confirmed entry, their check-in code (short, and the token the QR code carries, with the QR as SVG), whether they are checked in, and the self check-in window.',
  request: { params: IdParams },
  responses: { 200: json(MyCheckIn, 'My check-in'), ...errors },
})

export const mineHandler: RouteHandler<typeof mineRoute, AppEnv> = async (c) => {
  const { userId } = await requireAuth(c)
  const { id } = c.req.valid('param')
  const view = await myCheckIn(c.get('db'), { userId, eventId: id, now: nowOf(c) })
  c.header('cache-control', 'private, no-store')
  return c.json(view, 200)
}

export const selfRoute = createRoute({
  method: 'post',
  path: '/tournament/{id}/check-in',
  tags: ['Check-in'],
  summary: 'Check myself in',
  description:
    'For a signed-in player with a confirmed entry while the window is open. 403 NOT_ENTERED without an entry; 409 SELF_CHECK_IN_NOT_OPEN before the window, SELF_CHECK_IN_CLOSED after it (or when there is none). A second call keeps the first check-in.',
  request: { params: IdParams },
  responses: { 200: json(CheckInResult, 'Checked in'), ...errors, ...conflict },
})

export const selfHandler: RouteHandler<typeof selfRoute, AppEnv> = async (c) => {
  const { userId } = await requireAuth(c)
  const { id } = c.req.valid('param')
  return c.json(await selfCheckIn(c.get('db'), { userId, eventId: id, now: nowOf(c) }), 200)
}
