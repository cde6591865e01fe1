// The tournament page's "Live now" panel (issue 15) is code of its own chunk, needed only around
// an event's days. The route's loader loads it with the panel's data, so the server renders the
// panel into the page (no layout shift when it appears) and client navigations render it at once;
// a hydrating page that has not loaded the chunk yet renders the lazy component instead, which
// keeps the server's HTML until the chunk arrives. Imported by the route's entry-chunk part
// (routes/-detail-route.ts): keep it tiny, the panel itself only behind import().
import { createElement, lazy, type ComponentType } from 'react'
import type { Locale } from '../../i18n/locales.ts'

type LivePanelProps = { eventId: number; locale: Locale }

let loaded: ComponentType<LivePanelProps> | undefined

/** Loads the panel's chunk (once) and keeps its component for synchronous renders. */
export function loadLivePanel(): Promise<ComponentType<LivePanelProps>> {
  return import('./live-panel.tsx').then((module) => (loaded = module.default))
}

const LazyLivePanel = lazy(() => loadLivePanel().then((component) => ({ default: component })))

/** The panel: rendered at once when its chunk is here, else through the lazy component (suspends). */
export function LivePanel(props: LivePanelProps) {
  return createElement(loaded ?? LazyLivePanel, props)
}

/** From the day before the event starts to the day after it ends: when the panel may show. */
export { isAroundEventDays } from '@courtside/domain'
