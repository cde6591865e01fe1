import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  deskActionMutation,
  deskQueryKey,
  deskSettingsMutation,
  type DeskAction,
  type DeskView,
} from './desk-queries.ts'

// A desk read that started before an action committed must not put the old desk back after the
// action's answer (the desk screen would show the called match as still queued).

const view = (label: string) => ({ label }) as unknown as DeskView
const action = { kind: 'on-court', match: { id: 5, version: 1 } } as unknown as DeskAction

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/**
 * The desk after a write answered `written` while a desk read that started before it answers
 * the old desk afterwards.
 */
async function deskAfterStaleRead<V>(
  mutation: (queryClient: QueryClient) => object,
  variables: V,
  written: DeskView,
): Promise<unknown> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const key = deskQueryKey(7)
  queryClient.setQueryData(key, view('before'))
  const staleRead = deferred<DeskView>()
  const refetch = queryClient.fetchQuery({ queryKey: key, queryFn: () => staleRead.promise, staleTime: 0 })

  const observer = new MutationObserver<DeskView, Error, V, void>(queryClient, {
    ...mutation(queryClient),
    mutationFn: () => Promise.resolve(written),
  })
  await observer.mutate(variables)
  staleRead.resolve(view('before'))
  await refetch.catch(() => {})
  await new Promise((r) => setTimeout(r, 0))
  return queryClient.getQueryData(key)
}

describe('desk actions', () => {
  it('an older desk read still under way cannot overwrite the action’s answer', async () => {
    const desk = await deskAfterStaleRead((q) => deskActionMutation(q, 7), action, view('after'))
    expect(desk).toEqual(view('after'))
  })

  it('the same holds for the desk settings: their answer is the desk, an older read cannot replace it', async () => {
    const desk = await deskAfterStaleRead(
      (q) => deskSettingsMutation(q, 7),
      { autoCall: true },
      view('saved'),
    )
    expect(desk).toEqual(view('saved'))
  })

  it('a refused action reads the desk again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const key = deskQueryKey(7)
    queryClient.setQueryData(key, view('before'))
    const observer = new MutationObserver<DeskView, Error, DeskAction, void>(queryClient, {
      ...deskActionMutation(queryClient, 7),
      mutationFn: () => Promise.reject(new Error('409')),
    })
    await observer.mutate(action).catch(() => {})
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
  })
})
