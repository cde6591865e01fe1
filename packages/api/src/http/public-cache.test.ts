// The public-read cache rule holds whatever a handler does: an answer that depends on the caller
// is never marked shareable, so no shared cache can hand one caller's answer to another.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../lib/context.ts'
import { callerOf } from './auth.ts'
import { PUBLIC_READ_CACHE_CONTROL, publicReadCaching } from './public-cache.ts'

function appWith(caller: { userId: number } | null) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('caller', () => Promise.resolve(caller as never))
    await next()
  })
  app.use('/tournament/*', publicReadCaching())
  app.get('/tournament/list', (c) => c.json({ items: [] }))
  // A handler that forgot to say its answer is personal.
  app.get('/tournament/:id/mine', async (c) => c.json({ userId: (await callerOf(c))?.userId ?? null }))
  app.get('/tournament/:id/private', async (c) => {
    await callerOf(c)
    return c.json({}, 200, { 'cache-control': 'private, max-age=60' })
  })
  app.get('/tournament/:id/sets-cookie', (c) => {
    c.header('set-cookie', 'renewed=1; HttpOnly', { append: true })
    return c.json({ items: [] })
  })
  app.get('/tournament/:id/public-but-missing', (c) => c.json({ error: 'x' }, 404))
  return app
}

describe('public read caching', () => {
  it('marks answers that read no caller shareable, for signed-in callers too', async () => {
    for (const caller of [null, { userId: 7 }]) {
      const answer = await appWith(caller).request('/tournament/list')
      expect(answer.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL)
    }
  })

  it('never marks an answer shareable once the handler looked at who is calling', async () => {
    const anonymous = await appWith(null).request('/tournament/5/mine')
    const signedIn = await appWith({ userId: 7 }).request('/tournament/5/mine')
    expect(await signedIn.json()).toEqual({ userId: 7 })
    expect(anonymous.headers.get('cache-control')).toBe('no-store')
    expect(signedIn.headers.get('cache-control')).toBe('no-store')
    // A handler's own private rule is kept.
    const own = await appWith({ userId: 7 }).request('/tournament/5/private')
    expect(own.headers.get('cache-control')).toBe('private, max-age=60')
  })

  it('never marks an answer that sets a cookie shareable', async () => {
    const answer = await appWith({ userId: 7 }).request('/tournament/5/sets-cookie')
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('leaves errors to the app-wide no-store', async () => {
    const answer = await appWith(null).request('/tournament/5/public-but-missing')
    expect(answer.headers.get('cache-control')).toBeNull()
  })
})
