// Demo content for Courtside: a deterministic, realistic European pickleball season.
// prepare.ts calls seedDatabase() on the first start of an empty database; `npm run db:reset`
// (cli/reset.ts) recreates the database and calls it again.
import type { Db } from '../client.ts'
import {
  classes,
  courts,
  groups,
  groupTeams,
  matches,
  organizations,
  podcastEpisodes,
  registrations,
  rewards,
  rounds,
  teamMembers,
  teams,
  tournaments,
  tours,
  tourStops,
  users,
} from '../schema.ts'
import { buildSeedContent } from './content.ts'
import { IdAllocator, insertBatched, syncSequences } from './insert.ts'
import { Rng } from './random.ts'
import { utcDayStart } from './time.ts'

export const DEFAULT_SEED = 20261123

export type SeedOptions = {
  /** PRNG seed; the default gives the content every screenshot and browser test expects. */
  seed?: number
  /** Dates are relative to the UTC day of `now`; the same day gives the same content. */
  now?: Date
}

export type SeedSummary = {
  organizations: number
  users: number
  tournaments: number
  tours: number
  tourStops: number
  courts: number
  classes: number
  teams: number
  teamMembers: number
  registrations: number
  groups: number
  groupTeams: number
  rounds: number
  matches: number
  rewards: number
  podcastEpisodes: number
  /** Finished doubles class with 4 teams in one group and 6 simple results (for hand checks). */
  handCheckClassId: number
  handCheckTournamentSlug: string
  /** The 128-player singles class (32 groups, 64-draw knockout) for performance tests. */
  largeClassId: number
  /** Organizer whose embed origins are http://localhost:3100 and http://127.0.0.1:3100. */
  embedOrganizationSlug: string
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const rng = new Rng(options.seed ?? DEFAULT_SEED)
  const today = utcDayStart(options.now ?? new Date())

  // One transaction: a failure leaves no half-seeded database behind.
  return db.transaction(async (tx) => {
    const ids = await IdAllocator.load(tx)
    const content = buildSeedContent(rng, today, ids)

    // Parents before children (foreign keys).
    await insertBatched(tx, organizations, content.organizations)
    await insertBatched(tx, users, content.users)
    await insertBatched(tx, tournaments, content.tournaments)
    await insertBatched(tx, tours, content.tours)
    await insertBatched(tx, tourStops, content.tourStops)
    await insertBatched(tx, courts, content.courts)
    await insertBatched(tx, classes, content.classes)
    await insertBatched(tx, teams, content.teams)
    await insertBatched(tx, teamMembers, content.teamMembers)
    await insertBatched(tx, registrations, content.registrations)
    await insertBatched(tx, groups, content.groups)
    await insertBatched(tx, groupTeams, content.groupTeams)
    await insertBatched(tx, rounds, content.rounds)
    await insertBatched(tx, matches, content.matches)
    await insertBatched(tx, rewards, content.rewards)
    await insertBatched(tx, podcastEpisodes, content.podcastEpisodes)
    await syncSequences(tx)

    return {
      organizations: content.organizations.length,
      users: content.users.length,
      tournaments: content.tournaments.length,
      tours: content.tours.length,
      tourStops: content.tourStops.length,
      courts: content.courts.length,
      classes: content.classes.length,
      teams: content.teams.length,
      teamMembers: content.teamMembers.length,
      registrations: content.registrations.length,
      groups: content.groups.length,
      groupTeams: content.groupTeams.length,
      rounds: content.rounds.length,
      matches: content.matches.length,
      rewards: content.rewards.length,
      podcastEpisodes: content.podcastEpisodes.length,
      handCheckClassId: content.handCheckClassId,
      handCheckTournamentSlug: content.handCheckTournamentSlug,
      largeClassId: content.largeClassId,
      embedOrganizationSlug: content.embedOrganizationSlug,
    }
  })
}
export { DEMO_OWNER, seedDemoOwner } from './demo-owner.ts'
