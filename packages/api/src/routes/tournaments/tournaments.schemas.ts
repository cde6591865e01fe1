import { z } from 'zod'

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

export const KEYWORD_TYPES_MESSAGE = 'keywordTournamentTypes must be [1,13] or [3,15]'

/** Exactly [1,13] (tournaments) or [3,15] (travels), in any order (spec section 5). */
export const keywordTournamentTypesSchema = z.preprocess(
  (value) => {
    if (typeof value === 'string' && value.trim().startsWith('[')) {
      try {
        return JSON.parse(value) as unknown
      } catch {
        return value
      }
    }
    return toList(value)
  },
  z
    .array(z.coerce.number(), { error: KEYWORD_TYPES_MESSAGE })
    .transform((codes) => [...codes].sort((a, b) => a - b))
    .refine((codes) => codes.join(',') === '1,13' || codes.join(',') === '3,15', KEYWORD_TYPES_MESSAGE),
)

export const countriesSchema = z.preprocess(
  (value) => toList(value)?.map((v) => String(v).toUpperCase()),
  z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166-1 alpha-2 codes')).max(60),
)

const intString = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

export const tournamentListQuery = z.object({
  offset: intString(0, 1_000_000).default(0),
  limit: intString(1, 50).default(12),
  tournamentState: z.enum(['open', 'closed']).default('open'),
  search: z.string().max(100).optional(),
  countries: countriesSchema.optional(),
  keywordTournamentTypes: keywordTournamentTypesSchema.default([1, 13]),
  organizationId: intString(1, 2_147_483_647).optional(),
})

export const featuredQuery = z.object({
  keywordTournamentTypes: keywordTournamentTypesSchema.optional(),
  organizationId: intString(1, 2_147_483_647).optional(),
})

export const countriesQuery = z.object({
  keywordTournamentTypes: keywordTournamentTypesSchema.optional(),
  tournamentState: z.enum(['open', 'closed']).optional(),
})
