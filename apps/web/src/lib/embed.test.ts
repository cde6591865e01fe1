import { describe, expect, it } from 'vitest'
import { EMBED_STORAGE_KEY, normalizeEmbedFlag, normalizeOrganizationId, resolveEmbedState } from './embed.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

describe('normalizeEmbedFlag (spec section 5)', () => {
  it.each([true, 'true', '1', 1])('%j is true', (value) => expect(normalizeEmbedFlag(value)).toBe(true))
  it.each([false, 'false', '0', 0, 'TRUE', 'yes', 2, '', null, undefined, {}, [1]])('%j is false', (value) =>
    expect(normalizeEmbedFlag(value)).toBe(false),
  )
})

describe('normalizeOrganizationId', () => {
  it.each([
    [7, 7],
    ['12', 12],
    [' 42 ', 42],
    ['3.0', 3],
  ])('accepts %j as %j', (value, expected) => expect(normalizeOrganizationId(value)).toBe(expected))
  it.each([Number.NaN, Number.POSITIVE_INFINITY, -3, 0, '12abc', 'abc', '', '1e3', null, undefined, true])(
    'rejects %j',
    (value) => expect(normalizeOrganizationId(value)).toBeNull(),
  )
})

describe('resolveEmbedState', () => {
  it('takes the query and persists it in session storage', () => {
    const storage = memoryStorage()
    expect(resolveEmbedState({ embed: '1', organizationId: '5' }, storage)).toEqual({
      embed: true,
      organizationId: 5,
    })
    expect(JSON.parse(storage.data.get(EMBED_STORAGE_KEY) ?? '{}')).toEqual({
      embed: true,
      organizationId: 5,
    })
  })

  it('falls back to session storage when the query has no embed values', () => {
    const storage = memoryStorage({ [EMBED_STORAGE_KEY]: JSON.stringify({ embed: true, organizationId: 9 }) })
    expect(resolveEmbedState({ page: 2 }, storage)).toEqual({ embed: true, organizationId: 9 })
  })

  it('lets an explicit query value override the stored one', () => {
    const storage = memoryStorage({ [EMBED_STORAGE_KEY]: JSON.stringify({ embed: true, organizationId: 9 }) })
    expect(resolveEmbedState({ embed: 'false' }, storage)).toEqual({ embed: false, organizationId: 9 })
  })

  it('survives broken or missing storage', () => {
    expect(resolveEmbedState({}, undefined)).toEqual({ embed: false, organizationId: null })
    const broken = memoryStorage({ [EMBED_STORAGE_KEY]: '{not json' })
    expect(resolveEmbedState({}, broken)).toEqual({ embed: false, organizationId: null })
    const throwing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(resolveEmbedState({ embed: 1 }, throwing)).toEqual({ embed: true, organizationId: null })
  })
})
