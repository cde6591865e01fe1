// The scoring API's contract (issue 15): the public, token-authenticated phone routes
// (/bff/score/{token}) and the desk's routes under /bff/organizer (links, revoke, decide, list).
import { z } from '@hono/zod-openapi'
import { LOCALES } from '@courtside/domain'
import { DECISIONS } from '../draws/index.ts'
import { ErrorSchema, IdParams, json } from '../organizer/index.ts'

export { body, errors, IdParams, json } from '../organizer/index.ts'
export const conflict = { 409: json(ErrorSchema, 'Refused in the match’s current state') } as const
export const gone = { 410: json(ErrorSchema, 'The link expired or was revoked') } as const

export const TokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(2000)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The scoring link’s token' }),
})

const points = z.number().int().min(0).max(99)
const Games = z
  .array(z.object({ home: points, away: points }).strict())
  .min(1)
  .max(9)

/** `matchId`, when sent, must be the token's match (a page of another match is refused). */
const matchId = z.number().int().positive().max(2_147_483_647).optional()

export const SubmitBody = z.object({ games: Games, matchId }).strict().openapi('ScoreSubmit')
export const ConfirmBody = z.object({ matchId }).strict().openapi('ScoreConfirm')
export const DisputeBody = z
  .object({ note: z.string().trim().max(500).nullable().optional(), matchId })
  .strict()
  .openapi('ScoreDispute')

export const DecideBody = z
  .object({
    games: z.array(z.object({ home: points, away: points }).strict()).max(9),
    decision: z.enum(DECISIONS).nullable().optional(),
  })
  .strict()
  .openapi('ScoreDecision')

export const LinksQuery = z.object({
  locale: z.enum(LOCALES).optional().openapi({ description: 'The language of the links (default en)' }),
})

const Game = z.object({ home: z.number(), away: z.number() })
const Party = z.enum(['home', 'away', 'referee'])

export const ScoreView = z
  .object({
    match: z.object({
      id: z.number(),
      eventId: z.number(),
      eventName: z.string(),
      classId: z.number(),
      className: z.string(),
      timeZone: z.string(),
      startsAt: z.string().nullable(),
      court: z.string().nullable(),
      home: z.string().nullable(),
      away: z.string().nullable(),
    }),
    format: z.object({ gamesToWin: z.number(), pointsToWin: z.number(), winBy: z.number() }).passthrough(),
    party: Party,
    state: z.enum(['open', 'called', 'on_court', 'score_pending', 'disputed', 'confirmed']),
    pending: z
      .object({
        games: z.array(Game),
        side: z.string(),
        at: z.string(),
        autoConfirmAt: z.string().nullable(),
      })
      .nullable(),
    disputeNote: z.string().nullable(),
    result: z.object({ games: z.array(Game), decision: z.string().nullable() }).nullable(),
    can: z.object({ submit: z.boolean(), confirm: z.boolean(), dispute: z.boolean() }),
    expiresAt: z.string(),
  })
  .openapi('ScoreView')

export const ScoringLinks = z
  .object({
    matchId: z.number(),
    expiresAt: z.string(),
    tokenVersion: z.number(),
    links: z.array(z.object({ party: Party, url: z.string(), qrSvg: z.string() })),
  })
  .openapi('ScoringLinks')

export const ContestedScores = z
  .object({
    scores: z.array(
      z.object({
        matchId: z.number(),
        className: z.string(),
        home: z.string().nullable(),
        away: z.string().nullable(),
        court: z.string().nullable(),
        state: z.enum(['score_pending', 'disputed']),
        games: z.array(Game),
        submittedBy: z.string().nullable(),
        submittedAt: z.string().nullable(),
        autoConfirmAt: z.string().nullable(),
        disputeNote: z.string().nullable(),
      }),
    ),
  })
  .openapi('ContestedScores')

export { IdParams as MatchParams }
