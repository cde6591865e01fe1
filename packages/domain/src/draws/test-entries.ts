// Test fixtures shared by the draw and schedule tests (not exported from the package).
import fc from 'fast-check'
import type { DrawEntryInput } from './types.ts'

export function makeEntries(
  count: number,
  options: { unratedEvery?: number; clubs?: number } = {},
): DrawEntryInput[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1
    const isUnrated = options.unratedEvery !== undefined && id % options.unratedEvery === 0
    return {
      id,
      name: `Entry ${id}`,
      members: [
        {
          ratingSingles: isUnrated ? null : 6 - id * 0.01,
          ratingDoubles: isUnrated ? null : 6 - id * 0.01,
          club: options.clubs ? `club-${id % options.clubs}` : null,
        },
      ],
    }
  })
}

export const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 })

/** Entries with random ids, ratings (some missing, some equal) and clubs. */
export const entriesArb = (min: number, max: number) =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        rating: fc.option(
          fc.integer({ min: 200, max: 600 }).map((r) => r / 100),
          { freq: 4 },
        ),
        club: fc.option(fc.constantFrom('north', 'south', 'east'), { freq: 2 }),
      }),
      { selector: (entry) => entry.id, minLength: min, maxLength: max },
    )
    .map((list) =>
      list.map((entry): DrawEntryInput => ({
        id: entry.id,
        name: `E${entry.id}`,
        members: [{ ratingSingles: entry.rating, ratingDoubles: entry.rating, club: entry.club }],
      })),
    )
