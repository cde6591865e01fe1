// The tournament and travel list filter (spec sections 3 and 5), one module for both sides
// (issue 18): the /bff API validates its list, featured and countries queries with these schemas
// (features/tournaments), and the web builds its page-URL schema (apps/web/src/lib/list-search.ts)
// from the same rules and sends queries typed by them. zod/mini: this ships to the browser.
import { z } from 'zod/mini'

export const TOURNAMENT_STATES = ['open', 'closed'] as const
export const SEARCH_MAX_LENGTH = 100
export const KEYWORD_TYPES_MESSAGE = 'keywordTournamentTypes must be [1,13] or [3,15]'

/** Exactly [1,13] (tournaments) or [3,15] (travels), in any order. */
export const isKeywordTypes = (codes: readonly number[]): boolean => {
  const key = [...codes].sort((a, b) => a - b).join(',')
  return key === '1,13' || key === '3,15'
}

const sorted = (codes: number[]): number[] => [...codes].sort((a, b) => a - b)

/** The page URL's form: a JSON array of numbers (TanStack Router parses search values as JSON). */
export const keywordTypeCodesSchema = z.pipe(
  z.array(z.number()).check(z.refine(isKeywordTypes, { message: KEYWORD_TYPES_MESSAGE })),
  z.transform(sorted),
)

/** `a,b`, `a&a` (repeated keys) or `a,b&c` → ['a', 'b', 'c']; non-strings pass through. */
const toList = (value: unknown): unknown[] | undefined =>
  value === undefined
    ? undefined
    : (Array.isArray(value) ? (value as unknown[]) : [value]).flatMap((v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [v],
      )

/** The query string's form: `1,13`, `[1,13]` or repeated keys. */
const keywordTournamentTypesQuery = z.pipe(
  z.transform((value: unknown): unknown => {
    if (typeof value === 'string' && value.trim().startsWith('[')) {
      try {
        return JSON.parse(value) as unknown
      } catch {
        return value
      }
    }
    return toList(value)
  }),
  z.pipe(
    z
      .array(z.coerce.number(), { error: KEYWORD_TYPES_MESSAGE })
      .check(z.refine((codes) => isKeywordTypes(codes), { message: KEYWORD_TYPES_MESSAGE })),
    z.transform(sorted),
  ),
)

const countryCodesQuery = z.pipe(
  z.transform((value: unknown) => toList(value)?.map((v) => String(v).toUpperCase())),
  z.array(z.string().check(z.regex(/^[A-Z]{2}$/, 'must be ISO 3166-1 alpha-2 codes'))).check(z.maxLength(60)),
)

const intString = (min: number, max: number) =>
  z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max))
const organizationId = z.optional(intString(1, 2_147_483_647))

/** GET /bff/tournament/list. */
export const tournamentListFilter = z.object({
  offset: z._default(intString(0, 1_000_000), 0),
  limit: z._default(intString(1, 50), 12),
  tournamentState: z._default(z.enum(TOURNAMENT_STATES), 'open'),
  search: z.optional(z.string().check(z.maxLength(SEARCH_MAX_LENGTH))),
  countries: z.optional(countryCodesQuery),
  keywordTournamentTypes: z._default(keywordTournamentTypesQuery, [1, 13]),
  organizationId,
})

/** GET /bff/tournament/featured. */
export const featuredFilter = z.object({
  keywordTournamentTypes: z.optional(keywordTournamentTypesQuery),
  organizationId,
})

/** GET /bff/tournament/countries. */
export const countriesFilter = z.object({
  keywordTournamentTypes: z.optional(keywordTournamentTypesQuery),
  tournamentState: z.optional(z.enum(TOURNAMENT_STATES)),
})

/** What a client may send (the web's query builders are typed by these). */
export type TournamentListFilterInput = z.input<typeof tournamentListFilter>
export type TournamentListFilter = z.output<typeof tournamentListFilter>
export type FeaturedFilterInput = z.input<typeof featuredFilter>
export type CountriesFilterInput = z.input<typeof countriesFilter>
