import { describe, expect, it } from 'vitest'
import { createFrameAncestors, EMBED_ORIGINS_CACHE_SIZE } from './embed-origins.server.ts'

const embedRequest = (organizationId: number | string) =>
  new Request(`http://localhost/en/?embed=true&organizationId=${organizationId}`)

describe('frame ancestors of embed pages', () => {
  it('allows only the organization’s registered, well-formed origins', async () => {
    const resolver = createFrameAncestors(() =>
      Promise.resolve(['https://club.example', 'javascript:alert(1)', 'https://x.test:8443']),
    )
    expect(await resolver.frameAncestorsFor(embedRequest(7))).toEqual([
      'https://club.example',
      'https://x.test:8443',
    ])
    expect(await resolver.frameAncestorsFor(new Request('http://localhost/en/?organizationId=7'))).toEqual([])
  })

  it('asks the database once per organization while the answer is fresh', async () => {
    let loads = 0
    let clock = 0
    const resolver = createFrameAncestors(
      () => {
        loads += 1
        return Promise.resolve(['https://club.example'])
      },
      () => clock,
    )
    await resolver.frameAncestorsFor(embedRequest(7))
    await resolver.frameAncestorsFor(embedRequest(7))
    expect(loads).toBe(1)
    clock += 31_000
    await resolver.frameAncestorsFor(embedRequest(7))
    expect(loads).toBe(2)
  })

  it('keeps memory bounded however many distinct organizationIds a client sends', async () => {
    const resolver = createFrameAncestors(() => Promise.resolve([]))
    for (let id = 1; id <= EMBED_ORIGINS_CACHE_SIZE * 3; id += 1)
      await resolver.frameAncestorsFor(embedRequest(id))
    expect(resolver.size()).toBeLessThanOrEqual(EMBED_ORIGINS_CACHE_SIZE)
  })

  it('answers no origins when the lookup fails (the page is then not frameable)', async () => {
    const resolver = createFrameAncestors(() => Promise.reject(new Error('database down')))
    expect(await resolver.frameAncestorsFor(embedRequest(7))).toEqual([])
  })
})
