import type { Context } from 'hono'
import { z } from 'zod'
import type { $ZodType, output } from 'zod/v4/core'
import { AppError } from './errors.ts'

/** "page: Too small…" — the message names the offending parameter, as API clients expect. */
export function describeZodError(error: {
  issues: readonly { path: PropertyKey[]; message: string }[]
}): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : 'body'
      return `${where}: ${issue.message}`
    })
    .join('; ')
}

// Any zod schema, classic or zod/mini (packages/domain's list filter is shared with the browser).
function parseOrThrow<T extends $ZodType>(schema: T, value: unknown, code: string): output<T> {
  const result = z.safeParse(schema, value)
  if (!result.success) throw new AppError(400, code, describeZodError(result.error))
  return result.data
}

/** Query parameters; repeated keys (`countries=DE&countries=FR`) arrive as arrays. */
export function parseQuery<T extends $ZodType>(c: Context, schema: T): output<T> {
  const raw: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries())) {
    raw[key] = values.length === 1 ? (values[0] as string) : values
  }
  return parseOrThrow(schema, raw, 'INVALID_QUERY')
}

export function parseParams<T extends $ZodType>(c: Context, schema: T): output<T> {
  return parseOrThrow(schema, c.req.param(), 'INVALID_PARAM')
}

export async function parseJsonBody<T extends $ZodType>(c: Context, schema: T): Promise<output<T>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'The request body must be valid JSON')
  }
  return parseOrThrow(schema, body, 'INVALID_BODY')
}

/** A positive database id in a path segment. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647)
