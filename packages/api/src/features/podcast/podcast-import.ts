// Imports a podcast RSS feed (RSS 2.0 with the iTunes namespace) into podcast_episodes.
// The whole feed is parsed and validated before anything is written, and the write is one
// transaction keyed on each item's <guid>, so a re-import updates instead of duplicating and a
// malformed feed changes nothing.
import { createHash } from 'node:crypto'
import { podcastEpisodes, sql, type Db } from '@courtside/db'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import sanitizeHtml from 'sanitize-html'
import { z } from 'zod'

export class FeedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FeedError'
  }
}

export type ParsedEpisode = {
  guid: string
  slug: string
  title: string
  summary: string
  showNotes: string
  audioUrl: string
  audioType: string
  image: string | null
  durationSeconds: number | null
  season: number | null
  episodeNumber: number | null
  publishedAt: Date
}

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined
  if (typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && '#text' in value) return text(value['#text'])
  return undefined
}

const itemSchema = z.object({
  guid: z.string().min(1, 'missing <guid>').max(500),
  title: z.string().min(1, 'missing <title>').max(300),
  enclosureUrl: z.string().regex(/^(https?:\/\/|\/)[^\s"'<>]+$/, 'missing or invalid <enclosure url>'),
  enclosureType: z.string().regex(/^audio\/[\w.+-]+$/, 'enclosure type must be audio/*'),
  pubDate: z.date({ error: 'missing or invalid <pubDate>' }),
})

/** "01:02:03", "62:03" or "3723" → seconds. */
export function parseDuration(value: string | undefined): number | null {
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value)
  const parts = value.split(':').map(Number)
  if (parts.length < 2 || parts.length > 3 || parts.some((n) => !Number.isInteger(n) || n < 0)) return null
  return parts.reduce((total, part) => total * 60 + part, 0)
}

/** Show notes keep simple formatting and safe links only. */
export function sanitizeShowNotes(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  })
}

const plain = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()

function slugFor(title: string, guid: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  const suffix = createHash('sha256').update(guid).digest('hex').slice(0, 6)
  return `${base || 'episode'}-${suffix}`
}

export function parsePodcastFeed(xml: string): ParsedEpisode[] {
  const valid = XMLValidator.validate(xml)
  if (valid !== true)
    throw new FeedError(`The feed is not valid XML: ${valid.err.msg} (line ${valid.err.line})`)
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    isArray: (name) => name === 'item',
  })
  const doc = parser.parse(xml) as {
    rss?: { channel?: { item?: Record<string, unknown>[]; 'itunes:image'?: unknown } }
  }
  const channel = doc.rss?.channel
  if (!channel) throw new FeedError('The feed has no <rss><channel> element')
  const items = channel.item ?? []
  if (items.length === 0) throw new FeedError('The feed has no <item> episodes')
  const channelImage = (channel['itunes:image'] as { '@_href'?: string } | undefined)?.['@_href'] ?? null

  const episodes = items.map((item, index) => {
    const enclosure = (item.enclosure ?? {}) as { '@_url'?: string; '@_type'?: string }
    const pubDate = text(item.pubDate)
    const parsed = itemSchema.safeParse({
      guid: text(item.guid) ?? '',
      title: text(item.title) ?? '',
      enclosureUrl: enclosure['@_url'] ?? '',
      enclosureType: enclosure['@_type'] ?? '',
      pubDate: pubDate ? new Date(pubDate) : undefined,
    })
    if (!parsed.success || Number.isNaN(parsed.data.pubDate.getTime())) {
      const reason = parsed.success ? 'missing or invalid <pubDate>' : parsed.error.issues[0]?.message
      throw new FeedError(`Episode ${index + 1} (${text(item.title) ?? 'untitled'}): ${reason}`)
    }
    const notesHtml = text(item['content:encoded']) ?? text(item.description) ?? ''
    const summary = text(item['itunes:summary']) ?? plain(text(item.description) ?? '')
    const number = Number(text(item['itunes:episode']))
    const season = Number(text(item['itunes:season']))
    return {
      guid: parsed.data.guid,
      slug: slugFor(parsed.data.title, parsed.data.guid),
      title: parsed.data.title,
      summary: summary.slice(0, 1000),
      showNotes: sanitizeShowNotes(notesHtml),
      audioUrl: parsed.data.enclosureUrl,
      audioType: parsed.data.enclosureType,
      image: (item['itunes:image'] as { '@_href'?: string } | undefined)?.['@_href'] ?? channelImage,
      durationSeconds: parseDuration(text(item['itunes:duration'])),
      season: Number.isInteger(season) && season > 0 ? season : null,
      episodeNumber: Number.isInteger(number) && number > 0 ? number : null,
      publishedAt: parsed.data.pubDate,
    }
  })
  const guids = new Set<string>()
  for (const episode of episodes) {
    if (guids.has(episode.guid)) throw new FeedError(`The feed lists the guid ${episode.guid} twice`)
    guids.add(episode.guid)
  }
  return episodes
}

export type ImportSummary = { created: number; updated: number }

export async function importPodcastFeed(options: { db: Db; xml: string }): Promise<ImportSummary> {
  const episodes = parsePodcastFeed(options.xml)
  return options.db.transaction(async (tx) => {
    let created = 0
    for (const episode of episodes) {
      const [row] = await tx
        .insert(podcastEpisodes)
        .values({ ...episode, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: podcastEpisodes.guid,
          // The slug stays stable so that shared links keep working.
          set: {
            title: episode.title,
            summary: episode.summary,
            showNotes: episode.showNotes,
            audioUrl: episode.audioUrl,
            audioType: episode.audioType,
            image: episode.image,
            durationSeconds: episode.durationSeconds,
            season: episode.season,
            episodeNumber: episode.episodeNumber,
            publishedAt: episode.publishedAt,
            updatedAt: new Date(),
          },
        })
        .returning({ isNew: sql<boolean>`xmax = 0` })
      if (row?.isNew) created++
    }
    return { created, updated: episodes.length - created }
  })
}
