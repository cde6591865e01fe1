// The order-of-play API's contract (issue 14): courts with their windows, the event's schedule
// settings, automatic scheduling, moving one match, and the plan. Windows are the event's wall
// clock (a local day and HH:MM times, converted with the event's time zone); match times are ISO
// instants. Conflict kinds are the domain's (packages/domain/src/schedule/conflicts.ts).
import { z } from '@hono/zod-openapi'
import { DURATION_KEYS } from '@courtside/domain'
import { ErrorSchema, json } from '../organizer/index.ts'

export { body, errors, IdParams, json } from '../organizer/index.ts'

const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day such as 2026-06-13')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'must be a real day',
  )
const clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time such as 09:00')
const courtId = z.number().int().positive().max(2_147_483_647)

export const WindowInput = z
  .object({ day: dayString, start: clock, end: clock })
  .strict()
  .refine((w) => w.end > w.start, { path: ['end'], message: 'must be after the start' })

export const CourtsBody = z
  .object({
    courts: z
      .array(
        z
          .object({
            id: courtId
              .optional()
              .openapi({ description: 'An existing court of the event; absent: a new court' }),
            name: z.string().trim().min(1).max(60),
            windows: z.array(WindowInput).max(31),
          })
          .strict(),
      )
      .max(64),
  })
  .strict()
  .superRefine((value, ctx) => {
    const names = new Set<string>()
    value.courts.forEach((court, i) => {
      const key = court.name.toLocaleLowerCase()
      if (names.has(key))
        ctx.addIssue({ code: 'custom', path: ['courts', i, 'name'], message: 'two courts have this name' })
      names.add(key)
      const windows = [...court.windows].sort((a, b) => (a.day + a.start).localeCompare(b.day + b.start))
      windows.forEach((w, j) => {
        const next = windows[j + 1]
        if (next && next.day === w.day && next.start < w.end)
          ctx.addIssue({
            code: 'custom',
            path: ['courts', i, 'windows'],
            message: 'two windows of a day overlap',
          })
      })
    })
  })
  .openapi('Courts', {
    description:
      "The event's full list of courts: listed ids are kept (renamed, windows replaced), entries without an id are new courts, courts not listed are removed (409 COURT_HAS_MATCHES when a match is on one).",
  })

const WindowSchema = z.object({
  day: z.string(),
  start: z.string().openapi({ description: 'HH:MM on the event’s clock' }),
  end: z.string().openapi({ description: 'HH:MM on the event’s clock; 24:00 = midnight' }),
  startsAt: z.string(),
  endsAt: z.string(),
})

export const CourtsView = z
  .object({
    eventId: z.number(),
    timeZone: z.string(),
    courts: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        matchCount: z
          .number()
          .openapi({ description: 'Matches on this court (it cannot be removed while > 0)' }),
        windows: z.array(WindowSchema),
      }),
    ),
  })
  .openapi('CourtsView')

const durations = z
  .object(
    Object.fromEntries(
      DURATION_KEYS.map((key) => [key, z.number().int().min(5).max(600).optional()]),
    ) as Record<(typeof DURATION_KEYS)[number], z.ZodOptional<z.ZodNumber>>,
  )
  .strict()

export const SettingsBody = z
  .object({
    minRestMinutes: z.number().int().min(0).max(600).optional(),
    maxMatchesPerPlayerPerDay: z.number().int().min(1).max(50).nullable().optional(),
    durations: durations.optional().openapi({
      description: 'Minutes per match format preset (or custom); only the keys sent change',
    }),
  })
  .strict()
  .openapi('ScheduleSettingsChange')

export const SettingsView = z
  .object({
    minRestMinutes: z.number(),
    maxMatchesPerPlayerPerDay: z.number().nullable(),
    durations: z
      .record(z.string(), z.number())
      .openapi({ description: 'Minutes per format key, defaults filled in' }),
    defaults: z.record(z.string(), z.number()),
    classes: z.array(
      z.object({ id: z.number(), name: z.string(), durationKey: z.string(), minutes: z.number() }),
    ),
  })
  .openapi('ScheduleSettings')

export const RunBody = z
  .object({
    mode: z.enum(['keep', 'replan']).default('keep').openapi({
      description:
        'keep: matches that have a court and time stay, the rest is planned around them; replan: every match not yet played is planned again',
    }),
  })
  .strict()
  .openapi('RunSchedule')

export const ConflictSchema = z
  .object({
    kind: z.enum([
      'player_overlap',
      'rest',
      'order',
      'availability',
      'court_overlap',
      'day_limit',
      'unknown_match',
    ]),
    matchIds: z.array(z.number()).openapi({ description: 'Public match ids involved' }),
    playerId: z.number().nullable(),
    playerName: z.string().nullable(),
    courtId: z.number().nullable(),
    day: z.string().nullable(),
  })
  .openapi('ScheduleConflict')

export const RunAnswer = z
  .object({
    placed: z.number(),
    kept: z.number(),
    unplaced: z.array(
      z.object({
        matchId: z.number(),
        reason: z.enum(['no_court_time', 'dependency_unplaced']),
      }),
    ),
  })
  .openapi('ScheduleRun')

export const SlotBody = z
  .object({
    courtId: courtId.nullable(),
    start: z.iso.datetime({ offset: true }).nullable().openapi({
      description: 'The new start (ISO instant); null with courtId null takes the match off the plan',
    }),
    confirm: z.boolean().optional().openapi({ description: 'Save even though the move causes conflicts' }),
  })
  .strict()
  .refine((v) => (v.courtId === null) === (v.start === null), {
    path: ['start'],
    message: 'give both a court and a start, or neither',
  })
  .openapi('MoveMatch')

export const MatchSlotView = z
  .object({
    id: z.number(),
    classId: z.number(),
    className: z.string(),
    drawMatchId: z.string(),
    stage: z.enum(['group', 'main', 'third_place', 'consolation']),
    group: z.string().nullable(),
    round: z.number(),
    position: z.number(),
    home: z.string().nullable().openapi({ description: 'Team name, or a placeholder such as W:QF1' }),
    away: z.string().nullable(),
    status: z.enum(['pending', 'ready', 'decided']),
    courtId: z.number().nullable(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    day: z.string().nullable(),
    durationMinutes: z.number(),
  })
  .openapi('ScheduledMatch')

export const SlotAnswer = z
  .object({ match: MatchSlotView, conflicts: z.array(ConflictSchema), saved: z.boolean() })
  .openapi('MoveMatchAnswer')

export const PlanView = z
  .object({
    eventId: z.number(),
    timeZone: z.string(),
    courts: z.array(z.object({ id: z.number(), name: z.string() })),
    days: z.array(
      z.object({
        day: z.string(),
        courts: z.array(z.object({ courtId: z.number(), matches: z.array(MatchSlotView) })),
      }),
    ),
    unscheduled: z.array(MatchSlotView),
    conflicts: z.array(ConflictSchema),
  })
  .openapi('OrderOfPlay')

export const ScheduleErrorSchema = ErrorSchema.extend({
  error: ErrorSchema.shape.error.extend({
    conflicts: z
      .array(ConflictSchema)
      .optional()
      .openapi({ description: 'SCHEDULE_CONFLICTS: what the move breaks' }),
  }),
}).openapi('ScheduleError')

export const scheduleConflict = {
  409: json(
    ScheduleErrorSchema,
    'Refused: conflicts to confirm, a court with matches, or a match that is not plannable',
  ),
} as const
