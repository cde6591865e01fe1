// Reads of the seeded demo content that several specs build their URLs from.
import { expect, type APIRequestContext } from '@playwright/test'

type WithId = { id: number }

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

/** One seeded example of every kind of page: a tournament and its first class, a travel, ... */
export async function seededIds(request: APIRequestContext) {
  const list = await getJson<{ items: WithId[] }>(request, '/bff/tournament/list?limit=1')
  const travels = await getJson<{ items: WithId[] }>(
    request,
    '/bff/tournament/list?limit=1&keywordTournamentTypes=3,15',
  )
  const tours = await getJson<WithId[]>(request, '/bff/tournament/tours')
  const episodes = await getJson<{ items: WithId[] }>(request, '/bff/podcast/episodes?limit=1')
  const organizers = await getJson<{ slug: string }[]>(request, '/bff/organizers/list')
  const tournamentId = list.items[0]?.id
  const detail = await getJson<{ classes: WithId[] }>(request, `/bff/tournament/${tournamentId}`)
  return {
    tournamentId,
    classId: detail.classes[0]?.id,
    travelId: travels.items[0]?.id,
    tourId: tours[0]?.id,
    episodeId: episodes.items[0]?.id,
    organizerSlug: organizers[0]?.slug,
  }
}
