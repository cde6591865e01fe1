import { describe, expect, it, vi } from 'vitest'
import { buildBffUrl } from '../lib/bff.ts'
import { classFullQuery, playerListQuery } from './classes.ts'

const transport = vi.hoisted(() => vi.fn<(url: string, init: RequestInit) => Promise<Response>>())
vi.mock('../lib/bff-transport.ts', () => ({ bffTransport: transport }))

/** Runs a query's fetch the way TanStack Query would and gives the address it asked for. */
async function urlOf(options: { queryFn?: unknown }): Promise<string> {
  transport.mockReset()
  transport.mockResolvedValue(Response.json({}))
  const run = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>
  await run({ signal: new AbortController().signal })
  return transport.mock.calls[0]![0]
}

// The typed client must ask for the same addresses as the bff() calls it replaced: the micro
// cache and the browser's cache key on them.
describe('class queries on the typed client', () => {
  it('reads the class page without a live version until one is seen', async () => {
    expect(await urlOf(classFullQuery(62))).toBe('/bff/tournament/class/62/full')
  })

  it('asks for the player list with the query bff() built, empty search left out', async () => {
    const cases = [
      { tournamentId: 21, classId: 62, search: '', limit: 100 },
      { tournamentId: 21, classId: 62, search: 'van dijk', limit: 100 },
      { tournamentId: 21, offset: 20, limit: 20 },
    ]
    for (const params of cases) {
      const old = buildBffUrl(`/tournament/${params.tournamentId}/player-list`, {
        offset: params.offset ?? 0,
        limit: params.limit,
        classId: params.classId,
        search: params.search,
      })
      expect(await urlOf(playerListQuery(params)), JSON.stringify(params)).toBe(old)
    }
  })
})
