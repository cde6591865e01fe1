// Seeding by DUPR rating: rated entries first (rating descending, equal ratings by entry id so
// the order never depends on input order), unrated entries after them in an order drawn with
// the draw's seeded random generator.
import { ClassType } from '../enums.ts'
import { DomainError } from '../errors.ts'
import type { Random } from './random.ts'
import type { DrawEntryInput, RatingKind, SeededEntry } from './types.ts'

/** Singles and cup classes seed on singles ratings; doubles and teams on doubles ratings. */
export function ratingKindForClassType(classType: number): RatingKind {
  return classType === ClassType.Singles || classType === ClassType.Cup ? 'singles' : 'doubles'
}

function isRating(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** The mean of the members' known ratings; null when no member has one. */
export function entryRating(entry: DrawEntryInput, kind: RatingKind): number | null {
  const ratings = entry.members
    .map((member) => (kind === 'singles' ? member.ratingSingles : member.ratingDoubles))
    .filter(isRating)
  if (ratings.length === 0) return null
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length
}

function entryClubs(entry: DrawEntryInput): string[] {
  const clubs = entry.members.map((member) => member.club?.trim().toLowerCase() ?? '').filter(Boolean)
  return [...new Set(clubs)].sort()
}

export function seedEntries(options: {
  entries: readonly DrawEntryInput[]
  ratingKind: RatingKind
  random: Random
}): SeededEntry[] {
  const { entries, ratingKind, random } = options
  const ids = new Set(entries.map((entry) => entry.id))
  if (ids.size !== entries.length) throw new DomainError('duplicate_entry', 'An entry appears twice')
  const withRating = entries.map((entry) => ({ entry, rating: entryRating(entry, ratingKind) }))
  const rated = withRating
    .filter((item) => item.rating !== null)
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.entry.id - b.entry.id)
  // Sort by id before shuffling so the same entries and seed give the same order whatever order
  // the caller passed them in.
  const unrated = random.shuffle(
    withRating.filter((item) => item.rating === null).sort((a, b) => a.entry.id - b.entry.id),
  )
  return [...rated, ...unrated].map(({ entry, rating }, index) => ({
    id: entry.id,
    name: entry.name,
    seed: index + 1,
    rating,
    clubs: entryClubs(entry),
  }))
}
