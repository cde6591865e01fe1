// The class endpoints' contract (mounted under /bff/tournament): the class page's read and the
// tournament player list. The TypeScript shapes the web reads are in types.ts; these schemas
// validate the requests and describe the answers in /bff/openapi.json.
import { z } from '@hono/zod-openapi'

export { json, readErrors } from '../../http/public-read-app.ts'

// lib/validation.ts idParam, built with this z so that it can carry its OpenAPI description.
const id = z.coerce.number().int().positive().max(2_147_483_647)
export const IdParams = z.object({ id: id.openapi({ param: { name: 'id', in: 'path' }, example: 42 }) })

const intString = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** Spec section 3 "Tournament player list query": offset, limit, classId, search. */
export const PlayerListQuery = z.object({
  offset: intString(0, 1_000_000).default(0),
  limit: intString(1, 100).default(20),
  classId: id.optional().openapi({ description: 'Only the players of this class of the event' }),
  search: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: 'Part of a first, last or user name, any case' }),
})

export const ClassPlayer = z
  .object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    duprRatingSingles: z
      .number()
      .nullable()
      .openapi({ description: 'DUPR, three decimals; null: not rated' }),
    duprRatingDoubles: z.number().nullable(),
    country: z.string().nullable(),
  })
  .openapi('ClassPlayer')

const TeamRef = z
  .object({ id: z.number(), name: z.string(), logo: z.string().nullable() })
  .openapi('MatchTeamRef')

const ClassTeam = z
  .object({
    id: z.number(),
    name: z.string(),
    logo: z.string().nullable(),
    seed: z.number().nullable(),
    userIds: z
      .array(z.number())
      .openapi({ description: 'Keys of `players` in position order; captains of team classes lead' }),
    captainUserId: z.number().nullable(),
  })
  .openapi('ClassTeam')

const Decision = z.enum(['walkover_home', 'walkover_away', 'retired_home', 'retired_away'])

const ClassMatch = z
  .object({
    id: z.number(),
    startDate: z.string().nullable(),
    court: z.object({ name: z.string() }).nullable(),
    homePlayerIds: z.array(z.number()).openapi({
      description: 'Keys of `players`, player 1 first; empty for team classes and unknown sides',
    }),
    awayPlayerIds: z.array(z.number()),
    homeTeam: TeamRef.nullable(),
    awayTeam: TeamRef.nullable(),
    homeTeamPlaceholder: z.string().nullable().openapi({ description: 'An unknown side, e.g. W:QF1' }),
    awayTeamPlaceholder: z.string().nullable(),
    results: z.array(z.object({ homeTeam: z.number(), awayTeam: z.number() })),
    decision: Decision.nullable(),
    outcome: z.object({
      winner: z.enum(['home', 'away', 'draw']).nullable().openapi({ description: 'null: not played yet' }),
      homeGames: z.number(),
      awayGames: z.number(),
      homePoints: z.number(),
      awayPoints: z.number(),
      isPlayed: z.boolean(),
    }),
    groupId: z.number().nullable(),
    roundId: z.number().nullable(),
    knockout: z
      .object({
        stage: z.enum(['main', 'third_place', 'consolation']),
        round: z.number(),
        position: z.number().nullable(),
      })
      .nullable()
      .openapi({ description: 'Its place in a knockout bracket; null for group matches' }),
  })
  .openapi('ClassMatch')

const StandingRow = z
  .object({
    teamId: z.number().openapi({ description: 'A team of `teams`' }),
    name: z.string(),
    rank: z.number(),
    countMatches: z.number(),
    matchWin: z.number(),
    matchLoss: z.number(),
    matchDraw: z.number(),
    gameWin: z.number(),
    gameLoss: z.number(),
    points: z.number(),
    pointsAgainst: z.number(),
    pointDiff: z.number(),
  })
  .openapi('StandingRow')

const MatchFormat = z.object({
  gamesToWin: z.number(),
  pointsToWin: z.number(),
  winBy: z.number(),
  cap: z.number().nullable().optional(),
  fixedGames: z.number().nullable().optional(),
  scoring: z.enum(['side_out', 'rally']),
})

export const ClassFull = z
  .object({
    id: z.number(),
    name: z.string(),
    type: z.number().openapi({ description: '1 singles, 2 doubles, 3 cup, 4 teams' }),
    gender: z.string(),
    capacity: z.number(),
    startsAt: z.string().nullable(),
    matchFormat: MatchFormat,
    matchFormatDescription: z.object({
      kind: z.enum(['best_of', 'single_game', 'fixed_games']),
      games: z.number(),
      pointsToWin: z.number(),
      winBy: z.number(),
      cap: z.number().nullable(),
      scoring: z.enum(['side_out', 'rally']),
    }),
    rankingPreset: z.object({
      key: z.string(),
      rules: z.array(z.string()),
      multiTieRules: z.array(z.string()),
      walkoverScoring: z.enum(['full_score', 'match_only']),
    }),
    isCompleted: z.boolean(),
    tournament: z.object({
      id: z.number(),
      name: z.string(),
      timeZone: z.string(),
      eventType: z.enum(['tournaments', 'travels']),
      startDate: z.string(),
      endDate: z.string(),
      progress: z.number(),
    }),
    players: z
      .record(z.string(), ClassPlayer)
      .openapi({ description: 'Everyone entered in the class, each once, by id' }),
    playerIds: z.array(z.number()).openapi({ description: 'The keys of `players` by last name, first name' }),
    teams: z.array(ClassTeam),
    rewards: z.array(
      z.object({
        placement: z.number(),
        points: z.number(),
        prize: z.string().nullable(),
        teamId: z.number(),
      }),
    ),
    matches: z.array(ClassMatch),
    roundStandings: z.array(
      z.object({
        id: z.number(),
        round: z.number(),
        name: z
          .object({ key: z.string(), n: z.number().optional() })
          .nullable()
          .openapi({ description: 'i18n key (and n for "Round of n"); null for an empty round' }),
        matchIds: z.array(z.number()),
      }),
    ),
    groupStandings: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        matchIds: z.array(z.number()),
        teams: z.array(StandingRow),
      }),
    ),
  })
  .openapi('ClassFull')

export const PlayerListResponse = z
  .object({
    items: z.array(
      ClassPlayer.extend({
        userName: z.string(),
        entries: z.array(
          z.object({
            classId: z.number(),
            className: z.string(),
            classType: z.number(),
            team: TeamRef.nullable(),
          }),
        ),
      }),
    ),
    total: z.number(),
    offset: z.number(),
    limit: z.number(),
  })
  .openapi('PlayerListResponse')
