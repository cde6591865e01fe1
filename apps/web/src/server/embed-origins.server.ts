import { getEmbedOrigins } from '@courtside/api'
import { LRUCache } from 'lru-cache'
import { normalizeEmbedFlag, normalizeOrganizationId } from '../lib/embed.ts'
import { getServices } from './services.server.ts'

const TTL_MS = 30_000
/** Organizations whose origins are remembered at once (the key comes from the query string). */
export const EMBED_ORIGINS_CACHE_SIZE = 1_000

type LoadOrigins = (organizationId: number) => Promise<string[]>

/**
 * Which origins may frame a page: an embed page (embed=true with an organization) may be framed
 * by the organization's registered origins; every other page by nobody. The cache is bounded, so
 * a client sending endless distinct organizationIds cannot grow the server's memory.
 */
export function createFrameAncestors(load: LoadOrigins, now: () => number = Date.now) {
  const cache = new LRUCache<number, { origins: string[]; expires: number }>({
    max: EMBED_ORIGINS_CACHE_SIZE,
  })
  return {
    size: () => cache.size,
    async frameAncestorsFor(request: Request): Promise<string[]> {
      const url = new URL(request.url)
      if (!normalizeEmbedFlag(url.searchParams.get('embed'))) return []
      const organizationId = normalizeOrganizationId(url.searchParams.get('organizationId'))
      if (organizationId === null) return []
      const hit = cache.get(organizationId)
      if (hit && hit.expires > now()) return hit.origins
      try {
        const origins = (await load(organizationId)).filter((o) =>
          // eslint-disable-next-line security/detect-unsafe-regex -- anchored, one optional port group: linear time
          /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o),
        )
        cache.set(organizationId, { origins, expires: now() + TTL_MS })
        return origins
      } catch {
        return []
      }
    },
  }
}

const shared = createFrameAncestors(async (organizationId) => {
  const { database } = await getServices()
  return getEmbedOrigins({ db: database.db, organizationId })
})

export const frameAncestorsFor = (request: Request) => shared.frameAncestorsFor(request)
