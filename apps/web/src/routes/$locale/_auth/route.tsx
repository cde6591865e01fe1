import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/$locale/_auth')({
  // Spec section 2: unauthenticated visits go to login with the current address in `redirect`.
  beforeLoad: ({ context, location, params }) => {
    if (!context.isAuthenticated) {
      throw redirect({
        to: '/$locale/login',
        params: { locale: params.locale },
        search: { redirect: location.href },
      })
    }
    return { user: context.user }
  },
  component: Outlet,
})
