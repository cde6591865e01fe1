// Every page has its own title, and a not-found page is one page wherever it is detected: an
// unknown path, an event id that does not exist, an organizer slug nobody owns. TanStack Router
// takes the deepest match's title, and on the server every match's head() runs even below the
// match that threw notFound() — so each route's head() is wrapped once here rather than taught
// in every route file (routes/__root.tsx leaves out canonical and hreflang on such pages).
import type { AnyRouter } from '@tanstack/react-router'
import { headT } from '../i18n/i18n.ts'

type MatchState = { status?: string; _notFound?: boolean; globalNotFound?: boolean; context?: unknown }

export function isNotFoundPage(matches: readonly MatchState[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound || match.globalNotFound)
}

export function notFoundMeta(t: (key: string) => string) {
  return [{ title: `${t('errors.notFoundTitle')} · Courtside` }, { name: 'robots', content: 'noindex' }]
}

type HeadContext = { matches: readonly MatchState[]; params: { locale?: string } }
type Head = (context: HeadContext) => unknown

// Routes are module singletons shared by every request's router: wrap each one once.
const wrapped = new WeakSet<object>()

/** Replaces the head of every route but the root with the not-found head on not-found pages. */
export function applyNotFoundHeads(router: AnyRouter): void {
  for (const route of Object.values(router.routesById) as { isRoot?: boolean; options: { head?: Head } }[]) {
    if (route.isRoot || wrapped.has(route)) continue
    wrapped.add(route)
    const original = route.options.head
    route.options.head = (context: HeadContext) =>
      isNotFoundPage(context.matches)
        ? { meta: notFoundMeta(headT(context.matches, context.params.locale)) }
        : original?.(context)
  }
}
