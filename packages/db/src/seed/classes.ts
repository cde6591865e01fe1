// Class templates (what a European club would actually offer), match formats and entry fees.
import type { MatchFormatJson } from '../schema.ts'
import type { EventPlan } from './events.ts'
import { isTravelType } from './events.ts'
import type { Rng } from './random.ts'

/** 1 singles, 2 doubles, 3 cup, 4 teams (spec section 3). */
export type ClassType = 1 | 2 | 3 | 4
export type ClassGender = 'open' | 'men' | 'women' | 'mixed'

export type ClassTemplate = {
  key: string
  name: string
  type: ClassType
  gender: ClassGender
  ratingMin?: number
  ratingMax?: number
  /** Age classes ("50+") filter on birth year. */
  minAge?: number
  capacity: readonly [number, number]
  format?: MatchFormatJson
  preset?: 'usap' | 'games_points'
}

export const FORMATS = {
  bestOf3: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
  singleTo15: { gamesToWin: 1, pointsToWin: 15, winBy: 2, scoring: 'side_out' },
  singleTo21: { gamesToWin: 1, pointsToWin: 21, winBy: 2, scoring: 'side_out' },
  bestOf5: { gamesToWin: 3, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
  bestOf3Cap15: { gamesToWin: 2, pointsToWin: 11, winBy: 2, cap: 15, scoring: 'side_out' },
  rallyTo21: { gamesToWin: 1, pointsToWin: 21, winBy: 2, scoring: 'rally' },
} as const satisfies Record<string, MatchFormatJson>

const t = (template: ClassTemplate): ClassTemplate => template

export const CLASS_TEMPLATES: Record<string, ClassTemplate> = Object.fromEntries(
  [
    // Singles
    t({ key: 'mens-singles-open', name: "Men's Singles Open", type: 1, gender: 'men', capacity: [16, 32] }),
    t({
      key: 'womens-singles-open',
      name: "Women's Singles Open",
      type: 1,
      gender: 'women',
      capacity: [16, 32],
    }),
    t({
      key: 'mens-singles-40',
      name: "Men's Singles 4.0+",
      type: 1,
      gender: 'men',
      ratingMin: 4,
      capacity: [16, 24],
    }),
    t({
      key: 'womens-singles-35',
      name: "Women's Singles 3.5+",
      type: 1,
      gender: 'women',
      ratingMin: 3.5,
      capacity: [12, 24],
    }),
    t({
      key: 'mens-singles-35',
      name: "Men's Singles 3.5",
      type: 1,
      gender: 'men',
      ratingMin: 3,
      ratingMax: 3.999,
      capacity: [16, 32],
    }),
    t({
      key: 'senior-singles-50',
      name: 'Senior Singles 50+',
      type: 1,
      gender: 'open',
      minAge: 50,
      capacity: [12, 24],
    }),
    // Doubles
    t({
      key: 'mixed-doubles-open',
      name: 'Mixed Doubles Open',
      type: 2,
      gender: 'mixed',
      capacity: [24, 64],
    }),
    t({
      key: 'mixed-doubles-35',
      name: 'Mixed Doubles 3.5',
      type: 2,
      gender: 'mixed',
      ratingMin: 3,
      ratingMax: 3.999,
      capacity: [16, 32],
    }),
    t({
      key: 'mixed-doubles-40',
      name: 'Mixed Doubles 4.0+',
      type: 2,
      gender: 'mixed',
      ratingMin: 4,
      capacity: [12, 24],
    }),
    t({ key: 'mens-doubles-open', name: "Men's Doubles Open", type: 2, gender: 'men', capacity: [16, 48] }),
    t({
      key: 'mens-doubles-40',
      name: "Men's Doubles 4.0+",
      type: 2,
      gender: 'men',
      ratingMin: 4,
      capacity: [12, 24],
    }),
    t({
      key: 'mens-doubles-35',
      name: "Men's Doubles 3.5",
      type: 2,
      gender: 'men',
      ratingMin: 3,
      ratingMax: 3.999,
      capacity: [16, 32],
    }),
    t({
      key: 'womens-doubles-open',
      name: "Women's Doubles Open",
      type: 2,
      gender: 'women',
      capacity: [16, 40],
    }),
    t({
      key: 'womens-doubles-35',
      name: "Women's Doubles 3.5",
      type: 2,
      gender: 'women',
      ratingMin: 3,
      ratingMax: 3.999,
      capacity: [12, 24],
    }),
    t({
      key: 'womens-doubles-40',
      name: "Women's Doubles 4.0+",
      type: 2,
      gender: 'women',
      ratingMin: 4,
      capacity: [8, 16],
    }),
    t({
      key: 'senior-mixed-doubles-50',
      name: 'Senior Mixed Doubles 50+',
      type: 2,
      gender: 'mixed',
      minAge: 50,
      capacity: [12, 24],
    }),
    // Cup (single entries, short format)
    t({
      key: 'club-cup',
      name: 'Club Cup',
      type: 3,
      gender: 'open',
      capacity: [16, 32],
      format: FORMATS.singleTo15,
    }),
    t({
      key: 'newcomer-cup-30',
      name: 'Newcomer Cup 3.0',
      type: 3,
      gender: 'open',
      ratingMax: 3.499,
      capacity: [16, 32],
      format: FORMATS.singleTo15,
    }),
    t({
      key: 'masters-cup-45',
      name: 'Masters Cup 4.5+',
      type: 3,
      gender: 'open',
      ratingMin: 4.5,
      capacity: [8, 16],
    }),
    // Teams (four players, one captain)
    t({ key: 'nations-team-event', name: 'Nations Team Event', type: 4, gender: 'open', capacity: [8, 12] }),
    t({
      key: 'club-team-challenge',
      name: 'Club Team Challenge',
      type: 4,
      gender: 'open',
      capacity: [8, 12],
    }),
    t({
      key: 'city-team-trophy',
      name: 'City Team Trophy',
      type: 4,
      gender: 'open',
      capacity: [8, 10],
      preset: 'games_points',
    }),
    // Special classes referenced by the event plans
    t({
      key: 'open-singles-128',
      name: 'Open Singles',
      type: 1,
      gender: 'open',
      capacity: [128, 128],
      format: FORMATS.singleTo15,
    }),
    t({
      key: 'mixed-rr-handcheck',
      name: 'Mixed Doubles Round Robin',
      type: 2,
      gender: 'mixed',
      capacity: [8, 8],
      format: FORMATS.bestOf3,
      preset: 'usap',
    }),
    t({
      key: 'mixed-doubles-cap15',
      name: 'Mixed Doubles Open',
      type: 2,
      gender: 'mixed',
      capacity: [24, 32],
      format: FORMATS.bestOf3Cap15,
    }),
    // Travel events: a social round robin (the package price is the entry fee)
    t({
      key: 'social-doubles',
      name: 'Social Doubles Round Robin',
      type: 2,
      gender: 'open',
      capacity: [16, 24],
      format: FORMATS.singleTo15,
    }),
    t({
      key: 'mixed-social',
      name: 'Mixed Doubles Social',
      type: 2,
      gender: 'mixed',
      capacity: [12, 20],
      format: FORMATS.singleTo15,
    }),
    t({
      key: 'social-rally-21',
      name: 'Social Doubles Round Robin',
      type: 2,
      gender: 'open',
      capacity: [16, 24],
      format: FORMATS.rallyTo21,
    }),
  ].map((template) => [template.key, template]),
)

export function classTemplate(key: string): ClassTemplate {
  const template = CLASS_TEMPLATES[key]
  if (!template) throw new Error(`Unknown class template ${key}`)
  return template
}

const RANDOM_POOL: Record<ClassType, string[]> = {
  1: [
    'mens-singles-open',
    'womens-singles-open',
    'mens-singles-40',
    'womens-singles-35',
    'mens-singles-35',
    'senior-singles-50',
  ],
  2: [
    'mixed-doubles-open',
    'mixed-doubles-35',
    'mixed-doubles-40',
    'mens-doubles-open',
    'mens-doubles-40',
    'mens-doubles-35',
    'womens-doubles-open',
    'womens-doubles-35',
    'womens-doubles-40',
    'senior-mixed-doubles-50',
  ],
  3: ['club-cup', 'newcomer-cup-30', 'masters-cup-45'],
  4: ['nations-team-event', 'club-team-challenge', 'city-team-trophy'],
}

/** Picks the class templates of one event: 2–5 for tournaments (always a doubles class). */
export function pickClassTemplates(rng: Rng, plan: EventPlan): ClassTemplate[] {
  if (plan.classes) return plan.classes.map(classTemplate)
  if (isTravelType(plan.typeCode)) {
    return rng.chance(0.5)
      ? [classTemplate('social-doubles'), classTemplate('mixed-social')]
      : [classTemplate('social-doubles')]
  }
  const count = rng.weighted([
    [2, 15],
    [3, 35],
    [4, 35],
    [5, 15],
  ] as const)
  const keys: string[] = [rng.pick(RANDOM_POOL[2])]
  let hasTeams = false
  while (keys.length < count) {
    const type = rng.weighted<ClassType>([
      [1, 30],
      [2, 40],
      [3, 15],
      [4, hasTeams ? 0 : 15],
    ])
    const key = rng.pick(RANDOM_POOL[type])
    if (keys.includes(key)) continue
    if (type === 4) hasTeams = true
    keys.push(key)
  }
  // Singles first, then doubles, cup and teams: the order players expect on a draw sheet.
  const order = (key: string) => classTemplate(key).type
  return keys.sort((a, b) => order(a) - order(b)).map(classTemplate)
}

export function pickFormat(rng: Rng, template: ClassTemplate): MatchFormatJson {
  if (template.format) return { ...template.format }
  const isTopLevel = template.name.includes('Open') || (template.ratingMin ?? 0) >= 4
  return {
    ...rng.weighted<MatchFormatJson>([
      [FORMATS.bestOf3, 72],
      [FORMATS.singleTo15, 10],
      [FORMATS.singleTo21, 7],
      [FORMATS.bestOf5, isTopLevel && template.type !== 4 ? 11 : 0],
    ]),
  }
}

/** Typical entry fee per player in minor units of the organizer's currency. */
export function pickFee(rng: Rng, currency: string): number {
  switch (currency) {
    case 'SEK':
      return rng.int(6, 13) * 5000
    case 'DKK':
      return rng.int(8, 18) * 2500
    case 'GBP':
      return rng.int(4, 10) * 500
    case 'CHF':
      return rng.int(6, 13) * 500
    default:
      return rng.int(5, 12) * 500
  }
}
