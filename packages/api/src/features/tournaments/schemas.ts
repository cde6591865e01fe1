// The public event pages' answers (/bff/tournament, and the event cards the clubs pages list):
// the zod schemas that describe them in /bff/openapi.json, and the types derived from them that
// lib/types.ts re-exports to the web. This module imports nothing of the API (no http/, no lib/),
// so lib/types.ts can re-export from it without an import circle (docs/decisions/0013).
import { z } from '@hono/zod-openapi'
import { LOCALES, TOURNAMENT_STATES } from '@courtside/domain'
import { LiveSummary } from '../live-board/schemas.ts'

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
  shareDescription: z.string().openapi({
    description:
      'The description as plain text of at most 200 characters, for sharing metadata (what base-info gives)',
  }),
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
  selfCheckInOpen: z.boolean().openapi({
    description: 'Players may check themselves in now (GET /tournament/{id}/check-in/window has the times)',
  }),
  liveSummary: LiveSummary.optional().openapi({
    description:
      'A tournament from the day before it starts to the day after it ends: its "Live now" panel, as GET /tournament/{id}/live/summary answers it (the page then reads the event once)',
  }),
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

export type OrganizationSummary = z.infer<typeof OrganizationSummary>
export type TournamentCard = z.infer<typeof TournamentCard>
export type TournamentList = z.infer<typeof TournamentList>
export type CountryCount = z.infer<typeof CountryCount>
export type ClassSummary = z.infer<typeof ClassSummary>
export type TournamentDetail = z.infer<typeof TournamentDetail>
export type BaseInfo = z.infer<typeof BaseInfo>
export type TourCard = z.infer<typeof TourCard>
export type TourDetail = z.infer<typeof TourDetail>
