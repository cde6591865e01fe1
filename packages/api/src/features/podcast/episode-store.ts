import { desc, eq, podcastEpisodes, sql, type Db } from '@courtside/db'
import { notFound } from '../../lib/errors.ts'
import type { PodcastEpisode, PodcastEpisodeList } from './contract.ts'

const columns = {
  id: podcastEpisodes.id,
  slug: podcastEpisodes.slug,
  title: podcastEpisodes.title,
  summary: podcastEpisodes.summary,
  audioUrl: podcastEpisodes.audioUrl,
  audioType: podcastEpisodes.audioType,
  image: podcastEpisodes.image,
  durationSeconds: podcastEpisodes.durationSeconds,
  season: podcastEpisodes.season,
  episodeNumber: podcastEpisodes.episodeNumber,
  publishedAt: podcastEpisodes.publishedAt,
}

type Row = { publishedAt: Date } & Omit<PodcastEpisode, 'publishedAt' | 'showNotes'>

const toEpisode = <T extends Row>(row: T) => ({ ...row, publishedAt: row.publishedAt.toISOString() })

export async function listEpisodes(options: {
  db: Db
  offset: number
  limit: number
}): Promise<PodcastEpisodeList> {
  const [rows, totals] = await Promise.all([
    options.db
      .select(columns)
      .from(podcastEpisodes)
      .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id))
      .limit(options.limit)
      .offset(options.offset),
    options.db.select({ n: sql<number>`count(*)::int` }).from(podcastEpisodes),
  ])
  return {
    items: rows.map(toEpisode),
    total: totals[0]?.n ?? 0,
    offset: options.offset,
    limit: options.limit,
  }
}

export async function getEpisode(options: { db: Db; idOrSlug: string }): Promise<PodcastEpisode> {
  const isId = /^\d{1,9}$/.test(options.idOrSlug)
  const [row] = await options.db
    .select({ ...columns, showNotes: podcastEpisodes.showNotes })
    .from(podcastEpisodes)
    .where(
      isId ? eq(podcastEpisodes.id, Number(options.idOrSlug)) : eq(podcastEpisodes.slug, options.idOrSlug),
    )
  if (!row) throw notFound('Episode')
  return toEpisode(row)
}
