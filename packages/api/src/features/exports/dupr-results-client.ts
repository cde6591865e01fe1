// DUPR's match API for partners (the "Match" section of DUPR's API reference): a short-lived
// token from the partner key and secret, matches created in batches of at most 100, and a match
// deleted by its identifier and DUPR's match code. Outbound calls go through deps.fetch, so tests
// answer them without the internet; every failure becomes a 502 the console can explain.
import { z } from 'zod'
import type { DuprApiMatch } from '@courtside/domain'
import { AppError } from '../../lib/errors.ts'
import { DUPR_ENDPOINTS, type DuprConfig } from '../accounts/index.ts'

/** DUPR takes at most 100 matches per batch request. */
export const DUPR_BATCH_LIMIT = 100

const TIMEOUT_MS = 15_000

const tokenAnswer = z.object({ result: z.object({ token: z.string().min(1) }) })
const batchAnswer = z.object({
  result: z.object({
    matchCodes: z.array(z.string().nullable()),
    errors: z
      .array(
        z.object({ identifier: z.string().optional(), errors: z.record(z.string(), z.unknown()).optional() }),
      )
      .optional(),
  }),
})

export type DuprBatchOutcome = { identifier: string } & (
  { matchCode: string } | { matchCode: null; message: string }
)

const unavailable = () => new AppError(502, 'DUPR_UNAVAILABLE', 'DUPR is not reachable; try again later')

export function duprResultsClient(config: DuprConfig, doFetch: typeof fetch) {
  const { api } = DUPR_ENDPOINTS[config.environment]

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    try {
      const response = await doFetch(`${api}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
      const text = await response.text()
      let body: unknown = null
      try {
        body = text ? (JSON.parse(text) as unknown) : null
      } catch {
        body = text
      }
      return { status: response.status, body }
    } catch {
      throw unavailable()
    }
  }

  return {
    async token(): Promise<string> {
      const credentials = Buffer.from(`${config.clientKey}:${config.clientSecret}`).toString('base64')
      const { status, body } = await call('/auth/v1.0/token', {
        method: 'POST',
        headers: { 'x-authorization': credentials, accept: 'application/json' },
      })
      if (status === 401 || status === 403)
        throw new AppError(
          502,
          'DUPR_CREDENTIALS_REFUSED',
          'DUPR refused the partner key and secret; check DUPR_CLIENT_KEY and DUPR_CLIENT_SECRET',
        )
      const parsed = tokenAnswer.safeParse(body)
      if (status >= 300 || !parsed.success) throw unavailable()
      return parsed.data.result.token
    },

    /** One outcome per match, in the order given (DUPR answers matchCodes in request order). */
    async createMatches(token: string, matches: readonly DuprApiMatch[]): Promise<DuprBatchOutcome[]> {
      if (matches.length > DUPR_BATCH_LIMIT) throw new Error(`at most ${DUPR_BATCH_LIMIT} per batch`)
      const { status, body } = await call('/match/v1.0/batch', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(matches),
      })
      const parsed = batchAnswer.safeParse(body)
      if (status >= 300 || !parsed.success || parsed.data.result.matchCodes.length !== matches.length)
        throw unavailable()
      const why = new Map(
        (parsed.data.result.errors ?? []).map((error) => [
          error.identifier ?? '',
          Object.values(error.errors ?? {})
            .map(String)
            .join('; '),
        ]),
      )
      return matches.map((match, index) => {
        const matchCode = parsed.data.result.matchCodes[index] ?? null
        return matchCode
          ? { identifier: match.identifier, matchCode }
          : {
              identifier: match.identifier,
              matchCode: null,
              message: why.get(match.identifier) || 'DUPR did not accept this match',
            }
      })
    },

    /** True when DUPR deleted the match (or no longer has it). */
    async deleteMatch(token: string, identifier: string, matchCode: string): Promise<boolean> {
      const { status } = await call('/match/v1.0/delete', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ identifier, matchCode }),
      })
      return status < 300 || status === 404
    },
  }
}
