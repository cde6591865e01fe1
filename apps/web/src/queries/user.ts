import { queryOptions } from '@tanstack/react-query'
import { UnauthorizedError, bff } from '../lib/bff.ts'

export type CurrentUser = {
  id: number
  firstName: string
  lastName: string
  userName: string
  avatar: string | null
  email: string | null
  phone: string | null
}

const ONE_HOUR_MS = 60 * 60 * 1000

/** Spec section 7: GET /user/me, cached 1 hour, no retry; 401 means "anonymous" (null). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['user', 'me'],
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
