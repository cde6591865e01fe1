// Server-function calls (`/_serverFn/{id}`) that fail answer in the API's error shape with a 4xx
// (issue 19). TanStack Start answers a payload it cannot decode (not JSON, not its serialization
// format, data the validator refuses, an unknown function id) with a serialized error and status
// 500. Our server functions never throw for a server-side failure except as a 503
// (auth-relay.server.ts: the database is not open), so a 500 here always means bad input.

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
}

export function isServerFnRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith('/_serverFn/')
}

export async function toServerFnErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response
  const text = await response.text()
  let status = response.status >= 500 && response.status !== 503 ? 400 : response.status
  if (text.includes('Server function info not found')) status = 404
  const message =
    status === 404
      ? 'No such server function'
      : status === 400
        ? 'The request is not a valid call of this server function'
        : status === 503
          ? 'The service is not available; try again shortly'
          : text.slice(0, 200) || 'Request refused'
  const headers = new Headers(response.headers)
  headers.set('content-type', 'application/json')
  headers.set('cache-control', 'no-store')
  headers.delete('content-length')
  const body = JSON.stringify({ error: { code: CODES[status] ?? 'HTTP_ERROR', message } })
  return new Response(body, { status, headers })
}
