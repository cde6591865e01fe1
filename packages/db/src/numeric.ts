/**
 * A `numeric` column as a number (null stays null). The drivers hand numeric values back as
 * strings (PostgreSQL) or numbers (PGlite, computed columns), so every reader goes through here;
 * anything that is not a finite number reads as null rather than NaN.
 */
export function numberOrNull(value: number | string | null): number | null {
  if (value === null) return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}
