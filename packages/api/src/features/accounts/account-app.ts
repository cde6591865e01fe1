// The OpenAPIHono factory of the account endpoints (/bff/auth, /user, /upload-base64, /upload,
// /dupr). They answer as they always did, which is not how zod-openapi validates a body: a body
// that is not JSON is 400 INVALID_JSON, the body is read whatever the request's content type says
// (the library would answer 415), refusals are `{ error: { code, message } }` without a `fields`
// map, and the body is read only after the handler's session, origin and rate checks. So each
// operation declares its body for the document and its handler reads it with parseJsonBody
// (lib/validation.ts), as before.
import { OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { errorBody } from '../../lib/errors.ts'
import { describeZodError } from '../../lib/validation.ts'

const codeOf = (target: string) =>
  target === 'param' ? 'INVALID_PARAM' : target === 'query' ? 'INVALID_QUERY' : 'INVALID_BODY'

export function createAccountApp() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) =>
      result.success
        ? undefined
        : c.json(errorBody(codeOf(result.target), describeZodError(result.error)), 400),
  })
}

export type AccountApp = ReturnType<typeof createAccountApp>

/** One endpoint: its declaration (route) and its handler, which reads the body itself. */
export type Operation = { route: RouteConfig; handler: Handler<AppEnv> }

/**
 * Mounts the operations; the document shows each declared body, the mounted route validates none.
 * The app is typed as if each declaration were mounted as it stands (`openapiRoutes`), so the
 * web's typed client (hono/client) sends the declared body and infers the declared answers.
 */
export function addOperations<const Ops extends readonly Operation[]>(app: AccountApp, operations: Ops) {
  for (const { route, handler } of operations) {
    app.openAPIRegistry.registerPath(route)
    const { body: _documented, ...request } = route.request ?? {}
    app.openapi({ ...route, request, hide: true }, handler)
  }
  return app as unknown as ReturnType<typeof app.openapiRoutes<Ops>>
}

/** The error body of every account endpoint (lib/errors.ts errorBody). */
export const AccountError = z
  .object({
    error: z.object({ code: z.string().openapi({ example: 'INVALID_BODY' }), message: z.string() }),
  })
  .openapi('AccountError')

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

/** A JSON request body for the document (the handler validates it, see above). */
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})

const refusal = json(AccountError, 'Refused (see error.code)')

/** The refusals every endpoint that reads a body can answer. */
export const bodyErrors = {
  400: json(AccountError, 'Not JSON (INVALID_JSON) or not valid (INVALID_BODY)'),
} as const

/** Session endpoints: another site's page (403 CSRF) or too many tries (429). */
export const sessionlessErrors = { ...bodyErrors, 403: refusal, 429: refusal } as const

/** Endpoints of a signed-in player: 401 without a session, 403 on a failed CSRF check. */
export const signedInErrors = { 401: refusal, 403: refusal } as const
