import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { setAnswerHeader } from './answer-header.ts'

describe('setAnswerHeader', () => {
  it('changes the handler’s answer in place, and sets headers before the handler as c.header does', async () => {
    const app = new Hono()
    let made: Response | undefined
    app.use(async (c, next) => {
      setAnswerHeader(c, 'x-early', '1')
      await next()
      made = c.res
      setAnswerHeader(c, 'cache-control', 'no-store')
      expect(c.res).toBe(made)
    })
    app.get('/x', (c) => c.json({ a: 1 }))
    const response = await app.request('/x')
    expect(response).toBe(made)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-early')).toBe('1')
    expect(await response.json()).toEqual({ a: 1 })
  })

  it('falls back to a new answer when the headers cannot change', async () => {
    const app = new Hono()
    app.use(async (c, next) => {
      await next()
      setAnswerHeader(c, 'cache-control', 'no-store')
    })
    app.get('/away', () => Response.redirect('http://localhost/elsewhere', 302))
    const response = await app.request('/away')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('http://localhost/elsewhere')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
