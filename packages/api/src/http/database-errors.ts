// The one reader of PostgreSQL error codes (SQLSTATE). Drizzle wraps driver errors, so the code
// sits on the error or on its `cause`; PGlite and node-postgres both use these fields.
type DriverError = { code?: unknown; constraint?: unknown; message?: unknown }

function driverErrors(error: unknown): DriverError[] {
  const cause = (error as { cause?: unknown } | undefined)?.cause
  return [error, cause].filter((e): e is DriverError => typeof e === 'object' && e !== null)
}

/** The SQLSTATE (or the socket error code) of a database failure, if there is one. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const err of driverErrors(error)) if (typeof err.code === 'string') return err.code
  return undefined
}

/** A unique violation (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return driverErrors(error).some(
    (err) =>
      err.code === '23505' &&
      (constraint === undefined ||
        err.constraint === constraint ||
        (typeof err.message === 'string' && err.message.includes(constraint))),
  )
}

/**
 * A foreign-key violation (23503): a delete of a row others still point at, e.g. a team that
 * has matches. The transaction is rolled back, so it is a conflict to report, not a bug to hide.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23503'
}

/** PostgreSQL class 22 "data exception": a NUL byte, a number out of range, an invalid value. */
export function isInvalidDataError(error: unknown): boolean {
  const code = databaseErrorCode(error)
  return code !== undefined && /^22[0-9A-Z]{3}$/.test(code)
}

const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001'])

/** The database cannot be reached or is shutting down: worth a retry, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error)
  return code !== undefined && UNAVAILABLE.has(code)
}
