// A seeded pseudo-random generator so every draw can be regenerated from the seed stored with it.
// mulberry32 (Tommy Ettinger, public domain): 32-bit state, a few lines, good enough statistical
// quality for shuffling a few hundred entries, and identical on every JS engine because it uses
// only 32-bit integer arithmetic (Math.imul, >>>). A dependency would add nothing here.
import { DomainError } from '../errors.ts'

export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, n). */
  int(n: number): number
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[]
}

/** A draw seed is a 32-bit unsigned integer, so it fits a JSON number and an int8 column. */
export function isDrawSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff
}

export function createRandom(seed: number): Random {
  if (!isDrawSeed(seed)) throw new DomainError('invalid_seed', `Seed must be a 32-bit unsigned integer`)
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number): number => Math.floor(next() * n)
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(i + 1)
      const a = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = a
    }
    return copy
  }
  return { next, int, shuffle }
}
