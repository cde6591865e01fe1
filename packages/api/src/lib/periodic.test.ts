import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import pino from 'pino'
import { startPeriodic } from './periodic.ts'

describe('startPeriodic', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const logger = pino({ level: 'silent' })

  it('runs every interval, one run at a time, until stopped', async () => {
    let runs = 0
    let release: () => void = () => {}
    const job = startPeriodic({
      run: () => {
        runs++
        return new Promise<number>((resolve) => (release = () => resolve(runs)))
      },
      intervalMs: 1000,
      onError: -1,
      name: 'test job',
      logger,
    })
    const a = job.runOnce()
    const b = job.runOnce()
    expect(runs).toBe(1)
    release()
    expect(await a).toBe(1)
    expect(await b).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(runs).toBe(2)
    release()
    job.stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(runs).toBe(2)
  })

  it('answers onError for a failed run and tries again next time', async () => {
    let runs = 0
    const errors: unknown[] = []
    const job = startPeriodic({
      run: () => (++runs === 1 ? Promise.reject(new Error('down')) : Promise.resolve(7)),
      intervalMs: 1000,
      onError: 0,
      name: 'test job',
      logger: { error: (...args: unknown[]) => errors.push(args) } as unknown as pino.Logger,
    })
    expect(await job.runOnce()).toBe(0)
    expect(errors).toHaveLength(1)
    expect(await job.runOnce()).toBe(7)
    job.stop()
  })

  it('runs once soon after the start when asked to', async () => {
    let runs = 0
    const job = startPeriodic({
      run: () => Promise.resolve(++runs),
      intervalMs: 60_000,
      onError: 0,
      name: 'test job',
      logger,
      firstAfterMs: 30,
    })
    await vi.advanceTimersByTimeAsync(30)
    expect(runs).toBe(1)
    job.stop()
  })
})
