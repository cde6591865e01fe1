// The draws API's contract (issue 14): zod schemas that validate the requests and describe the
// answers in /bff/openapi.json. Shapes follow the domain's Draw (packages/domain/src/draws,
// docs/decisions/0012); entry ids are the class's team ids, draw match ids are the draw's
// stable strings ('G1-R2-3', 'M-R1-4', 'P3', 'C-R1-2'), match ids are the public match rows.
import { z } from '@hono/zod-openapi'
import { MAX_GROUP_SIZE, SINGLE_GROUP_RANGE } from '@courtside/domain'
import { ErrorSchema, json } from '../organizer/index.ts'

export { body, errors, IdParams, json } from '../organizer/index.ts'

const entryId = z.number().int().positive().max(2_147_483_647)
const instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s))

export const DRAW_FORMATS = ['round_robin', 'knockout', 'groups_knockout'] as const

const optionFields = {
  format: z.enum(DRAW_FORMATS),
  groupSize: z
    .number()
    .int()
    .min(SINGLE_GROUP_RANGE.min)
    .max(SINGLE_GROUP_RANGE.max)
    .optional()
    .openapi({ description: 'Groups of at most this size (3–6 when there are several groups)' }),
  groupCount: z.number().int().min(1).max(128).optional().openapi({ description: 'Or: this many groups' }),
  qualifiersPerGroup: z
    .number()
    .int()
    .min(1)
    .max(MAX_GROUP_SIZE)
    .optional()
    .openapi({ description: 'groups_knockout: the top K of each group go on to the knockout' }),
  thirdPlace: z.boolean().optional(),
  consolation: z
    .boolean()
    .optional()
    .openapi({ description: 'A consolation bracket for first-match losers' }),
  separateClubs: z.boolean().optional().openapi({
    description: 'Groups: keep players of the same club apart where a swap within a tier allows it',
  }),
}

export const GenerateDrawBody = z
  .object({
    ...optionFields,
    randomSeed: z.number().int().min(0).max(0xffffffff).optional().openapi({
      description:
        'Reproduce a draw: the same entries, options and seed give the same draw. Absent: a new seed',
    }),
  })
  .strict()
  .superRefine((value, ctx) => {
    const grouped = value.format !== 'knockout'
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (grouped && value.groupSize === undefined && value.groupCount === undefined)
      issue('groupSize', 'give a group size or a group count')
    if (value.groupSize !== undefined && value.groupCount !== undefined)
      issue('groupCount', 'give a group size or a group count, not both')
    if (!grouped && (value.groupSize !== undefined || value.groupCount !== undefined))
      issue('format', 'a knockout has no groups')
    if (value.format === 'groups_knockout' && value.qualifiersPerGroup === undefined)
      issue('qualifiersPerGroup', 'say how many of each group go on to the knockout')
    if (value.format !== 'groups_knockout' && value.qualifiersPerGroup !== undefined)
      issue('qualifiersPerGroup', 'only groups followed by a knockout have qualifiers')
    if (value.format === 'round_robin' && (value.thirdPlace || value.consolation))
      issue('format', 'a round robin has no third-place match or consolation bracket')
    if (value.format === 'knockout' && value.separateClubs)
      issue('separateClubs', 'club separation applies to groups')
  })
  .openapi('GenerateDraw')

export const SwapBody = z
  .object({
    entryIds: z.tuple([entryId, entryId]).openapi({ description: 'The two entries that change places' }),
  })
  .strict()
  .refine((value) => value.entryIds[0] !== value.entryIds[1], {
    path: ['entryIds'],
    message: 'two different entries',
  })
  .openapi('SwapDrawEntries')

export const PublishBody = z
  .object({
    publishAt: instant
      .optional()
      .openapi({ description: 'When the public class page shows the draw; absent: now', type: 'string' }),
  })
  .strict()
  .openapi('PublishDraw')

export const DECISIONS = ['walkover_home', 'walkover_away', 'retired_home', 'retired_away'] as const

const points = z.number().int().min(0).max(99)
export const ResultBody = z
  .object({
    games: z
      .array(z.object({ home: points, away: points }).strict())
      .max(9)
      .openapi({ description: 'Scores per game; empty with no decision clears the result' }),
    decision: z.enum(DECISIONS).nullable().optional().openapi({
      description:
        'walkover_home/away: that side is awarded the match (no games); retired_home/away: that side retired (games so far)',
    }),
    confirmUndo: z
      .boolean()
      .optional()
      .openapi({ description: 'Clear the later results a correction invalidates (a 409 lists them)' }),
  })
  .strict()
  .openapi('MatchResult')

const SlotSourceSchema = z
  .union([
    z.object({ kind: z.literal('entry'), entryId: z.number() }),
    z.object({ kind: z.literal('bye') }),
    z.object({ kind: z.enum(['winner', 'loser', 'first_match_loser']), matchId: z.string() }),
    z.object({ kind: z.literal('group_place'), group: z.number(), place: z.number() }),
  ])
  .openapi('DrawSlotSource')

const SideSchema = z.object({
  entryId: z.number().nullable().openapi({ description: 'null: not known yet, or a bye' }),
  bye: z.boolean(),
  from: SlotSourceSchema,
})

const GameSchema = z.object({ home: z.number(), away: z.number() })

export const DrawMatchSchema = z
  .object({
    id: z.string().openapi({ description: "The draw's match id, e.g. M-R1-4" }),
    matchId: z
      .number()
      .nullable()
      .openapi({ description: 'The public match row (results are entered on it); null before lock' }),
    stage: z.enum(['group', 'main', 'third_place', 'consolation']),
    group: z.number().nullable(),
    round: z.number(),
    position: z.number(),
    home: SideSchema,
    away: SideSchema,
    status: z.enum(['pending', 'ready', 'bye', 'decided']),
    result: z.object({ games: z.array(GameSchema), decision: z.enum(DECISIONS).nullable() }).nullable(),
    winnerEntryId: z.number().nullable(),
  })
  .openapi('DrawMatch')

const StandingSchema = z.object({
  entryId: z.number(),
  rank: z.number(),
  played: z.number(),
  won: z.number(),
  lost: z.number(),
  drawn: z.number(),
  gamesWon: z.number(),
  gamesLost: z.number(),
  pointDiff: z.number(),
})

export const DrawEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  seed: z.number(),
  rating: z.number().nullable(),
  withdrawn: z.boolean(),
})

export const DrawViewSchema = z
  .object({
    classId: z.number(),
    status: z.enum(['draft', 'locked', 'published']),
    isPublic: z.boolean().openapi({ description: 'The public class page shows the draw now' }),
    randomSeed: z.number(),
    ratingKind: z.enum(['singles', 'doubles']),
    options: z.object(optionFields),
    publishAt: z.string().nullable(),
    lockedAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
    entriesChanged: z.object({
      added: z.array(z.object({ id: z.number(), name: z.string() })),
      removed: z.array(z.number()),
    }),
    entries: z.array(DrawEntrySchema),
    groups: z.array(z.object({ index: z.number(), name: z.string(), standings: z.array(StandingSchema) })),
    matches: z.array(DrawMatchSchema),
  })
  .openapi('DrawView')

export const ResultAnswer = z
  .object({
    match: DrawMatchSchema,
    undone: z.array(z.object({ id: z.string(), matchId: z.number().nullable() })),
    unchanged: z.boolean().openapi({ description: 'true: a repeat of the stored result; nothing changed' }),
  })
  .openapi('MatchResultAnswer')

export const DrawErrorSchema = ErrorSchema.extend({
  error: ErrorSchema.shape.error.extend({
    affectedMatches: z
      .array(z.object({ id: z.string(), matchId: z.number().nullable() }))
      .optional()
      .openapi({ description: 'LATER_MATCHES_AFFECTED: the played matches confirmUndo would clear' }),
  }),
}).openapi('DrawError')

export const drawConflict = {
  409: json(
    DrawErrorSchema,
    'Refused: the draw is locked or not yet locked, entries changed, or later results',
  ),
} as const
export const unprocessable = { 422: json(ErrorSchema, 'The draw rules refuse these options') } as const
