// The public club pages' contract (/bff/organizers): the organizer list, filterable by country,
// and one organizer with its upcoming and past events (their shapes: schemas.ts).
import { z } from '@hono/zod-openapi'

export { json, readErrors } from '../../http/public-read-app.ts'

export const CountryFilter = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((s) => s.toUpperCase())
    .optional()
    .openapi({ description: 'ISO 3166-1 alpha-2, any case', example: 'de', type: 'string' }),
})

export const ClubParams = z.object({
  idOrSlug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/i, 'must be an id or a slug')
    .openapi({ param: { name: 'idOrSlug', in: 'path' }, example: 'berlin-pickleball' }),
})

export { ClubCard, ClubDetail } from './schemas.ts'
