import { useSyncExternalStore } from 'react'
import type { ZoneOption } from './format.ts'

const noSubscription = () => () => {}
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const unknownOnServer = () => undefined

/**
 * The visitor's own time zone, for lib/format.ts's zone option (issue 13, point 15). The server
 * cannot know it, so server HTML and the hydrating render both name every event's zone (the same
 * text, no hydration mismatch); right after hydration React re-renders with the browser's zone
 * and drops the name where the event is in the visitor's own zone.
 */
export function useVisitorZone(): ZoneOption {
  return { visitorTimeZone: useSyncExternalStore(noSubscription, browserTimeZone, unknownOnServer) }
}
