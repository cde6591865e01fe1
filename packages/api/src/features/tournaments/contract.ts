// The public event pages' contract (/bff/tournament): lists, one event, its calendar entry and
// sharing metadata, and the tours. Shapes follow lib/types.ts, which the web reads. The list
// filters are packages/domain's zod/mini schemas (list-filter.ts, shared with the browser): the
// handlers validate them, so they are not in the document.
import { z } from '@hono/zod-openapi'
import { LOCALES, TOURNAMENT_STATES } from '@courtside/domain'
import { idParam } from '../../lib/validation.ts'

export { json, readErrors } from '../../http/public-read-app.ts'

// A clone: schemas built before @hono/zod-openapi loaded (lib/validation.ts) lack `.openapi`.
export const IdParams = z.object({
  id: idParam.clone().openapi({ param: { name: 'id', in: 'path' }, example: 42, type: 'integer' }),
})

/** The page links pass their language; an unknown value falls back like a missing one. */
export const LanguageQuery = z.object({
  lang: z
    .enum(LOCALES)
    .optional()
    .catch(undefined)
    .openapi({
      description: 'The visitor’s language; anything else is ignored',
      example: 'de',
      type: 'string',
      enum: [...LOCALES],
    }),
})

export const OrganizationSummary = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    country: z.string(),
  })
  .openapi('OrganizationSummary')

export const TournamentCard = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    typeCode: z.number(),
    eventType: z.enum(['tournaments', 'travels']),
    startDate: z.string(),
    endDate: z.string(),
    timeZone: z.string(),
    city: z.string(),
    country: z.string(),
    image: z.string().nullable(),
    progress: z.number(),
    state: z.enum(TOURNAMENT_STATES),
    isFeatured: z.boolean(),
    isRegistrationOpen: z.boolean(),
    classCount: z.number(),
    playerCount: z.number(),
    organization: OrganizationSummary,
  })
  .openapi('TournamentCard')

export const TournamentList = z
  .object({ items: z.array(TournamentCard), total: z.number(), offset: z.number(), limit: z.number() })
  .openapi('TournamentListResponse')

export const CountryCount = z.object({ code: z.string(), count: z.number() }).openapi('CountryCount')

export const ClassSummary = z
  .object({
    id: z.number(),
    name: z.string(),
    type: z.number(),
    gender: z.string(),
    capacity: z.number(),
    feeMinor: z.number(),
    currency: z.string(),
    ratingMin: z.number().nullable(),
    ratingMax: z.number().nullable(),
    startsAt: z.string().nullable(),
    playerCount: z.number(),
    entryCount: z.number(),
    isFull: z.boolean(),
    isCompleted: z.boolean(),
  })
  .openapi('ClassSummary')

export const TournamentDetail = TournamentCard.extend({
  description: z.string(),
  descriptionHtml: z.string().openapi({ description: 'The Markdown description rendered to safe HTML' }),
  descriptionLanguage: z.enum(LOCALES),
  venueName: z.string(),
  address: z.string(),
  postalCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  registrationStatus: z.enum(['open', 'not_yet_open', 'closed', 'finished']),
  currency: z.string(),
  organization: OrganizationSummary.extend({ website: z.string().nullable(), email: z.string().nullable() }),
  classes: z.array(ClassSummary),
  tour: z.object({ id: z.number(), slug: z.string(), name: z.string(), stopNumber: z.number() }).nullable(),
}).openapi('TournamentDetail')

export const BaseInfo = z
  .object({ name: z.string(), description: z.string(), img: z.string().nullable() })
  .openapi('BaseInfo')

export const TourCard = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    subtitle: z.string(),
    image: z.string().nullable(),
    season: z.number(),
    stopCount: z.number(),
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    countries: z.array(z.string()),
  })
  .openapi('TourCard')

export const TourDetail = TourCard.extend({
  description: z.string(),
  organization: OrganizationSummary.nullable(),
  stops: z.array(TournamentCard.extend({ stopNumber: z.number(), pointsMultiplierPercent: z.number() })),
  rankings: z.array(
    z.object({
      rank: z.number(),
      player: z.object({
        id: z.number(),
        firstName: z.string(),
        lastName: z.string(),
        country: z.string().nullable(),
        avatar: z.string().nullable(),
      }),
      totalPoints: z.number(),
      stopsPlayed: z.number(),
      bestPlacement: z.number().nullable(),
    }),
  ),
}).openapi('TourDetail')
