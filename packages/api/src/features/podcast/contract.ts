// The podcast's contract: the episode list (paged, newest first) and one episode with its show
// notes. The web reads these shapes through the typed client (apps/web/src/lib/bff-client.ts).
import { z } from '@hono/zod-openapi'

export { json, readErrors } from '../../http/public-read-app.ts'

export const EpisodePage = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(12),
})

export const EpisodeParams = z.object({
  idOrSlug: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/i)
    .openapi({ param: { name: 'idOrSlug', in: 'path' }, example: 'pickleball-in-sweden' }),
})

export const EpisodeSummary = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    audioUrl: z.string(),
    audioType: z.string(),
    image: z.string().nullable(),
    durationSeconds: z.number().nullable(),
    season: z.number().nullable(),
    episodeNumber: z.number().nullable(),
    publishedAt: z.string().openapi({ description: 'ISO 8601 instant' }),
  })
  .openapi('PodcastEpisodeSummary')

export const Episode = EpisodeSummary.extend({
  showNotes: z.string().openapi({ description: 'Sanitised HTML from the feed' }),
}).openapi('PodcastEpisode')

export const EpisodeList = z
  .object({ items: z.array(EpisodeSummary), total: z.number(), offset: z.number(), limit: z.number() })
  .openapi('PodcastEpisodeList')

export type PodcastEpisode = z.infer<typeof Episode>
export type PodcastEpisodeList = z.infer<typeof EpisodeList>
