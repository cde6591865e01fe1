import { createFileRoute, notFound } from '@tanstack/react-router'

// Any unknown path under a locale is a translated not-found page (spec section 2). Thrown from
// the loader, not beforeLoad: a loader's notFound() renders inside the locale layout (header,
// footer, navigation), while one from beforeLoad replaced the whole page (issue 13).
export const Route = createFileRoute('/$locale/$')({
  loader: () => {
    throw notFound()
  },
})
