// Who is signed in, for the personal parts of public pages. A signed-in player's public page may
// come from the shared member shell (server/member-shell.server.ts, issue 17): signed in, but the
// route context names nobody. The page then reads the player from /bff/user/me in the browser —
// after hydration, so the server's HTML and the first render in the browser are the same.
import { useQuery } from '@tanstack/react-query'
import { useHydrated, useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { CurrentUser } from '@courtside/api/types'
import { currentUserQuery } from '../../queries/user.ts'

/** The signed-in player, or null: anonymous, or not read yet on a member shell. */
export function useCurrentUser(): CurrentUser | null {
  const { user, isAuthenticated } = useRouteContext({ from: '__root__' })
  const me = useQuery({ ...currentUserQuery(), enabled: isAuthenticated && user === null })
  // The read may arrive while parts of the page are still hydrating: until this component has
  // hydrated it renders what the server rendered (nobody), or React would find other HTML.
  const isHydrated = useHydrated()
  return user ?? (isHydrated ? me.data : null) ?? null
}

/**
 * On a member shell whose session turns out to be over (revoked, signed out in another tab): once
 * /bff/user/me says nobody, the routes load again and the header shows "Sign in".
 */
export function useMemberShellCheck(): void {
  const router = useRouter()
  const { user, isAuthenticated } = useRouteContext({ from: '__root__' })
  const me = useQuery({ ...currentUserQuery(), enabled: isAuthenticated && user === null })
  const isSignedOut = isAuthenticated && user === null && me.isSuccess && me.data === null
  useEffect(() => {
    if (isSignedOut) void router.invalidate()
  }, [isSignedOut, router])
}
