// Live updates (issue 15): publishLive inside the writes that change a live page, one hub per
// process that fans NOTIFYs out to server-sent-event streams, and the catch-up from live_events.
export { createLiveHub, DEFAULT_MAX_STREAMS, type LiveHub } from './hub.ts'
export { liveRoutes } from './live.routes.ts'
export { pruneLiveEvents } from './catch-up.ts'
export { classTopic, eventTopic, publishLive, type LiveTopic } from './publish.ts'
