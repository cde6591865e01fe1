import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * The one error type services throw. The API maps it to `{ error: { code, message } }` with
 * `status` (DESIGN.md "API errors"); anything else becomes a 500 without internals.
 */
export class AppError extends Error {
  readonly code: string
  readonly status: ContentfulStatusCode
  readonly headers: Record<string, string> | undefined

  constructor(status: ContentfulStatusCode, code: string, message: string, headers?: Record<string, string>) {
    super(message)
    this.name = 'AppError'
    this.status = status
    this.code = code
    this.headers = headers
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`)
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Unauthorized')
export const forbidden = (message = 'Forbidden', code = 'FORBIDDEN') => new AppError(403, code, message)

export type ErrorBody = { error: { code: string; message: string } }

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } }
}
