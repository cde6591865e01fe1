import { describe, expect, it } from 'vitest'
import { isServerFnRequest, toServerFnErrorShape } from './server-fn-errors.server.ts'

// TanStack Start's answers to server-function calls it could not decode become 4xx answers in
// the API's error shape (issue 19); successful answers pass through untouched.
describe('server-function error answers', () => {
  const serialized = (status: number, message: string) =>
    new Response(JSON.stringify({ t: 10, p: { k: ['error'], v: [{ s: { message } }] } }), {
      status,
      headers: { 'content-type': 'application/json', 'x-tss-serialized': 'true' },
    })

  it('recognises server-function calls by their path', () => {
    expect(isServerFnRequest(new Request('http://localhost/_serverFn/abc'))).toBe(true)
    expect(isServerFnRequest(new Request('http://localhost/bff/_serverFn/abc'))).toBe(false)
  })

  it.each([
    [500, 'Seroval Error (step: 3)', 400, 'BAD_REQUEST'],
    [500, 'Server function info not found for abc', 404, 'NOT_FOUND'],
    [400, 'The input of this server function is not valid', 400, 'BAD_REQUEST'],
    [503, 'The database is not open', 503, 'SERVICE_UNAVAILABLE'],
    [405, 'expected POST method. Got GET', 405, 'METHOD_NOT_ALLOWED'],
  ])('%i "%s" → %i %s', async (status, message, expectedStatus, code) => {
    const answer = await toServerFnErrorShape(serialized(status, message))
    expect(answer.status).toBe(expectedStatus)
    expect(answer.headers.get('content-type')).toBe('application/json')
    const body = (await answer.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe(code)
    expect(body.error.message).not.toContain('Seroval')
  })

  it('passes successful answers through', async () => {
    const ok = serialized(200, 'fine')
    expect(await toServerFnErrorShape(ok)).toBe(ok)
  })
})
