// Tournament and travel list search params (spec sections 2 and 5). Every value is validated
// with a fallback: invalid input silently becomes the default. The filter's rules (states, type
// codes, search length) are the API's own (packages/domain/src/list-filter.ts). zod/mini: this
// ships to the browser.
import { z } from 'zod/mini'
import {
  keywordTypeCodesSchema,
  SEARCH_MAX_LENGTH,
  TOURNAMENT_STATES,
  TOURNAMENT_TYPE_CODES,
  TRAVEL_TYPE_CODES,
} from '@courtside/domain'
import { normalizeEmbedFlag, normalizeOrganizationId } from './embed.ts'

export type EventType = 'tournaments' | 'travels'
/** "DE,fr, XX1" → "DE,FR" (only alpha-2 codes survive, de-duplicated, sorted). */
export function normalizeCountries(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const codes = [
    ...new Set(
      value
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter((c) => /^[A-Z]{2}$/.test(c)),
    ),
  ].sort()
  return codes.length ? codes.join(',') : undefined
}

export function listSearchSchema(defaultEventType: EventType) {
  return z.object({
    searchText: z.catch(
      z.optional(
        z.pipe(
          z.string(),
          z.transform((s) => s.trim().slice(0, SEARCH_MAX_LENGTH) || undefined),
        ),
      ),
      undefined,
    ),
    page: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
    tournamentState: z._default(z.catch(z.enum(TOURNAMENT_STATES), 'open'), 'open'),
    countries: z.optional(z.pipe(z.unknown(), z.transform(normalizeCountries))),
    eventType: z._default(z.catch(z.enum(['tournaments', 'travels']), defaultEventType), defaultEventType),
    keywordTournamentTypes: z.catch(z.optional(keywordTypeCodesSchema), undefined),
    organizationId: z.optional(
      z.pipe(
        z.unknown(),
        z.transform((v) => normalizeOrganizationId(v) ?? undefined),
      ),
    ),
    embed: z.optional(
      z.pipe(
        z.unknown(),
        z.transform((v) => (v === undefined ? undefined : normalizeEmbedFlag(v))),
      ),
    ),
  })
}

export type ListSearch = z.output<ReturnType<typeof listSearchSchema>>

export function listDefaults(defaultEventType: EventType) {
  return { page: 1, tournamentState: 'open', eventType: defaultEventType } as const
}

/** The type codes a list shows: explicit keywordTournamentTypes win, else the event type's. */
export function effectiveTypes(search: Pick<ListSearch, 'keywordTournamentTypes' | 'eventType'>) {
  return (
    search.keywordTournamentTypes ?? [
      ...(search.eventType === 'travels' ? TRAVEL_TYPE_CODES : TOURNAMENT_TYPE_CODES),
    ]
  )
}
