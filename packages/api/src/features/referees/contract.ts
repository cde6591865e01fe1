// Signed-in referees on match day (issue 15): the desk assigns the club's referees to an event's
// courts; a referee reads "my courts" with the match on each and its referee scoring link.
import { z } from '@hono/zod-openapi'
import { LOCALES } from '@courtside/domain'
import { DeskMatchView } from '../desk/index.ts'

export { body, errors, IdParams, json } from '../organizer/index.ts'

const id = z.coerce.number().int().positive().max(2_147_483_647)

export const CourtParams = z.object({
  id: id.openapi({ param: { name: 'id', in: 'path' }, example: 42 }),
  courtId: id.openapi({ param: { name: 'courtId', in: 'path' }, example: 7 }),
})

export const CourtRefereesBody = z
  .object({
    userIds: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, 'each referee once')
      .openapi({ description: 'The court’s referees after the change (an empty list clears it)' }),
  })
  .strict()
  .openapi('CourtReferees')

export const LocaleQuery = z.object({
  locale: z.enum(LOCALES).optional().openapi({ description: 'The language of the links (default en)' }),
})

export const RefereeList = z
  .object({
    eventId: z.number(),
    referees: z.array(
      z.object({
        userId: z.number(),
        name: z.string(),
        courtIds: z.array(z.number()).openapi({ description: 'Courts of this event assigned to them' }),
      }),
    ),
  })
  .openapi('EventReferees')

export const MyCourts = z
  .object({
    eventId: z.number(),
    organizationId: z.number(),
    eventName: z.string(),
    timeZone: z.string(),
    now: z.string(),
    courts: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        match: DeskMatchView.nullable().openapi({ description: 'The match holding the court, if any' }),
        scoringUrl: z
          .string()
          .nullable()
          .openapi({ description: 'The referee scoring link of that match (absolute)' }),
        next: DeskMatchView.nullable().openapi({ description: 'The next ready match planned on it' }),
      }),
    ),
  })
  .openapi('MyCourts')

export const MyCourtEvents = z
  .object({
    events: z.array(
      z.object({
        eventId: z.number(),
        eventName: z.string(),
        organizationId: z.number(),
        startDate: z.string(),
        endDate: z.string(),
        timeZone: z.string(),
        courts: z.array(z.object({ id: z.number(), name: z.string() })),
      }),
    ),
  })
  .openapi('MyCourtEvents')
