import { describe, expect, it } from 'vitest'
import {
  collectAfterCommit,
  combineEffects,
  dequeueAfterCommit,
  queueAfterCommit,
} from './after-commit-queue.ts'
import { newEffects, type Notice } from './effects.ts'

const notice = (userId: number): Notice => ({
  userId,
  kind: 'cancelled',
  tournamentId: 1,
  tournamentName: 'Open',
  className: 'Singles',
})

describe('after-commit queue', () => {
  it('is not taken outside a request, so the caller runs its effects itself', () => {
    expect(queueAfterCommit(newEffects())).toBe(false)
  })

  it('collects what the changes of one request hand over, each object once', async () => {
    const first = { ...newEffects(), refundIds: [7] }
    const second = { ...newEffects(), notices: [notice(3)] }
    const queue = await collectAfterCommit(async () => {
      expect(queueAfterCommit(first)).toBe(true)
      await Promise.resolve()
      // Handed over again after an await (a route that still calls afterCommit): runs once.
      expect(queueAfterCommit(first)).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 1))
      queueAfterCommit(second)
    })
    expect([...queue]).toEqual([first, second])
    expect(queueAfterCommit(newEffects())).toBe(false)
  })

  it('leaves effects a handler carried out itself to the handler', async () => {
    const own = { ...newEffects(), refundIds: [3] }
    const other = { ...newEffects(), refundIds: [4] }
    const queue = await collectAfterCommit(() => {
      queueAfterCommit(own)
      queueAfterCommit(other)
      dequeueAfterCommit(own)
      return Promise.resolve()
    })
    expect([...queue]).toEqual([other])
    // Outside a request there is nothing to take back.
    expect(() => dequeueAfterCommit(own)).not.toThrow()
  })

  it('keeps two requests apart', async () => {
    const a = { ...newEffects(), refundIds: [1] }
    const b = { ...newEffects(), refundIds: [2] }
    const [queueA, queueB] = await Promise.all([
      collectAfterCommit(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        queueAfterCommit(a)
      }),
      collectAfterCommit(async () => {
        queueAfterCommit(b)
        await new Promise((resolve) => setTimeout(resolve, 1))
      }),
    ])
    expect([...queueA]).toEqual([a])
    expect([...queueB]).toEqual([b])
  })

  it('combines effects so a refund or notice merged into two lists runs once', () => {
    const shared = notice(5)
    const local = { ...newEffects(), refundIds: [4], notices: [shared] }
    const merged = { ...newEffects(), refundIds: [4, 9], notices: [shared, notice(6)] }
    const combined = combineEffects([local, merged])
    expect(combined.refundIds).toEqual([4, 9])
    expect(combined.notices).toHaveLength(2)
    expect(combined.notices[0]).toBe(shared)
  })
})
