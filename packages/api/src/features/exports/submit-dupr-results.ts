// POST /bff/organizer/events/{id}/dupr-submission: send the event's results to DUPR.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { ErrorSchema, ROLES, accessTo, json, nowOf } from '../organizer/index.ts'
import { errors, IdParams } from './contract.ts'
import { DuprSubmissionReportSchema } from './dupr-contract.ts'
import { submitDuprResults } from './dupr-submission.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/dupr-submission',
  tags: ['Exports'],
  summary: 'Send the results to DUPR',
  description:
    'Sends every rateable match DUPR does not have yet (the matches of the DUPR upload file) through DUPR’s match API, replaces corrected ones and deletes ones no longer rateable. A repeat sends nothing twice. Matches DUPR refuses are listed with DUPR’s reason. 409 DUPR_NOT_CONFIGURED without partner keys (use the upload file instead); 502 when DUPR is unreachable or refuses the keys. Directors and owners.',
  request: { params: IdParams },
  responses: {
    200: json(DuprSubmissionReportSchema, 'What DUPR received'),
    ...errors,
    409: json(ErrorSchema, 'DUPR partner keys are not configured'),
    502: json(ErrorSchema, 'DUPR unreachable or refused the partner keys'),
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const deps = c.get('deps')
  if (!deps.config.dupr)
    throw new AppError(
      409,
      'DUPR_NOT_CONFIGURED',
      'Sending results to DUPR is not configured; download the DUPR file and upload it in DUPR instead',
    )
  const report = await submitDuprResults({
    db: c.get('db'),
    eventId: id,
    access,
    config: deps.config.dupr,
    fetch: deps.fetch ?? fetch,
    now: nowOf(c),
    logger: c.get('log'),
  })
  return c.json(report, 200)
}
