// The OpenAPIHono factory of the player's registration API (/bff/registrations). It answers as the
// hand-written routes always did, which none of the shared factories does on its own:
// - every operation needs a session, and a signed-out caller gets 401 before any 400: `signedIn`
//   is route middleware, which @hono/zod-openapi runs before the declared parameters are checked;
// - refusals are `{ error: { code, message } }` (INVALID_PARAM, INVALID_QUERY) without `fields`;
// - a body is read by the handler (parseJsonBody: INVALID_JSON, INVALID_BODY, whatever the content
//   type says) after its own checks, e.g. the Idempotency-Key; the library would answer 415 or
//   check the body before them. So a body is declared for the document and the typed client only.
import { OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { errorBody } from '../../lib/errors.ts'
import { describeZodError } from '../../lib/validation.ts'

const codeOf = (target: string) =>
  target === 'param' ? 'INVALID_PARAM' : target === 'query' ? 'INVALID_QUERY' : 'INVALID_BODY'

export function createRegistrationsOpenApiApp() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) =>
      result.success
        ? undefined
        : c.json(errorBody(codeOf(result.target), describeZodError(result.error)), 400),
  })
}

/** Route middleware of every operation: no session, 401 (before the parameters are checked). */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireAuth(c)
  await next()
}

/**
 * The routes whose body (and headers) the handler reads: registered as declared (the document
 * shows them), and returned without them so the mounted route does not check them. The return
 * keeps the declared type, so the app's type (and the web's client) still knows them; the handler
 * must read them itself (parseJsonBody), never with `c.req.valid('json' | 'header')`.
 */
export function bodyReadByHandler<R extends RouteConfig>(app: OpenAPIHono<AppEnv>, route: R): R {
  app.openAPIRegistry.registerPath(route)
  const { body: _body, headers: _headers, ...request } = route.request ?? {}
  return { ...route, request, hide: true }
}

/** The error body of every registration endpoint (lib/errors.ts errorBody). */
export const RegistrationError = z
  .object({
    error: z.object({ code: z.string().openapi({ example: 'INVALID_PARAM' }), message: z.string() }),
  })
  .openapi('RegistrationError')

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

/** A JSON request body for the document (the handler reads it, see above). */
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})

const refusal = (description: string) => json(RegistrationError, description)

/** What every operation can answer besides its success. */
export const signedInErrors = {
  401: refusal('No session (UNAUTHORIZED)'),
  403: refusal('A state change from another site (CSRF)'),
} as const

export const paramErrors = {
  ...signedInErrors,
  400: refusal('A malformed path or query parameter (INVALID_PARAM, INVALID_QUERY)'),
  404: refusal('No such record of the caller'),
} as const

/** State changes: the rules or the current state may refuse them too. */
export const writeErrors = {
  ...paramErrors,
  409: refusal('The change conflicts with the current state (see error.code)'),
  422: refusal('The rules refuse the request (see error.code)'),
} as const

export const bodyErrors = {
  ...writeErrors,
  400: refusal(
    'A malformed parameter (INVALID_PARAM), a body that is not JSON (INVALID_JSON) or not valid (INVALID_BODY)',
  ),
} as const
