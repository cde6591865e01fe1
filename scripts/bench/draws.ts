// Speed of the draw and order-of-play domain (issue 14): a 128-entry draw must take < 200 ms
// and scheduling 400 matches on 18 courts over two days < 2 s. Run: npx tsx scripts/bench/draws.ts
// Prints the numbers and exits 1 when a budget is exceeded. Not a timed unit test on purpose:
// timings on a shared machine are too noisy to gate every test run on.
import { performance } from 'node:perf_hooks'
import {
  drawScheduleMatches,
  generateDraw,
  scheduleConflicts,
  scheduleMatches,
  type DrawEntryInput,
  type DrawFormat,
  type ScheduleCourt,
  type ScheduleMatch,
} from '@courtside/domain'

function entries(count: number, firstId: number): DrawEntryInput[] {
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    name: `Entry ${firstId + i}`,
    members: [
      {
        ratingSingles: i % 7 === 0 ? null : 5.5 - i * 0.01,
        ratingDoubles: 5 - i * 0.01,
        club: `club-${i % 9}`,
      },
    ],
  }))
}

function timeIt(label: string, runs: number, work: () => unknown): number {
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now()
    work()
    times.push(performance.now() - start)
  }
  const first = times[0] ?? 0
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0
  console.log(`${label}: first ${first.toFixed(1)} ms, median of ${runs} ${median.toFixed(1)} ms`)
  return Math.max(first, median)
}

const budgets: string[] = []

const field = entries(128, 1)
const drawFormats: [string, DrawFormat][] = [
  [
    '128-entry knockout with third place and consolation',
    { kind: 'knockout', thirdPlace: true, consolation: true },
  ],
  [
    '128-entry groups of 4 → knockout of 64',
    { kind: 'groups_knockout', groupSize: 4, qualifiersPerGroup: 2, separateClubs: true },
  ],
  [
    '128-entry round robin, groups of 4 with club separation',
    { kind: 'round_robin', groupSize: 4, separateClubs: true },
  ],
]
for (const [label, format] of drawFormats) {
  const ms = timeIt(label, 9, () =>
    generateDraw({ entries: field, ratingKind: 'singles', format, seed: 20261124 }),
  )
  if (ms >= 200) budgets.push(`${label}: ${ms.toFixed(1)} ms ≥ 200 ms`)
}

// An event: singles and doubles share players (entry ids are player ids, doubles pairs two of them).
const classes: [DrawFormat, number, number][] = [
  [{ kind: 'knockout', thirdPlace: true, consolation: true }, 64, 1],
  [{ kind: 'groups_knockout', groupSize: 4, qualifiersPerGroup: 2, thirdPlace: true }, 48, 1001],
  [{ kind: 'round_robin', groupSize: 5 }, 40, 2001],
  [{ kind: 'knockout', consolation: true }, 48, 3001],
  [{ kind: 'round_robin', groupSize: 4 }, 32, 4001],
]
const matches: ScheduleMatch[] = classes.flatMap(([format, count, firstId], index) =>
  drawScheduleMatches({
    draw: generateDraw({ entries: entries(count, firstId), ratingKind: 'doubles', format, seed: 7 + index }),
    prefix: `${index}:`,
    durationMinutes: 30,
    // Class 0 is singles; the pairs of classes 1 and 4 each include one of its players (so most
    // singles players play a second class); classes 2 and 3 have players of their own.
    playersOf: (id) => {
      if (id <= 64) return [id]
      if (id > 1000 && id <= 1048) return [id - 1000, id + 100_000]
      if (id > 4000) return [id - 4000 + 32, id + 100_000]
      return [id, id + 100_000]
    },
    priority: index,
  }),
)
const day = (date: string, from: number, to: number) => ({
  day: date,
  start: Date.parse(`${date}T${String(from).padStart(2, '0')}:00:00Z`),
  end: Date.parse(`${date}T${String(to).padStart(2, '0')}:00:00Z`),
})
const courts: ScheduleCourt[] = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  windows: [day('2026-06-13', 9, 21), day('2026-06-14', 9, 19)],
}))
const input = { courts, matches, minRestMinutes: 20, maxMatchesPerPlayerPerDay: 6 }
let outcome = scheduleMatches(input)
const ms = timeIt(`scheduling ${matches.length} matches on 18 courts over two days`, 5, () => {
  outcome = scheduleMatches(input)
})
console.log(
  `  placed ${outcome.placed.length}, unplaced ${outcome.unplaced.length}, conflicts ${scheduleConflicts({ schedule: outcome.placed, input }).length}`,
)

if (outcome.unplaced.length > 0)
  console.log(`  not placed: ${outcome.unplaced.map((u) => `${u.matchId} (${u.reason})`).join(', ')}`)
if (matches.length < 400) budgets.push(`only ${matches.length} matches generated, expected ≥ 400`)
if (ms >= 2000) budgets.push(`scheduling: ${ms.toFixed(1)} ms ≥ 2000 ms`)

if (budgets.length > 0) {
  console.error(`Over budget:\n${budgets.join('\n')}`)
  process.exit(1)
}
