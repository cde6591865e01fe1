import { getEmbedOrigins } from '@courtside/api'
import { normalizeEmbedFlag, normalizeOrganizationId } from '../lib/embed.ts'
import { getServices } from './services.server.ts'

const TTL_MS = 30_000
const cache = new Map<number, { origins: string[]; expires: number }>()

/**
 * Which origins may frame this page: an embed page (embed=true with an organization) may be
 * framed by the organization's registered origins; every other page by nobody.
 */
export async function frameAncestorsFor(request: Request): Promise<string[]> {
  const url = new URL(request.url)
  if (!normalizeEmbedFlag(url.searchParams.get('embed'))) return []
  const organizationId = normalizeOrganizationId(url.searchParams.get('organizationId'))
  if (organizationId === null) return []
  const hit = cache.get(organizationId)
  if (hit && hit.expires > Date.now()) return hit.origins
  try {
    const { database } = await getServices()
    const origins = (await getEmbedOrigins({ db: database.db, organizationId })).filter((o) =>
      // eslint-disable-next-line security/detect-unsafe-regex -- anchored, one optional port group: linear time
      /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o),
    )
    cache.set(organizationId, { origins, expires: Date.now() + TTL_MS })
    return origins
  } catch {
    return []
  }
}
