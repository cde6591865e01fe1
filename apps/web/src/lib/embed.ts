// Embed mode (spec sections 2, 3, 5): an organization shows the site in an iframe. The state
// comes from the query string, falls back to session storage, and is persisted there.
// zod/mini: these schemas ship to the browser (route search params), where zod's tree-shakable
// build costs a fraction of the classic one.
import { z } from 'zod/mini'

export type EmbedState = { embed: boolean; organizationId: number | null }

export const EMBED_STORAGE_KEY = 'courtside.embed'

/** Spec section 5: true when the value is true, 'true', '1' or 1. Everything else is false. */
export function normalizeEmbedFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1
}

/** Organization ids are PostgreSQL `serial`s: 1 … 2^31−1 (the API refuses anything else). */
const MAX_ID = 2_147_483_647

/** Accepted only when a finite number or a numeric string (spec section 5) naming a possible id. */
export function normalizeOrganizationId(value: unknown): number | null {
  const asId = (n: number) => {
    const id = Math.trunc(n)
    return id >= 1 && id <= MAX_ID ? id : null
  }
  if (typeof value === 'number') return Number.isFinite(value) ? asId(value) : null
  // eslint-disable-next-line security/detect-unsafe-regex -- anchored, one optional group: linear time
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return asId(Number(value))
  return null
}

/** Search-param schema piece: embed accepts true/false/1/0/'1'/'0'/'true'/'false' → boolean. */
export const embedSearchSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value) => normalizeEmbedFlag(value)),
  ),
)

export const organizationIdSearchSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value) => normalizeOrganizationId(value) ?? undefined),
  ),
)

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Resolves the embed state for a navigation: query values win; without them the stored state
 * applies; a query that carries either value is persisted for later navigations.
 */
export function resolveEmbedState(
  search: Record<string, unknown>,
  storage: StorageLike | undefined,
): EmbedState {
  const hasEmbed = search.embed !== undefined
  const hasOrganization = search.organizationId !== undefined
  const stored = readStored(storage)
  const state: EmbedState = {
    embed: hasEmbed ? normalizeEmbedFlag(search.embed) : stored.embed,
    organizationId: hasOrganization ? normalizeOrganizationId(search.organizationId) : stored.organizationId,
  }
  if ((hasEmbed || hasOrganization) && storage) {
    try {
      storage.setItem(EMBED_STORAGE_KEY, JSON.stringify(state))
    } catch {
      // Storage can be full or blocked inside third-party iframes; the query still applies.
    }
  }
  return state
}

function readStored(storage: StorageLike | undefined): EmbedState {
  const empty: EmbedState = { embed: false, organizationId: null }
  if (!storage) return empty
  try {
    const raw = storage.getItem(EMBED_STORAGE_KEY)
    if (!raw) return empty
    const parsed = JSON.parse(raw) as Record<string, unknown>
    return {
      embed: normalizeEmbedFlag(parsed.embed),
      organizationId: normalizeOrganizationId(parsed.organizationId),
    }
  } catch {
    return empty
  }
}

/** The message the embedded page posts to its parent with its content height (auto-height). */
export const EMBED_HEIGHT_MESSAGE = 'courtside:height'

/**
 * The snippet an organizer pastes into their website. With auto-height, a few lines of script
 * resize the frame from the height the embedded page posts (components/embed-frame.tsx), and
 * accept that message only from this site's origin.
 */
export function embedSnippet(options: {
  siteUrl: string
  embedUrl: string
  title: string
  autoHeight: boolean
}) {
  const title = options.title.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)
  if (!options.autoHeight)
    return `<iframe src="${options.embedUrl}" title="${title}" style="width:100%;min-height:800px;border:0" loading="lazy"></iframe>`
  const origin = new URL(options.siteUrl).origin
  return [
    `<iframe id="courtside-embed" src="${options.embedUrl}" title="${title}" style="width:100%;height:800px;border:0" loading="lazy"></iframe>`,
    '<script>',
    "  window.addEventListener('message', function (event) {",
    `    if (event.origin !== '${origin}' || !event.data || event.data.type !== '${EMBED_HEIGHT_MESSAGE}') return`,
    "    document.getElementById('courtside-embed').style.height = Math.ceil(event.data.height) + 'px'",
    '  })',
    '</script>',
  ].join('\n')
}
