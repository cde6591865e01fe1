import { isDomainError } from '@courtside/domain'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from 'pino'
import { AppError, errorBody } from '../lib/errors.ts'
import { isDatabaseUnavailable, isForeignKeyViolation, isInvalidDataError } from './database-errors.ts'

/**
 * Maps every thrown error to `{ error: { code, message } }` (DESIGN.md "API errors"): AppError
 * with its status, the domain's DomainError as 422 (input the rules refuse), database data
 * exceptions as 400, a row still referenced elsewhere as 409, an unreachable database as 503;
 * anything else is a 500 without internals.
 */
export function respondToError(err: Error, c: Context, log: Logger): Response {
  if (err instanceof AppError) {
    if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v)
    return c.json(errorBody(err.code, err.message), err.status)
  }
  if (err instanceof HTTPException) {
    return c.json(errorBody('HTTP_ERROR', err.message || 'Request failed'), err.status)
  }
  if (isDomainError(err)) {
    log.warn({ code: err.code, details: err.details }, 'domain rule refused the request')
    return c.json(errorBody(err.code.toUpperCase(), err.message), 422)
  }
  log.error({ err }, 'unhandled error')
  if (isInvalidDataError(err)) {
    return c.json(
      errorBody('INVALID_INPUT', 'The request contains a value that cannot be stored or compared'),
      400,
    )
  }
  if (isForeignKeyViolation(err)) {
    return c.json(
      errorBody('STILL_REFERENCED', 'This cannot be removed while a draw or results still use it'),
      409,
    )
  }
  if (isDatabaseUnavailable(err)) {
    c.header('retry-after', '5')
    return c.json(errorBody('SERVICE_UNAVAILABLE', 'The database is not reachable; try again shortly'), 503)
  }
  return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side'), 500)
}
