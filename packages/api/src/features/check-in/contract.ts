// The check-in API's contract (issue 15): the desk's list, check-in by code or by name, undo, the
// self check-in window and deadline, the no-shows; and the player's own code and self check-in.
// Times are ISO 8601 instants.
import { z } from '@hono/zod-openapi'
import { CHECK_IN_METHODS } from '@courtside/db'
import { ErrorSchema, json } from '../organizer/index.ts'

export { body, ErrorSchema, errors, IdParams, json } from '../organizer/index.ts'
export const conflict = { 409: json(ErrorSchema, 'Refused: contradicts the current state') } as const

const id = z.coerce.number().int().positive().max(2_147_483_647)
const instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s))

export const PlayerParams = z.object({
  id: id.openapi({ param: { name: 'id', in: 'path' }, example: 42 }),
  userId: id.openapi({ param: { name: 'userId', in: 'path' }, example: 7 }),
})

export const DeskQuery = z.object({
  q: z.string().max(100).optional().openapi({ description: 'Part of a name (case and accents ignored)' }),
})

const CheckInInfo = z.object({
  at: z.string(),
  method: z.enum(CHECK_IN_METHODS),
  by: z.string().nullable().openapi({ description: 'The desk member’s name; null for self check-in' }),
})

export const PlayerView = z
  .object({
    userId: z.number(),
    name: z.string(),
    classes: z.array(z.string()),
    checkIn: CheckInInfo.nullable(),
  })
  .openapi('CheckInPlayer')

export const WindowView = z
  .object({
    selfCheckInOpensAt: z.string().nullable(),
    selfCheckInClosesAt: z.string().nullable(),
    checkInDeadline: z.string().nullable(),
    selfCheckInOpen: z.boolean(),
  })
  .openapi('CheckInWindow')

export const DeskView = z
  .object({
    eventId: z.number(),
    timeZone: z.string(),
    expected: z.number().openapi({ description: 'Players with a confirmed entry' }),
    checkedIn: z.number(),
    window: WindowView,
    players: z.array(PlayerView).openapi({ description: 'Those matching `q` (all without it)' }),
  })
  .openapi('CheckInDesk')

export const CodeBody = z
  .object({
    code: z
      .string()
      .min(1)
      .max(2048)
      .openapi({ description: 'What the QR code carries, or the short code (ABCD-EFGH)' }),
  })
  .strict()
  .openapi('CheckInCode')

export const CheckInResult = z
  .object({ player: PlayerView, alreadyCheckedIn: z.boolean() })
  .openapi('CheckInResult')

export const WindowBody = z
  .object({
    selfCheckInOpensAt: instant.nullable(),
    selfCheckInClosesAt: instant.nullable(),
    checkInDeadline: instant.nullable(),
  })
  .strict()
  .refine((w) => (w.selfCheckInOpensAt === null) === (w.selfCheckInClosesAt === null), {
    path: ['selfCheckInClosesAt'],
    message: 'give both ends of the self check-in window, or neither',
  })
  .refine(
    (w) => !w.selfCheckInOpensAt || !w.selfCheckInClosesAt || w.selfCheckInClosesAt > w.selfCheckInOpensAt,
    { path: ['selfCheckInClosesAt'], message: 'must be after the opening' },
  )
  .openapi('CheckInSettings')

export const NoShowsView = z
  .object({
    deadline: z.string().nullable(),
    passed: z.boolean().openapi({ description: 'The deadline has passed: the list is final' }),
    entries: z.array(
      z.object({
        entryId: z.number(),
        classId: z.number(),
        className: z.string(),
        players: z.array(z.object({ userId: z.number(), name: z.string(), checkedIn: z.boolean() })),
      }),
    ),
  })
  .openapi('NoShows')

export const WithdrawNoShowsBody = z
  .object({
    entryIds: z
      .array(id)
      .min(1)
      .max(2000)
      .openapi({ description: 'The no-shows the director confirmed (as listed)' }),
  })
  .strict()
  .openapi('WithdrawNoShows')

export const WithdrawNoShowsResult = z
  .object({
    withdrawn: z.array(z.number()),
    skipped: z
      .array(z.number())
      .openapi({ description: 'Entries no longer no-shows: checked in since, or already withdrawn' }),
  })
  .openapi('WithdrawNoShowsResult')

export const MyCheckIn = z
  .object({
    eventId: z.number(),
    eventName: z.string(),
    timeZone: z.string(),
    entered: z.boolean().openapi({ description: 'The player has a confirmed entry' }),
    classes: z.array(z.string()),
    code: z.string().nullable().openapi({ description: 'The short code, e.g. ABCD-EFGH' }),
    token: z.string().nullable().openapi({ description: 'What the QR code carries' }),
    qrSvg: z.string().nullable(),
    checkIn: CheckInInfo.nullable(),
    window: WindowView,
  })
  .openapi('MyCheckIn')

export const PublicWindow = z
  .object({
    selfCheckInOpensAt: z.string().nullable(),
    selfCheckInClosesAt: z.string().nullable(),
    open: z.boolean(),
  })
  .openapi('SelfCheckInWindow')
