// Who enters which class: players are drawn from the eligible pool (gender, rating band, age),
// preferring players from the host country, then paired into doubles or grouped into squads.
import type { ClassTemplate } from './classes.ts'
import type { CountryCode } from './places.ts'
import { COUNTRIES } from './places.ts'
import type { SeedPlayer } from './people.ts'
import { fullName } from './people.ts'
import type { Rng } from './random.ts'
import { TEAM_LOGO_COUNT, media } from './media.ts'

export type SeedEntry = {
  id: number
  name: string
  logo: string | null
  /** 1 single (singles and cup), 2 double, 4 team. */
  teamType: 1 | 2 | 4
  /** Captain first for teams; a doubles entry with one member has an open partner slot. */
  members: SeedPlayer[]
  /** Simulated playing strength (hidden level, also for unrated players). */
  strength: number
  /** The published rating used for seeding (null when a member is unrated). */
  seedingRating: number
  seed: number | null
}

/** Club squads for the team classes, two per country; logos 1–24. Nations use logos 25–36. */
const CLUB_TEAMS: { name: string; country: CountryCode }[] = [
  { name: 'München Dinkers', country: 'DE' },
  { name: 'Berlin Bears', country: 'DE' },
  { name: 'Paris Paddle Club', country: 'FR' },
  { name: 'Lyon Lions', country: 'FR' },
  { name: 'Valencia Volleys', country: 'ES' },
  { name: 'Barcelona Kitchen Crew', country: 'ES' },
  { name: 'Lisboa Lobbers', country: 'PT' },
  { name: 'Porto Resets', country: 'PT' },
  { name: 'Stockholm Vikings', country: 'SE' },
  { name: 'Göteborg Gulls', country: 'SE' },
  { name: 'Amsterdam Ambassadors', country: 'NL' },
  { name: 'Rotterdam Rebels', country: 'NL' },
  { name: 'Milano Magic', country: 'IT' },
  { name: 'Roma Gladiators', country: 'IT' },
  { name: 'London Third Shots', country: 'GB' },
  { name: 'Manchester Bees', country: 'GB' },
  { name: 'København Crowns', country: 'DK' },
  { name: 'Aarhus Anchors', country: 'DK' },
  { name: 'Wien Waltzers', country: 'AT' },
  { name: 'Salzburg Stags', country: 'AT' },
  { name: 'Brussels Sprouts', country: 'BE' },
  { name: 'Antwerpen Diamonds', country: 'BE' },
  { name: 'Zürich Alpine PC', country: 'CH' },
  { name: 'Basel Rhine Rollers', country: 'CH' },
]
const NATION_ORDER: CountryCode[] = ['DE', 'FR', 'ES', 'PT', 'SE', 'NL', 'IT', 'GB', 'DK', 'AT', 'BE', 'CH']

function rating(player: SeedPlayer, template: ClassTemplate): number | null {
  return template.type === 1 || template.type === 3 ? player.ratingSingles : player.ratingDoubles
}

function strength(player: SeedPlayer, template: ClassTemplate): number {
  return template.type === 1 || template.type === 3 ? player.strengthSingles : player.strengthDoubles
}

function isEligible(player: SeedPlayer, template: ClassTemplate, year: number): boolean {
  if (template.gender === 'men' && player.gender !== 'male') return false
  if (template.gender === 'women' && player.gender !== 'female') return false
  if (template.minAge && year - player.birthYear < template.minAge) return false
  if (template.ratingMin !== undefined || template.ratingMax !== undefined) {
    const value = rating(player, template)
    if (value === null) return false
    if (template.ratingMin !== undefined && value < template.ratingMin) return false
    if (template.ratingMax !== undefined && value > template.ratingMax) return false
  }
  return true
}

/**
 * Weighted sampling without replacement (Efraimidis–Spirakis): home players are six times as
 * likely to enter as travellers from abroad, as at real club tournaments.
 */
function sample(rng: Rng, pool: SeedPlayer[], count: number, homeCountry: CountryCode): SeedPlayer[] {
  return pool
    .map((player) => {
      const weight = player.country === homeCountry ? 6 : 1
      return { player, key: Math.log(1 - rng.float()) / weight }
    })
    .sort((a, b) => b.key - a.key || a.player.id - b.player.id)
    .slice(0, count)
    .map((x) => x.player)
}

/** Pairs players, preferring partners from the same country (clubs enter together). */
function pairUp(first: SeedPlayer[], second: SeedPlayer[]): [SeedPlayer, SeedPlayer][] {
  const remaining = [...second]
  const pairs: [SeedPlayer, SeedPlayer][] = []
  for (const a of first) {
    let index = remaining.findIndex((b) => b.country === a.country)
    if (index < 0) index = 0
    const [b] = remaining.splice(index, 1)
    if (b) pairs.push([a, b])
  }
  return pairs
}

export type EntryRequest = {
  rng: Rng
  template: ClassTemplate
  players: SeedPlayer[]
  homeCountry: CountryCode
  year: number
  count: number
  /** Doubles entries still waiting for a partner (only for classes not drawn yet). */
  openSlots: number
  nextTeamId: () => number
}

/** How many entries the eligible pool can supply at most. */
export function maxEntries(template: ClassTemplate, players: SeedPlayer[], year: number): number {
  const eligible = players.filter((p) => isEligible(p, template, year))
  if (template.type === 1 || template.type === 3) return eligible.length
  if (template.type === 4)
    return template.key === 'nations-team-event' ? NATION_ORDER.length : CLUB_TEAMS.length
  if (template.gender === 'mixed') {
    const men = eligible.filter((p) => p.gender === 'male').length
    const women = eligible.filter((p) => p.gender === 'female').length
    return Math.min(men, women)
  }
  return Math.floor(eligible.length / 2)
}

export function createEntries(request: EntryRequest): SeedEntry[] {
  const { rng, template, players, homeCountry, year, count } = request
  const eligible = players.filter((p) => isEligible(p, template, year))
  const entry = (
    members: SeedPlayer[],
    name: string,
    teamType: 1 | 2 | 4,
    logo: string | null,
  ): SeedEntry => {
    const strengths = members.map((m) => strength(m, template))
    // Unrated players are seeded as if rated 0: organisers seed on published ratings only.
    const ratings = members.map((m) => rating(m, template) ?? 0)
    return {
      id: request.nextTeamId(),
      name,
      logo,
      teamType,
      members,
      strength: strengths.reduce((a, b) => a + b, 0) / strengths.length,
      seedingRating: ratings.reduce((a, b) => a + b, 0) / ratings.length,
      seed: null,
    }
  }

  if (template.type === 1 || template.type === 3) {
    return sample(rng, eligible, count, homeCountry).map((p) => entry([p], fullName(p), 1, null))
  }

  if (template.type === 2) {
    let pairs: [SeedPlayer, SeedPlayer][]
    if (template.gender === 'mixed') {
      const men = sample(
        rng,
        eligible.filter((p) => p.gender === 'male'),
        count,
        homeCountry,
      )
      const women = sample(
        rng,
        eligible.filter((p) => p.gender === 'female'),
        count,
        homeCountry,
      )
      pairs = pairUp(men, women)
    } else {
      const chosen = sample(rng, eligible, count * 2, homeCountry)
      pairs = pairUp(chosen.slice(0, count), chosen.slice(count))
    }
    return pairs.map(([a, b], index) =>
      // The last `openSlots` entries registered alone and are still looking for a partner.
      index >= pairs.length - request.openSlots
        ? entry([a], a.lastName, 2, null)
        : entry([a, b], `${a.lastName} / ${b.lastName}`, 2, null),
    )
  }

  // Teams: four players from one country, captain first, both genders where possible.
  const squads: { name: string; country: CountryCode; logo: number }[] =
    template.key === 'nations-team-event'
      ? NATION_ORDER.map((code, i) => ({ name: COUNTRIES[code].name, country: code, logo: 25 + i }))
      : CLUB_TEAMS.map((club, i) => ({ ...club, logo: i + 1 }))
  const home = squads.filter((s) => s.country === homeCountry)
  const chosen = [...home, ...rng.shuffle(squads.filter((s) => s.country !== homeCountry))].slice(0, count)
  const used = new Set<number>()
  const result: SeedEntry[] = []
  for (const squad of chosen) {
    const local = eligible.filter((p) => p.country === squad.country && !used.has(p.id))
    const men = sample(
      rng,
      local.filter((p) => p.gender === 'male'),
      2,
      squad.country,
    )
    const women = sample(
      rng,
      local.filter((p) => p.gender === 'female'),
      2,
      squad.country,
    )
    let members = [...men, ...women]
    if (members.length < 4) {
      const others = local.filter((p) => !members.includes(p))
      members = [...members, ...sample(rng, others, 4 - members.length, squad.country)]
    }
    if (members.length < 4) continue
    // The strongest player captains the side.
    members.sort((a, b) => b.strengthDoubles - a.strengthDoubles)
    for (const m of members) used.add(m.id)
    result.push(entry(members, squad.name, 4, media.teamLogo(((squad.logo - 1) % TEAM_LOGO_COUNT) + 1)))
  }
  return result
}
