import { QueryClient } from '@tanstack/react-query'
import { isRetryable } from './bff.ts'
import { deserializeData, serializeData } from './query-json.ts'

/** Spec section 9: gc after 5 minutes; queries retry 3 times, backoff capped at 30 s; mutations don't. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000
export const QUERY_RETRIES = 3
export const RETRY_DELAY_CAP_MS = 30_000

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, RETRY_DELAY_CAP_MS)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        // A 404 or 400 will not change by asking again; only transient failures are retried.
        retry: (failureCount, error) => failureCount < QUERY_RETRIES && isRetryable(error),
        retryDelay,
        queryFn: () => {
          throw new Error('Missing query function')
        },
      },
      mutations: { retry: false },
      // Answers reach the browser as their JSON text (query-json.ts).
      dehydrate: { serializeData },
      hydrate: { deserializeData },
    },
  })
}
