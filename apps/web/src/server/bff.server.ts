import { jsonTextOf } from '@courtside/api'
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { rememberAnswerText } from '../lib/answer-text.ts'
import { callApi } from './api-call.server.ts'

/** Headers of the page request that the API needs to see during server rendering. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for', 'x-request-id']

export async function fetchBffInProcess(url: string, init: RequestInit): Promise<Response> {
  const incoming = getRequest()
  const headers = new Headers(init.headers)
  for (const name of FORWARDED) {
    const value = incoming.headers.get(name)
    if (value && !headers.has(name)) headers.set(name, value)
  }
  const request = new Request(new URL(url, new URL(incoming.url).origin), { ...init, headers })
  // Through the micro cache unless the page was a hard reload (api-call.server.ts, `callApi`).
  const response = await callApi(request, incoming)
  // The API may renew an expired session on any call (packages/api/src/http/auth.ts): the
  // renewed cookies belong to the browser, whose page this render is.
  for (const cookie of response.headers.getSetCookie()) appendResponseHeader('set-cookie', cookie)
  // The render reads the answer's JSON text as the API wrote it, not back out of its body.
  const text = jsonTextOf(response)
  if (text !== undefined) rememberAnswerText(response, text)
  return response
}
