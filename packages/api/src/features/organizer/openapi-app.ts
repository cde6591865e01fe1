// The OpenAPIHono factory every feature slice uses: zod validation with field errors
// (`{ error: { code, message, fields } }`, fields: "path.to.field" → message) instead of the
// library's default ZodError dump, so API clients and the console can show each message beside
// its input.
import { OpenAPIHono } from '@hono/zod-openapi'
import type { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
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
