// Pages are rendered to one string (React's renderToString through TanStack Start's
// defaultRenderHandler), not streamed: server.ts holds every page in memory before it sends it
// (api-answer.server.ts, inMemoryPage), so the stream's ~2 kB chunks were only encoded, scanned
// for the router's scripts and joined again. Same HTML byte for byte; 3–11% more uncached renders
// per second (issue 17, docs/decisions/0017).
//
// renderToString does not wait for a component that suspends: React sends the boundary's
// fallback and leaves the boundary to the browser (which reports it as an error). No page does
// that: route loaders fetch what a page shows before it renders (useSuspenseQuery finds it in the
// cache), lazy parts are mounted on interaction or after hydration, and the live panel keeps its
// loaded component (components/live-board/live-panel-module.ts). A page that still does is
// logged (server.ts, `leavesBoundaryToBrowser`), so it is found and fixed.
import { createStartHandler, defaultRenderHandler } from '@tanstack/react-start/server'

export const renderPage = createStartHandler(defaultRenderHandler)
