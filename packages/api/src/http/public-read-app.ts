// The OpenAPIHono factory of the public read slices (podcast, organizers, tournaments, classes):
// a refused parameter answers exactly as those endpoints always did — `{ error: { code, message } }`
// with INVALID_PARAM or INVALID_QUERY (lib/validation.ts) and no `fields` map, because the public
// micro cache and ETags key on the bytes of the answer and API clients already read this shape.
import { OpenAPIHono, z as zo, type OpenAPIHonoOptions, type RouteConfig } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../lib/context.ts'
import { errorBody } from '../lib/errors.ts'
import { describeZodError } from '../lib/validation.ts'

type Failure = { success: false; error: z.ZodError; target: string }

const codeOf = (target: string) => (target === 'param' ? 'INVALID_PARAM' : 'INVALID_QUERY')

function refuse(failure: Failure, c: Context<AppEnv>): Response {
  return c.json(errorBody(codeOf(failure.target), describeZodError(failure.error)), 400)
}

// Typed like the default hook: a route's own hook may only return the route's typed 200 answer,
// and these refusals are not typed responses.
type DefaultHook = NonNullable<OpenAPIHonoOptions<AppEnv>['defaultHook']>

export function createPublicReadApp() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => (result.success ? undefined : refuse(result, c)),
  })
}

/**
 * zod-openapi checks the query before the path; the hand-written routes checked the path first,
 * so a request wrong in both answered INVALID_PARAM. This hook keeps that order for a route.
 */
export function paramsFirst<R extends RouteConfig>(route: R): DefaultHook {
  const params = route.request?.params as z.ZodType | undefined
  return (result, c) => {
    if (result.success) return undefined
    if (result.target === 'query' && params) {
      const checked = params.safeParse(c.req.param())
      if (!checked.success) return refuse({ success: false, error: checked.error, target: 'param' }, c)
    }
    return refuse(result, c)
  }
}

/** The error body every public read answers (lib/errors.ts errorBody). */
export const PublicError = zo
  .object({
    error: zo.object({ code: zo.string().openapi({ example: 'NOT_FOUND' }), message: zo.string() }),
  })
  .openapi('PublicError')

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

/** The refusals of a public read: a malformed parameter, or nothing published under that id. */
export const readErrors = {
  400: json(PublicError, 'A malformed path or query parameter (INVALID_PARAM, INVALID_QUERY)'),
  404: json(PublicError, 'Nothing published under this id'),
} as const
