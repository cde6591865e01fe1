// A tiny seeded PRNG so the demo content is identical on every machine and every run:
// screenshots, browser tests and the hand-checked class depend on it. Never use Math.random here.

/** mulberry32: 32-bit state, good enough statistical quality for demo data, trivially fast. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a, used to derive independent streams and stable per-name offsets. */
export function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export class Rng {
  private readonly next: () => number
  readonly seed: number

  constructor(seed: number) {
    this.seed = seed >>> 0
    this.next = mulberry32(this.seed)
  }

  /**
   * An independent stream per concern (users, events, results…): adding a player does not
   * reshuffle every match result that comes after it.
   */
  fork(label: string): Rng {
    return new Rng((this.seed ^ hashString(label)) >>> 0)
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next()
  }

  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let roll = this.next() * total
    for (const [item, w] of items) {
      roll -= w
      if (roll < 0) return item
    }
    const last = items[items.length - 1]
    if (!last) throw new Error('Rng.weighted on an empty list')
    return last[0]
  }

  /** A new array in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = tmp
    }
    return copy
  }

  /** Standard normal via Box–Muller; for ratings, which cluster around the middle. */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next()
    const v = this.next()
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }
}
