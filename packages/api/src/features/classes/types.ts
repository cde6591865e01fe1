// Response shapes of the class endpoints (GET /tournament/class/:id/full and
// GET /tournament/:id/player-list), derived from their schemas (schemas.ts) so that the server,
// /bff/openapi.json and the web read one definition. Type-only; lib/types.ts re-exports them.
import type { ClassFull, PlayerListResponse } from './schemas.ts'

export type { ClassFull, ClassPlayer, MatchTeamRef, PlayerListResponse } from './schemas.ts'

/**
 * Every player of a class once, by id (JSON object keys are the ids as strings). Teams, match
 * sides and standing rows (through their team) refer to these ids.
 */
export type ClassPlayers = ClassFull['players']

/** Spec section 3 "Team": an entry of the class (one player, a pair or a squad). */
export type ClassTeam = ClassFull['teams'][number]

export type ClassMatch = ClassFull['matches'][number]

/** One game; the spec names each side's score after the side. */
export type ClassMatchGame = ClassMatch['results'][number]

/**
 * A knockout match's place: its stage (main draw, third-place match, consolation draw), its round
 * within the stage and its 1-based position in bracket order (null when not known).
 */
export type ClassKnockoutSlot = NonNullable<ClassMatch['knockout']>
export type KnockoutStage = ClassKnockoutSlot['stage']

/** Spec section 3 "Round standing": a knockout round with its matches in bracket order. */
export type ClassRoundStanding = ClassFull['roundStandings'][number]

/** Spec section 3 "Group standing", computed from the stored results on every request. */
export type ClassGroupStanding = ClassFull['groupStandings'][number]

export type ClassReward = ClassFull['rewards'][number]
export type ClassRankingPreset = ClassFull['rankingPreset']
export type ClassTournamentRef = ClassFull['tournament']

export type PlayerListItem = PlayerListResponse['items'][number]
export type PlayerListEntry = PlayerListItem['entries'][number]
