// The class endpoints' answers (GET /tournament/class/{id}/full and GET /tournament/{id}/player-list):
// the zod schemas that describe them in /bff/openapi.json, and the types derived from them that
// types.ts (and through it lib/types.ts) hands to the web. This module imports nothing of the API
// (no http/, no lib/), so lib/types.ts can re-export from it without an import circle
// (docs/decisions/0013). Where a field is a packages/domain type, `exactly` makes tsc fail if the
// schema and the domain's type ever disagree, so neither is a hand-kept copy of the other.
import { z } from '@hono/zod-openapi'
import type {
  EventType,
  MatchDecision,
  MatchFormat as DomainMatchFormat,
  MatchFormatDescription as DomainMatchFormatDescription,
  MatchOutcome as DomainMatchOutcome,
  RankingRuleKey,
  RoundName as DomainRoundName,
  StandingRow as DomainStandingRow,
  WalkoverScoring,
} from '@courtside/domain'

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** The schema as it is, if its output is exactly the domain's type T (else a type error here). */
const exactly =
  <T>() =>
  <S extends z.ZodType>(schema: S & (Same<z.infer<S>, T> extends true ? unknown : never)): S =>
    schema

const oneOf =
  <T extends string>() =>
  <const V extends readonly [T, ...T[]]>(values: V & (Same<V[number], T> extends true ? unknown : never)) =>
    z.enum(values)

const Decision = oneOf<MatchDecision>()(['walkover_home', 'walkover_away', 'retired_home', 'retired_away'])
const Scoring = z.enum(['side_out', 'rally'])

const RankingRule = oneOf<RankingRuleKey>()([
  'matches_won',
  'head_to_head',
  'point_diff',
  'head_to_head_point_diff',
  'point_diff_vs_next_higher',
  'games_won',
  'points_won',
  'walkovers_conceded',
  'team_name',
  'team_id',
])

const RoundName = exactly<DomainRoundName>()(
  z.union([
    z.object({
      key: z.enum(['final', 'semifinal', 'quarterfinal', 'round_of_16', 'round_of_32', 'round_of_64']),
    }),
    z.object({ key: z.literal('round_n'), n: z.number() }),
  ]),
)

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

export const MatchTeamRef = z
  .object({ id: z.number(), name: z.string(), logo: z.string().nullable() })
  .openapi('MatchTeamRef')

/** Spec section 3 "Team": an entry of the class (one player, a pair or a squad). */
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

const MatchOutcome = exactly<DomainMatchOutcome>()(
  z.object({
    winner: z.enum(['home', 'away', 'draw']).nullable().openapi({ description: 'null: not played yet' }),
    homeGames: z.number(),
    awayGames: z.number(),
    homePoints: z.number(),
    awayPoints: z.number(),
    isPlayed: z.boolean(),
  }),
)

const ClassMatch = z
  .object({
    id: z.number(),
    startDate: z.string().nullable(),
    court: z.object({ name: z.string() }).nullable(),
    homePlayerIds: z.array(z.number()).openapi({
      description: 'Keys of `players`, player 1 first; empty for team classes and unknown sides',
    }),
    awayPlayerIds: z.array(z.number()),
    homeTeam: MatchTeamRef.nullable(),
    awayTeam: MatchTeamRef.nullable(),
    homeTeamPlaceholder: z.string().nullable().openapi({ description: 'An unknown side, e.g. W:QF1' }),
    awayTeamPlaceholder: z.string().nullable(),
    results: z.array(z.object({ homeTeam: z.number(), awayTeam: z.number() })),
    decision: Decision.nullable(),
    outcome: MatchOutcome,
    groupId: z.number().nullable(),
    roundId: z.number().nullable(),
    knockout: z
      .object({
        stage: z.enum(['main', 'third_place', 'consolation']),
        round: z.number().openapi({ description: '1 = first round (the third-place match: the final)' }),
        position: z.number().nullable().openapi({ description: '1-based, in bracket order' }),
      })
      .nullable()
      .openapi({ description: 'Its place in a knockout bracket; null for group matches' }),
  })
  .openapi('ClassMatch')

/** The domain's standing row (computeGroupStandings) as it is. */
const StandingRow = exactly<DomainStandingRow>()(
  z
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
      walkoversConceded: z.number(),
      tiebreak: z.union([RankingRule, z.literal('')]).openapi({
        description: "The rule that separated this team from the next one down; '' for the last",
      }),
    })
    .openapi('StandingRow'),
)

const MatchFormat = exactly<DomainMatchFormat>()(
  z.object({
    gamesToWin: z.number(),
    pointsToWin: z.number(),
    winBy: z.number(),
    cap: z.number().nullable().optional(),
    fixedGames: z.number().nullable().optional(),
    scoring: Scoring,
  }),
)

const MatchFormatDescription = exactly<DomainMatchFormatDescription>()(
  z.object({
    kind: z.enum(['best_of', 'single_game', 'fixed_games']),
    games: z.number(),
    pointsToWin: z.number(),
    winBy: z.number(),
    cap: z.number().nullable(),
    scoring: Scoring,
  }),
)

export const ClassFull = z
  .object({
    id: z.number(),
    name: z.string(),
    type: z.number().openapi({ description: '1 singles, 2 doubles, 3 cup, 4 teams' }),
    gender: z.string(),
    capacity: z.number(),
    startsAt: z.string().nullable(),
    matchFormat: MatchFormat,
    matchFormatDescription: MatchFormatDescription,
    rankingPreset: z.object({
      key: z.string(),
      rules: z.array(RankingRule).openapi({ description: 'For the whole table and for two tied teams' }),
      multiTieRules: z.array(RankingRule).openapi({ description: 'For three or more tied teams' }),
      walkoverScoring: oneOf<WalkoverScoring>()(['full_score', 'match_only']),
    }),
    isCompleted: z.boolean(),
    tournament: z.object({
      id: z.number(),
      name: z.string(),
      timeZone: z.string(),
      eventType: oneOf<EventType>()(['tournaments', 'travels']),
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
        teamId: z.number().openapi({ description: 'A team of `teams`' }),
      }),
    ),
    matches: z.array(ClassMatch),
    roundStandings: z.array(
      z.object({
        id: z.number(),
        round: z.number(),
        name: RoundName.nullable().openapi({
          description: 'i18n key (and n for "Round of n"); null for an empty round',
        }),
        matchIds: z.array(z.number()).openapi({ description: 'In bracket order' }),
      }),
    ),
    groupStandings: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        matchIds: z.array(z.number()),
        teams: z.array(StandingRow).openapi({ description: 'Best first' }),
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
            team: MatchTeamRef.nullable(),
          }),
        ),
      }),
    ),
    total: z.number(),
    offset: z.number(),
    limit: z.number(),
  })
  .openapi('PlayerListResponse')

export type ClassFull = z.infer<typeof ClassFull>
export type ClassPlayer = z.infer<typeof ClassPlayer>
export type MatchTeamRef = z.infer<typeof MatchTeamRef>
export type PlayerListResponse = z.infer<typeof PlayerListResponse>
