import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireSignIn } from '../../../lib/route-helpers.ts'

export const Route = createFileRoute('/$locale/_auth')({
  // Spec section 2: unauthenticated visits go to login with the current address in `redirect`.
  beforeLoad: (options) => {
    requireSignIn(options)
    return { user: options.context.user }
  },
  component: Outlet,
})
