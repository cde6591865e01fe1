// POST /bff/organizer/events/{id}/check-in: check in the player a scanned or typed code names.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { loadServerSecrets } from '../../adapters/identity/secrets.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { checkIn, playerOfCode } from './check-in-service.ts'
import { body, CheckInResult, CodeBody, conflict, errors, IdParams, json, ErrorSchema } from './contract.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/check-in',
  tags: ['Check-in'],
  summary: 'Check in by code',
  description:
    'The code a camera read from the player’s QR code, or the short code typed at the desk. Refused: 400 INVALID_CODE (not a code, altered or forged), 409 WRONG_EVENT (a code of another event), 422 UNKNOWN_CODE (a short code no player of this event has), 409 NOT_ENTERED (no confirmed entry). A second check-in answers `alreadyCheckedIn: true` and keeps the first. Roles: owner, director, desk.',
  request: { params: IdParams, ...body(CodeBody) },
  responses: {
    200: json(CheckInResult, 'Checked in'),
    ...errors,
    ...conflict,
    422: json(ErrorSchema, 'No player of this event has this code'),
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.desk)
  const db = c.get('db')
  const now = nowOf(c)
  const secrets = await loadServerSecrets(db)
  const { userId, method } = await playerOfCode(db, secrets, {
    eventId: id,
    code: c.req.valid('json').code,
    now,
  })
  return c.json(await checkIn(db, { access, eventId: id, userId, method, now }), 200)
}
