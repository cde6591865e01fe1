import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { BffApp } from '@courtside/api'
import { createBffEntry, isBffRequest } from './bff-entry.server.ts'

const app = new Hono().basePath('/bff').get('/health', (c) => c.json({ status: 'ok' })) as unknown as BffApp

describe('the /bff entry', () => {
  it('knows the API’s addresses and nothing else', () => {
    const is = (path: string) => isBffRequest(new Request(`http://x${path}`))
    expect(is('/bff')).toBe(true)
    expect(is('/bff/health')).toBe(true)
    expect(is('/bff/tournament/list?limit=5')).toBe(true)
    expect(is('/bffx')).toBe(false)
    expect(is('/en/bff/health')).toBe(false)
    expect(is('/en/')).toBe(false)
  })

  it('hands the request to the app', async () => {
    const response = await createBffEntry(() => Promise.resolve(app))(new Request('http://x/bff/health'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('answers in the API’s shapes while the database is not open, and reaches the app once it is', async () => {
    let isOpen = false
    const fetchBff = createBffEntry(() =>
      isOpen ? Promise.resolve(app) : Promise.reject(new Error('not open')),
    )
    const health = await fetchBff(new Request('http://x/bff/health'))
    expect(health.status).toBe(503)
    expect(health.headers.get('retry-after')).toBe('5')
    expect(await health.json()).toEqual({
      status: 'unavailable',
      database: { reachable: false, state: 'not-open' },
    })
    const read = await fetchBff(new Request('http://x/bff/tournament/list'))
    expect(read.status).toBe(503)
    expect(read.headers.get('cache-control')).toBe('no-store')
    expect(((await read.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE')
    isOpen = true
    expect((await fetchBff(new Request('http://x/bff/health'))).status).toBe(200)
  })
})
