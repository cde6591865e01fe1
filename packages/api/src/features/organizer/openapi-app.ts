// The OpenAPIHono factory every feature slice uses: zod validation with field errors
// (`{ error: { code, message, fields } }`, fields: "path.to.field" → message) instead of the
// library's default ZodError dump, so API clients and the console can show each message beside
// its input.
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { z } from 'zod'
import { respondToError } from '../../http/on-error.ts'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { describeZodError } from '../../lib/validation.ts'

export type FieldErrors = Record<string, string>

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}

export function createOpenApiApp() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return
      const where = result.target
      const code = where === 'param' ? 'INVALID_PARAM' : where === 'query' ? 'INVALID_QUERY' : 'INVALID_BODY'
      return c.json(
        { error: { code, message: describeZodError(result.error), fields: fieldErrorsOf(result.error) } },
        400,
      )
    },
  })
}

/**
 * An app's error handler for refusals that name fields (an AppError with `fields`, e.g. an
 * unknown court or a user who is not a referee): the same shape as the validation errors above.
 * Anything else goes to the shared responder.
 */
export function respondWithFields(err: Error, c: Context<AppEnv>): Response {
  const fields = (err as { fields?: unknown }).fields
  if (err instanceof AppError && fields)
    return c.json({ error: { code: err.code, message: err.message, fields } }, err.status)
  return respondToError(err, c, c.get('log'))
}
