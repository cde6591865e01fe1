// DUPR (the rating service): the partner login link and, after the player signs in inside DUPR's
// page, the DUPR id and singles/doubles ratings stored on the player. Partner credentials stay on
// the server. Without them linking is "not configured" and stored ratings are still shown.
import { eq, users, type Db } from '@courtside/db'
import { z } from 'zod'
import { AppError } from '../../lib/errors.ts'

export type DuprConfig = {
  clientKey: string
  clientSecret: string
  environment: 'uat' | 'production'
}

export const DUPR_ENDPOINTS = {
  production: { dashboard: 'https://dashboard.dupr.com', api: 'https://prod.mydupr.com/api' },
  uat: { dashboard: 'https://uat.dupr.gg', api: 'https://uat.mydupr.com/api' },
} as const

export type DuprLoginLink = { isConfigured: true; url: string; origin: string } | { isConfigured: false }

/** DUPR partner docs: `{dashboard}/login-external-app/{base64 of the client key}`. */
export function getDuprLoginLink(config: DuprConfig | undefined): DuprLoginLink {
  if (!config) return { isConfigured: false }
  const { dashboard } = DUPR_ENDPOINTS[config.environment]
  return {
    isConfigured: true,
    url: `${dashboard}/login-external-app/${Buffer.from(config.clientKey).toString('base64')}`,
    origin: dashboard,
  }
}

/** "4.123" → 4.123; "NR", empty or out of range → null (shown as NR). */
export function parseDuprRating(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isFinite(n) && n > 0 && n < 10 ? Math.round(n * 1000) / 1000 : null
}

const playerSchema = z.object({
  result: z.object({
    id: z.union([z.string(), z.number()]).optional(),
    duprId: z.string().optional(),
    ratings: z
      .object({ singles: z.unknown().optional(), doubles: z.unknown().optional() })
      .partial()
      .optional(),
  }),
})

type Fetch = typeof fetch

/**
 * Links the caller's DUPR account: the user token DUPR posted to the page proves which DUPR
 * account signed in (we never trust a DUPR id sent by the browser alone); the ratings come from
 * DUPR with that token.
 */
export async function linkDuprAccount(options: {
  db: Db
  userId: number
  config: DuprConfig | undefined
  userToken: string
  fetch?: Fetch | undefined
}): Promise<{ duprId: string; duprRatingSingles: number | null; duprRatingDoubles: number | null }> {
  const { db, userId, config } = options
  if (!config) throw new AppError(409, 'DUPR_NOT_CONFIGURED', 'Linking a DUPR account is not configured')
  const doFetch = options.fetch ?? fetch
  const { api } = DUPR_ENDPOINTS[config.environment]
  let body: unknown
  try {
    const response = await doFetch(`${api}/user/v1.0/profile/`, {
      headers: {
        authorization: `Bearer ${options.userToken}`,
        'x-authorization': Buffer.from(`${config.clientKey}:${config.clientSecret}`).toString('base64'),
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(8000),
    })
    if (response.status === 401 || response.status === 403) {
      throw new AppError(400, 'DUPR_TOKEN_INVALID', 'DUPR did not accept the sign-in; try again')
    }
    if (!response.ok) throw new Error(`DUPR answered ${response.status}`)
    body = await response.json()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError(502, 'DUPR_UNAVAILABLE', 'DUPR is not reachable; try again later')
  }
  const parsed = playerSchema.safeParse(body)
  const duprId = parsed.success ? (parsed.data.result.duprId ?? String(parsed.data.result.id ?? '')) : ''
  if (!parsed.success || !duprId)
    throw new AppError(502, 'DUPR_UNAVAILABLE', 'DUPR sent an unexpected answer')
  const values = {
    duprId,
    duprRatingSingles: parseDuprRating(parsed.data.result.ratings?.singles),
    duprRatingDoubles: parseDuprRating(parsed.data.result.ratings?.doubles),
  }
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
  return values
}

export async function unlinkDuprAccount(options: { db: Db; userId: number }): Promise<void> {
  await options.db
    .update(users)
    .set({ duprId: null, duprRatingSingles: null, duprRatingDoubles: null, updatedAt: new Date() })
    .where(eq(users.id, options.userId))
}
