import { dehydrate, hydrate } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { parseAnswer } from './query-json.ts'
import { createQueryClient } from './query-client.ts'

const answerText = JSON.stringify({
  id: 62,
  name: 'Open <Singles> "A"',
  matches: [{ id: 1, homeTeam: { id: 9, name: 'Ana' }, results: [{ homeTeam: 11, awayTeam: 4 }] }],
  empty: null,
})

/** What reaches the browser: the dehydrated state through a JSON round trip (as a copy would). */
function overTheWire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

describe('query data from the server render to the browser (issue 17)', () => {
  it('sends a /bff answer as its text and the browser gets the same data back', () => {
    const server = createQueryClient()
    server.setQueryData(['class', 62], parseAnswer(answerText, true))
    const state = dehydrate(server)
    expect(state.queries[0]?.state.data).toEqual({ __courtsideJsonText: answerText })

    const browser = createQueryClient()
    hydrate(browser, overTheWire(state))
    expect(browser.getQueryData(['class', 62])).toEqual(JSON.parse(answerText))
  })

  it('sends data that is not a whole answer (a part, a derived value) as it is', () => {
    const server = createQueryClient()
    const answer = parseAnswer(answerText, true) as { matches: unknown[] }
    server.setQueryData(['matches'], answer.matches)
    server.setQueryData(['derived'], { count: 3 })
    server.setQueryData(['text'], 'plain')
    const state = dehydrate(server)
    const data = Object.fromEntries(state.queries.map((q) => [q.queryHash, q.state.data]))
    expect(data['["matches"]']).toEqual(answer.matches)
    expect(data['["derived"]']).toEqual({ count: 3 })
    expect(data['["text"]']).toBe('plain')

    const browser = createQueryClient()
    hydrate(browser, overTheWire(state))
    expect(browser.getQueryData(['matches'])).toEqual(answer.matches)
    expect(browser.getQueryData(['derived'])).toEqual({ count: 3 })
    expect(browser.getQueryData(['text'])).toBe('plain')
  })

  it('does not remember answers parsed in the browser', () => {
    const client = createQueryClient()
    client.setQueryData(['class', 62], parseAnswer(answerText, false))
    expect(dehydrate(client).queries[0]?.state.data).toEqual(JSON.parse(answerText))
  })
})
