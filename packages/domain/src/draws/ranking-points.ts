// Tour ranking points for a final placement. A bigger field is worth more (a win among 64 is
// harder than among 8); shared places (two semi-final losers at 3, four quarter-final losers at
// 5, …) get the points of the place they share. The seed's hand-written results and the
// placements computed from a draw's results use the same table.

/** Points at field factor 1 for the first placement of each band. */
const BANDS: readonly (readonly [fromPlacement: number, points: number])[] = [
  [1, 1000],
  [2, 700],
  [3, 500],
  [4, 400],
  [5, 300],
  [9, 180],
  [17, 100],
  [33, 60],
  [65, 30],
]

function fieldFactor(entries: number): number {
  if (entries >= 64) return 2
  if (entries >= 32) return 1.5
  if (entries >= 16) return 1
  if (entries >= 8) return 0.75
  return 0.5
}

/** Ranking points for `placement` (1-based) in a class of `entries` entries, rounded to tens. */
export function placementPoints(placement: number, entries: number): number {
  if (!Number.isInteger(placement) || placement < 1) return 0
  let base = 0
  for (const [from, points] of BANDS) if (placement >= from) base = points
  return Math.round((base * fieldFactor(entries)) / 10) * 10
}
