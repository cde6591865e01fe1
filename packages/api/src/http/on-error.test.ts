import { DomainError } from '@courtside/domain'
import { Hono } from 'hono'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { AppError } from '../lib/errors.ts'
import { respondToError } from './on-error.ts'

function appThrowing(error: unknown) {
  const app = new Hono()
  app.get('/', () => {
    throw error
  })
  app.onError((err, c) => respondToError(err, c, pino({ level: 'silent' })))
  return app
}

async function call(error: unknown) {
  const response = await appThrowing(error).request('/')
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers }
}

describe('respondToError', () => {
  it('answers a DomainError with 422 and its code, not a 500', async () => {
    expect(await call(new DomainError('unknown_ranking_preset', 'Unknown ranking preset x'))).toMatchObject({
      status: 422,
      body: { error: { code: 'UNKNOWN_RANKING_PRESET', message: 'Unknown ranking preset x' } },
    })
  })

  it('keeps an AppError status, code and headers', async () => {
    const result = await call(new AppError(429, 'TOO_MANY', 'Slow down', { 'retry-after': '7' }))
    expect(result).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY', message: 'Slow down' } } })
    expect(result.headers.get('retry-after')).toBe('7')
  })

  it('maps PostgreSQL data exceptions (class 22), also wrapped in a cause, to 400', async () => {
    const wrapped = Object.assign(new Error('Failed query'), { cause: { code: '22P05' } })
    expect(await call(wrapped)).toMatchObject({ status: 400, body: { error: { code: 'INVALID_INPUT' } } })
  })

  it('answers an unreachable database with 503 and Retry-After', async () => {
    const result = await call(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))
    expect(result.status).toBe(503)
    expect(result.headers.get('retry-after')).toBe('5')
  })

  it('hides everything else behind a 500 without internals', async () => {
    const result = await call(new Error('secret stack detail'))
    expect(result).toEqual(
      expect.objectContaining({
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' } },
      }),
    )
  })
})
