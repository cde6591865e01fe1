import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { CurrentUser } from '@courtside/api/types'
import { UnauthorizedError, bff } from '../lib/bff.ts'

export type ProfileUpdate = Partial<
  Pick<
    CurrentUser,
    'firstName' | 'lastName' | 'userName' | 'country' | 'phone' | 'birthYear' | 'gender' | 'preferredLanguage'
  >
>

export type MfaSettings = { isSmsEnabled: boolean; isTotpEnabled: boolean; hasVerifiedPhone: boolean }
export type DialCountry = { code: string; dialCode: string }
export type DuprLoginLink = { isConfigured: true; url: string; origin: string } | { isConfigured: false }

const ONE_HOUR_MS = 60 * 60 * 1000

/** Every query about the signed-in user starts with this key; login/logout drop them all. */
export const USER_QUERY_ROOT = ['user'] as const

/** Spec section 7: GET /user/me, cached 1 hour, no retry; 401 means "anonymous" (null). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: [...USER_QUERY_ROOT, 'me'],
    queryFn: async ({ signal }) => {
      try {
        return await bff<CurrentUser>('/user/me', { signal })
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
    queryFn: ({ signal }) => bff<MfaSettings>('/user/mfa', { signal }),
  })

/** Spec section 7: the rating service's login link, cached 1 hour. */
export const duprLoginQuery = () =>
  queryOptions({
    queryKey: [...USER_QUERY_ROOT, 'dupr-login'],
    queryFn: ({ signal }) => bff<DuprLoginLink>('/dupr/login', { signal }),
    staleTime: ONE_HOUR_MS,
    gcTime: ONE_HOUR_MS,
  })

/** Spec section 2: countries for the login page's phone picker, preloaded by its loader. */
export const authCountriesQuery = () =>
  queryOptions({
    queryKey: ['auth', 'countries'],
    queryFn: async ({ signal }) => (await bff<{ items: DialCountry[] }>('/auth/countries', { signal })).items,
    staleTime: 24 * ONE_HOUR_MS,
  })

/** The addresses of the player's match calendar (issue 14); nulls until they created it. */
export type CalendarFeedLinks = { httpsUrl: string; webcalUrl: string }

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: [...USER_QUERY_ROOT, 'calendar-feed'],
    queryFn: ({ signal }) =>
      bff<CalendarFeedLinks | { httpsUrl: null; webcalUrl: null }>('/user/calendar-feed', { signal }),
  })

/** One message sent (or being sent) to the signed-in player (GET /bff/user/messages, issue 16). */
export type MessageHistoryItem = {
  id: number
  kind: string
  status: 'pending' | 'sent' | 'failed'
  subject: string | null
  text: string | null
  recipient: string
  createdAt: string
  sentAt: string | null
}

export type MessageHistoryPage = { items: MessageHistoryItem[]; next: number | null }

export const messageHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: [...USER_QUERY_ROOT, 'messages'],
    queryFn: ({ signal, pageParam }) =>
      bff<MessageHistoryPage>(`/user/messages${pageParam ? `?before=${pageParam}` : ''}`, { signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next ?? undefined,
  })
