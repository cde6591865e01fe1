// The public club pages' answers (/bff/organizers): the zod schemas that describe them in
// /bff/openapi.json and the types lib/types.ts derives from them for the web. Like every slice's
// schemas.ts it imports nothing of the API but other slices' schemas (docs/decisions/0013).
import { z } from '@hono/zod-openapi'
import { OrganizationSummary, TournamentCard } from '../tournaments/schemas.ts'

export const ClubCard = OrganizationSummary.extend({
  city: z.string().nullable(),
  description: z.string(),
  upcomingCount: z.number(),
  eventCount: z.number(),
}).openapi('OrganizerCard')

export const ClubDetail = ClubCard.extend({
  website: z.string().nullable(),
  email: z.string().nullable(),
  embedOrigins: z.array(z.string()),
  upcoming: z.array(TournamentCard),
  past: z.array(TournamentCard),
}).openapi('OrganizerDetail')

export type OrganizerCard = z.infer<typeof ClubCard>
export type OrganizerDetail = z.infer<typeof ClubDetail>
