import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bff } from './bff.ts'

const transport = vi.hoisted(() => vi.fn<(url: string, init: RequestInit) => Promise<Response>>())
vi.mock('./bff-transport.ts', () => ({ bffTransport: transport }))

/** The headers of the one request bff() sent. */
function sentHeaders(): Headers {
  const init = transport.mock.calls[0]?.[1]
  return new Headers(init?.headers)
}

describe('bff client: CSRF header', () => {
  beforeEach(() => {
    transport.mockReset()
    transport.mockImplementation(() => Promise.resolve(Response.json({ ok: true })))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('echoes the __Host- CSRF cookie on state-changing calls (https sites and localhost)', async () => {
    vi.stubGlobal('document', { cookie: 'courtside_locale=de; __Host-courtside_csrf=abc%2Fdef' })
    await bff('/registrations/order', { method: 'POST', body: {} })
    expect(sentHeaders().get('x-csrf-token')).toBe('abc/def')
    expect(sentHeaders().get('content-type')).toBe('application/json')
  })

  it('falls back to the unprefixed cookie a plain-http site sets', async () => {
    vi.stubGlobal('document', { cookie: 'courtside_csrf=plain' })
    await bff('/user/me', { method: 'DELETE' })
    expect(sentHeaders().get('x-csrf-token')).toBe('plain')
  })

  it('sends no CSRF header on reads, and none when there is no cookie', async () => {
    vi.stubGlobal('document', { cookie: '__Host-courtside_csrf=abc' })
    await bff('/tournament/list')
    expect(sentHeaders().has('x-csrf-token')).toBe(false)

    transport.mockClear()
    vi.stubGlobal('document', { cookie: '' })
    await bff('/user/me', { method: 'PUT', body: {} })
    expect(sentHeaders().has('x-csrf-token')).toBe(false)
  })
})
