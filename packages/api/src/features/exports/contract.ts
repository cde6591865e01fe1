// The exports' contract: file downloads described for /bff/openapi.json, and how a file is sent.
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'

export { errors, IdParams } from '../organizer/index.ts'

/** A 200 answer that is a file of `contentType` (OpenAPI: a string body). */
export const file = (contentType: string, description: string) => ({
  200: { description, content: { [contentType]: { schema: { type: 'string' as const } } } },
})

/** Sends a download; `filename` is ASCII (ids only), so no RFC 5987 encoding is needed. */
export function download(
  c: Context<AppEnv>,
  options: {
    body: string | Uint8Array
    contentType: string
    filename: string
    headers?: Record<string, string>
  },
): Response {
  c.header('content-type', options.contentType)
  c.header('content-disposition', `attachment; filename="${options.filename}"`)
  c.header('cache-control', 'no-store')
  for (const [name, value] of Object.entries(options.headers ?? {})) c.header(name, value)
  return c.body(options.body as string, 200)
}
