import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, ok } from '../lib/bff-client.ts'

export const PODCAST_PAGE_SIZE = 12

export const podcastEpisodesQuery = (page: number) =>
  queryOptions({
    queryKey: ['podcast', 'list', page],
    queryFn: ({ signal }) =>
      ok(
        api.podcast.episodes.$get(
          { query: { offset: String((page - 1) * PODCAST_PAGE_SIZE), limit: String(PODCAST_PAGE_SIZE) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })

export const podcastEpisodeQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['podcast', 'episode', idOrSlug],
    queryFn: ({ signal }) =>
      ok(
        api.podcast.episodes[':idOrSlug'].$get(
          { param: { idOrSlug: encodeURIComponent(idOrSlug) } },
          { init: { signal } },
        ),
      ),
    staleTime: 5 * 60_000,
  })
