// The podcast (public read, mounted at /bff/podcast in app.ts): the episode list and one episode,
// and the RSS import behind `npm run podcast:import` (cli/podcast-import.ts).
import { createPublicReadApp } from '../../http/public-read-app.ts'
import * as getEpisode from './get-episode.ts'
import * as listEpisodes from './list-episodes.ts'

export { FeedError, importPodcastFeed } from './podcast-import.ts'

export function createPodcastApp() {
  // Errors fall through to the /bff app's handler (app.ts), as they always did.
  return createPublicReadApp()
    .openapi(listEpisodes.route, listEpisodes.handler)
    .openapi(getEpisode.route, getEpisode.handler)
}
