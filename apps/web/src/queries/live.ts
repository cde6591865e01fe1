// Live updates on the page (issue 15): one EventSource per tab for the topics the page shows
// (GET /bff/live), tiny "this changed" events, after which the affected query is refetched
// through the cached /bff read with the event's id as `?v=` — a new cache key, computed once and
// shared by every page that refetches the same version. Where no stream can be held (no
// EventSource, or the server's stream cap: 503), it polls GET /bff/live/versions every 10 s.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { bff } from '../lib/bff.ts'

export type LiveTopic = `class:${number}` | `event:${number}`

const POLL_MS = 10_000

/** The newest version seen per topic in this tab (read by the queries' URLs). */
const versions = new Map<string, number>()

/** The version of a topic the tab has seen change (the `v` query parameter), else undefined. */
export function liveVersion(topic: LiveTopic): string | undefined {
  const version = versions.get(topic)
  return version ? String(version) : undefined
}

/** `?v=<version>` for a topic the tab has seen change, else ''. */
export function versionParam(topic: LiveTopic): string {
  const version = liveVersion(topic)
  return version ? `?v=${version}` : ''
}

/** Which queries show a topic: a class's page data; an event's pages refetch their class pages too. */
function refetchFor(queryClient: QueryClient, topic: string) {
  const [kind, id] = topic.split(':')
  if (kind === 'class') void queryClient.invalidateQueries({ queryKey: ['class', 'full', Number(id)] })
  if (kind === 'event') void queryClient.invalidateQueries({ queryKey: ['tournament', Number(id)] })
}

function applyVersion(queryClient: QueryClient, topic: string, version: number) {
  const known = versions.get(topic) ?? 0
  if (version <= known) return
  versions.set(topic, version)
  refetchFor(queryClient, topic)
}

/** Keeps the page's data for `topics` current while it is shown. */
export function useLiveTopics(topics: readonly LiveTopic[]): void {
  const queryClient = useQueryClient()
  const key = [...topics].sort().join(',')
  useEffect(() => {
    if (!key) return
    let poll: ReturnType<typeof setInterval> | undefined
    let source: EventSource | undefined
    let isClosed = false

    const pollVersions = async () => {
      try {
        // On bff(), not the typed client: the route reads `topics` inside its handler (no declared
        // query), and the address keeps the topics unencoded as before.
        const answer = await bff<{ versions: Record<string, number> }>(`/live/versions?topics=${key}`)
        for (const [topic, version] of Object.entries(answer.versions)) {
          // The first answer only records where the page starts.
          if (!versions.has(topic)) versions.set(topic, version)
          else applyVersion(queryClient, topic, version)
        }
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    }
    const startPolling = () => {
      if (poll || isClosed) return
      void pollVersions()
      poll = setInterval(() => void pollVersions(), POLL_MS)
    }

    if (typeof EventSource === 'undefined') startPolling()
    else {
      source = new EventSource(`/bff/live?topics=${encodeURIComponent(key)}`)
      source.addEventListener('change', (message) => {
        try {
          const event = JSON.parse((message as MessageEvent<string>).data) as { id: number; topic: string }
          applyVersion(queryClient, event.topic, event.id)
        } catch {
          // A malformed event changes nothing.
        }
      })
      // The browser reconnects by itself (with Last-Event-ID) after a dropped connection; a
      // refused one (503 at the cap, or an error page) stays closed: poll instead.
      source.addEventListener('error', () => {
        if (source?.readyState === EventSource.CLOSED) startPolling()
      })
    }
    return () => {
      isClosed = true
      source?.close()
      clearInterval(poll)
    }
  }, [key, queryClient])
}
