// The court desk's contract (issue 15): the desk view, the four desk actions on a match, and the
// desk's settings. Times are ISO instants; the page shows them in the event's time zone.
import { z } from '@hono/zod-openapi'
import { CALLED_STATES } from '@courtside/db'
import { ErrorSchema, json } from '../organizer/index.ts'

export { body, errors, IdParams, json } from '../organizer/index.ts'

const courtId = z.number().int().positive().max(2_147_483_647)
const version = z.number().int().min(0).max(2_147_483_647).optional().openapi({
  description: 'The match version the desk screen showed; a different one answers 409 STALE_DESK',
})

export const CallBody = z
  .object({
    courtId: courtId
      .optional()
      .openapi({ description: 'Absent: the next free court (the planned one first)' }),
    version,
  })
  .strict()
  .openapi('CallMatch')
export const VersionBody = z.object({ version }).strict().openapi('DeskAction')
export const MoveCourtBody = z.object({ courtId, version }).strict().openapi('MoveCourt')

export const DeskSettingsBody = z
  .object({
    autoCall: z.boolean().optional(),
    overdueMinutes: z.number().int().min(5).max(600).optional(),
    autoConfirmMinutes: z.number().int().min(1).max(1440).optional(),
  })
  .strict()
  .openapi('DeskSettingsChange')

export const DeskMatchView = z
  .object({
    id: z.number(),
    classId: z.number(),
    className: z.string(),
    stage: z.enum(['group', 'main', 'third_place', 'consolation']),
    group: z.string().nullable(),
    round: z.number(),
    home: z.string().nullable(),
    away: z.string().nullable(),
    state: z.enum(CALLED_STATES).nullable().openapi({ description: 'null: not called (in the queue)' }),
    version: z.number().openapi({ description: 'Send back with a desk action' }),
    courtId: z.number().nullable(),
    plannedCourtId: z.number().nullable(),
    plannedStart: z.string().nullable(),
    calledAt: z.string().nullable(),
    onCourtAt: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    since: z.string().nullable().openapi({ description: 'When the current state began' }),
    overdue: z.boolean(),
    score: z.string().nullable(),
  })
  .openapi('DeskMatch')

export const DeskView = z
  .object({
    eventId: z.number(),
    timeZone: z.string(),
    now: z.string(),
    settings: z.object({ autoCall: z.boolean(), overdueMinutes: z.number(), autoConfirmMinutes: z.number() }),
    checkInRequired: z.boolean(),
    courts: z.array(z.object({ id: z.number(), name: z.string(), match: DeskMatchView.nullable() })),
    queue: z.array(DeskMatchView),
    called: z.array(DeskMatchView),
    recent: z.array(DeskMatchView),
  })
  .openapi('CourtDesk')

export const deskConflict = {
  409: json(
    ErrorSchema,
    'Refused: the court is busy, the match is not ready or not called, or the screen is stale',
  ),
} as const
