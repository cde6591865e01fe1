// The push opt-in's endpoints (mounted at /bff in app.ts): GET /push/key, POST and DELETE
// /user/push-subscriptions. Declared with zod-openapi (issue 18) for /bff/openapi.json and the
// web's typed client; each handler still reads its body itself after the session check, so a
// declared body is registered for the document and the mounted route validates none (as the
// account endpoints do, features/accounts/account-app.ts).
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import * as getKey from './get-key.ts'
import * as subscribe from './subscribe.ts'
import * as unsubscribe from './unsubscribe.ts'

type Operation = { route: RouteConfig; handler: Handler<AppEnv> }

const operations = [getKey, subscribe, unsubscribe] as const satisfies readonly Operation[]

export function createPushApp() {
  const app = new OpenAPIHono<AppEnv>()
  for (const { route, handler } of operations as readonly Operation[]) {
    app.openAPIRegistry.registerPath(route)
    const { body: _documented, ...request } = route.request ?? {}
    app.openapi({ ...route, request, hide: true }, handler)
  }
  // Typed as if each declaration were mounted as it stands, so the client sends the declared body.
  return app as unknown as ReturnType<typeof app.openapiRoutes<typeof operations>>
}
