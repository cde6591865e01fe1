// The public event pages' contract (/bff/tournament): lists, one event, its calendar entry and
// sharing metadata, and the tours. The answers' schemas are in schemas.ts. The list
// filters are packages/domain's zod/mini schemas (list-filter.ts, shared with the browser): the
// handlers validate them, so they are not in the document.
import { z } from '@hono/zod-openapi'
import { LOCALES } from '@courtside/domain'
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

export {
  OrganizationSummary,
  TournamentCard,
  TournamentList,
  CountryCount,
  ClassSummary,
  TournamentDetail,
  BaseInfo,
  TourCard,
  TourDetail,
} from './schemas.ts'
