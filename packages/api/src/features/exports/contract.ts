// The exports' contract: file downloads described for /bff/openapi.json (send-export.ts sends them).

export { errors, IdParams } from '../organizer/index.ts'

/** A 200 answer that is a file of `contentType` (OpenAPI: a string body). */
export const file = (contentType: string, description: string) => ({
  200: { description, content: { [contentType]: { schema: { type: 'string' as const } } } },
})
