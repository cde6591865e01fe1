// GET /bff/organizer/events/{id}/dupr-submission: what sending the results to DUPR would do.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, json } from '../organizer/index.ts'
import { errors, IdParams } from './contract.ts'
import { DuprSubmissionStateSchema } from './dupr-contract.ts'
import { duprSubmissionState } from './dupr-submission.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/dupr-submission',
  tags: ['Exports'],
  summary: 'DUPR submission status',
  description:
    'Whether DUPR partner keys are configured, how many rateable matches DUPR already has, how many are new, corrected or no longer rateable since, and how many matches DUPR cannot rate. Readable by the desk.',
  request: { params: IdParams },
  responses: { 200: json(DuprSubmissionStateSchema, 'The submission status'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  return c.json(await duprSubmissionState(c.get('db'), id, c.get('deps').config.dupr), 200)
}
