import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, createTestApp, type TestApp } from '../../test/databases.ts'

describe.each(DATABASE_KINDS)('health and errors on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('reports database reachability with a request id', async () => {
    const res = await t.app.request('/bff/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: { kind, reachable: true, state: 'ok' } })
    expect(res.headers.get('x-request-id')).toBeTruthy()
  })

  it('reports 503 when the database does not answer', async () => {
    const original = t.database.ping
    t.database.ping = () => Promise.resolve(false)
    try {
      const res = await t.app.request('/bff/health')
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({
        status: 'degraded',
        database: { reachable: false, state: 'unreachable' },
      })
    } finally {
      t.database.ping = original
    }
  })

  it('answers unknown endpoints with the error shape', async () => {
    const res = await t.app.request('/bff/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No endpoint GET /bff/nope' } })
  })

  it('treats the anonymous current user as 401 Unauthorized', async () => {
    const res = await t.app.request('/bff/user/me')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } })
  })

  it('refuses oversized bodies with 413', async () => {
    const res = await t.app.request('/bff/user/me', {
      method: 'POST',
      body: 'x'.repeat(9 * 1024 * 1024),
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(413)
  })
})
