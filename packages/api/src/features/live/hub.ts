// One hub per process: it listens on the live channel (one connection, started with the first
// stream) and hands each event to the streams whose page shows that topic. Streams are capped;
// beyond the cap the route answers 503 and the page polls /bff/live/versions instead.
import type { DatabaseHandle } from '@courtside/db'
import type { Logger } from 'pino'
import { LIVE_CHANNEL, type LiveEvent } from './publish.ts'

export const DEFAULT_MAX_STREAMS = 2000

type Subscriber = { topics: ReadonlySet<string>; send: (event: LiveEvent) => void }

export type LiveHub = {
  /** Null when the cap is reached; otherwise the function that ends the subscription. */
  subscribe: (topics: ReadonlySet<string>, send: (event: LiveEvent) => void) => Promise<(() => void) | null>
  readonly streams: number
  close: () => Promise<void>
}

function parseEvents(payload: string): LiveEvent[] {
  try {
    const parsed: unknown = JSON.parse(payload)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (e): e is LiveEvent =>
        typeof e === 'object' &&
        e !== null &&
        Number.isSafeInteger((e as LiveEvent).id) &&
        typeof (e as LiveEvent).topic === 'string',
    )
  } catch {
    return []
  }
}

export function createLiveHub(options: {
  database: DatabaseHandle
  logger: Logger
  maxStreams?: number
}): LiveHub {
  const maxStreams = options.maxStreams ?? DEFAULT_MAX_STREAMS
  const subscribers = new Set<Subscriber>()
  let listening: Promise<() => Promise<void>> | null = null

  const deliver = (payload: string) => {
    for (const event of parseEvents(payload)) {
      for (const subscriber of subscribers) {
        if (subscriber.topics.has(event.topic)) subscriber.send(event)
      }
    }
  }
  const listen = () => {
    listening ??= options.database.listen(LIVE_CHANNEL, deliver).catch((error: unknown) => {
      listening = null
      throw error
    })
    return listening
  }

  return {
    get streams() {
      return subscribers.size
    },
    async subscribe(topics, send) {
      if (subscribers.size >= maxStreams) return null
      const subscriber: Subscriber = { topics, send }
      subscribers.add(subscriber)
      try {
        await listen()
      } catch (error) {
        subscribers.delete(subscriber)
        options.logger.error({ err: error }, 'live updates: listening failed')
        return null
      }
      return () => subscribers.delete(subscriber)
    },
    async close() {
      subscribers.clear()
      const stop = await listening?.catch(() => null)
      listening = null
      await stop?.()
    },
  }
}
