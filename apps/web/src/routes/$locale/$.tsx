import { createFileRoute, notFound } from '@tanstack/react-router'

// Any unknown path under a locale is a translated not-found page (spec section 2).
export const Route = createFileRoute('/$locale/$')({
  beforeLoad: () => {
    throw notFound()
  },
})
