import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { CurrentUser } from '@courtside/api/types'
import { UnauthorizedError } from '../lib/bff.ts'
import { api, ok, type OkBody } from '../lib/bff-client.ts'

/** The profile form's fields (PATCH /bff/user/update sends the changed ones). */
export type ProfileUpdate = Partial<
  Pick<
    CurrentUser,
    'firstName' | 'lastName' | 'userName' | 'country' | 'phone' | 'birthYear' | 'gender' | 'preferredLanguage'
  >
>

type Answer<F extends (...args: never[]) => Promise<unknown>> = OkBody<Awaited<ReturnType<F>>>

export type MfaSettings = Answer<typeof api.user.mfa.$get>
export type DialCountry = Answer<typeof api.auth.countries.$get>['items'][number]
/** The addresses of the player's match calendar (issue 14), once they created it. */
export type CalendarFeedLinks = Answer<(typeof api.user)['calendar-feed']['$post']>
/** One message sent (or being sent) to the signed-in player (GET /bff/user/messages, issue 16). */
export type MessageHistoryItem = Answer<typeof api.user.messages.$get>['items'][number]

const ONE_HOUR_MS = 60 * 60 * 1000

/** Every query about the signed-in user starts with this key; login/logout drop them all. */
export const USER_QUERY_ROOT = ['user'] as const

/** Spec section 7: GET /user/me, cached 1 hour, no retry; 401 means "anonymous" (null). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: [...USER_QUERY_ROOT, 'me'],
    queryFn: async ({ signal }) => {
      try {
        return await ok(api.user.me.$get(undefined, { init: { signal } }))
      } catch (error) {
        if (error instanceof UnauthorizedError) return null
        throw error
      }
    },
    staleTime: ONE_HOUR_MS,
    gcTime: ONE_HOUR_MS,
    retry: false,
  })

export const mfaSettingsQuery = () =>
  queryOptions({
    queryKey: [...USER_QUERY_ROOT, 'mfa'],
    queryFn: ({ signal }) => ok(api.user.mfa.$get(undefined, { init: { signal } })),
  })

/** Spec section 7: the rating service's login link, cached 1 hour. */
export const duprLoginQuery = () =>
  queryOptions({
    queryKey: [...USER_QUERY_ROOT, 'dupr-login'],
    queryFn: ({ signal }) => ok(api.dupr.login.$get(undefined, { init: { signal } })),
    staleTime: ONE_HOUR_MS,
    gcTime: ONE_HOUR_MS,
  })

/** Spec section 2: countries for the login page's phone picker, preloaded by its loader. */
export const authCountriesQuery = () =>
  queryOptions({
    queryKey: ['auth', 'countries'],
    queryFn: async ({ signal }) => (await ok(api.auth.countries.$get(undefined, { init: { signal } }))).items,
    staleTime: 24 * ONE_HOUR_MS,
  })

/** The player's calendar feed addresses (issue 14); nulls until they created it. */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: [...USER_QUERY_ROOT, 'calendar-feed'],
    queryFn: ({ signal }) => ok(api.user['calendar-feed'].$get(undefined, { init: { signal } })),
  })

export const messageHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: [...USER_QUERY_ROOT, 'messages'],
    queryFn: ({ signal, pageParam }) =>
      ok(
        api.user.messages.$get(
          { query: pageParam ? { before: String(pageParam) } : {} },
          { init: { signal } },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next ?? undefined,
  })
