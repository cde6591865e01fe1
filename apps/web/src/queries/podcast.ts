import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PodcastEpisode, PodcastEpisodeList } from '@courtside/api/types'
import { bff } from '../lib/bff.ts'

export const PODCAST_PAGE_SIZE = 12

export const podcastEpisodesQuery = (page: number) =>
  queryOptions({
    queryKey: ['podcast', 'list', page],
    queryFn: ({ signal }) =>
      bff<PodcastEpisodeList>('/podcast/episodes', {
        signal,
        query: { offset: (page - 1) * PODCAST_PAGE_SIZE, limit: PODCAST_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })

export const podcastEpisodeQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['podcast', 'episode', idOrSlug],
    queryFn: ({ signal }) =>
      bff<PodcastEpisode>(`/podcast/episodes/${encodeURIComponent(idOrSlug)}`, { signal }),
    staleTime: 5 * 60_000,
  })
