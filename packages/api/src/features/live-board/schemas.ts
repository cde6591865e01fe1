// The "Live now" panel's answer as a zod schema, for /bff/openapi.json: the tournament's answer
// carries it around the event's days (tournaments/schemas.ts). Like that module it imports nothing
// of the API, so the web's types can come from it (docs/decisions/0013).
import { z } from '@hono/zod-openapi'
import { CALLED_STATES } from '@courtside/db'

const LiveSide = z.object({
  name: z.string().nullable(),
  placeholder: z
    .string()
    .nullable()
    .openapi({ description: "The draw's placeholder ('W:QF1') while the side is unknown" }),
})

export const LiveMatch = z
  .object({
    id: z.number(),
    classId: z.number(),
    className: z.string(),
    home: LiveSide,
    away: LiveSide,
    state: z
      .enum(CALLED_STATES)
      .nullable()
      .openapi({ description: 'The match-day state; null = not called yet' }),
    since: z.string().nullable().openapi({ description: 'When the match entered its state' }),
    plannedAt: z.string().nullable(),
    court: z.string().nullable().openapi({ description: 'The court it was called to, else the planned one' }),
    games: z.array(z.object({ home: z.number(), away: z.number() })),
    decision: z.string().nullable(),
    isPending: z.boolean().openapi({ description: 'The games are a submitted score not confirmed yet' }),
  })
  .openapi('LiveMatch')

export const LiveSummary = z
  .object({
    event: z.object({ id: z.number(), timeZone: z.string(), isToday: z.boolean() }),
    courts: z.array(z.object({ id: z.number(), name: z.string(), match: LiveMatch.nullable() })).openapi({
      description: 'Only the courts with a match called to them or playing',
    }),
    results: z.array(LiveMatch).openapi({ description: 'The latest results, newest first' }),
    isLive: z.boolean().openapi({ description: 'Something is called or on court right now' }),
  })
  .openapi('LiveSummary')
