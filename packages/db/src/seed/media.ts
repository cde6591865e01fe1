// Paths of the generated demo images (scripts/generate-media.ts draws them). Shared by the seed
// and the generator so every path the database references exists on disk.
export type EventImageTheme = 'court' | 'coast' | 'landscape' | 'city'

/** Theme of event-01 … event-16, four each. */
export const EVENT_IMAGE_THEMES: EventImageTheme[] = [
  'court',
  'coast',
  'landscape',
  'city',
  'court',
  'coast',
  'landscape',
  'city',
  'court',
  'coast',
  'landscape',
  'city',
  'court',
  'coast',
  'landscape',
  'city',
]

export const AVATAR_COUNT = 60
export const TEAM_LOGO_COUNT = 36
export const TOUR_IMAGE_COUNT = 3
export const PODCAST_EPISODE_COVER_COUNT = 6

const pad = (n: number) => String(n).padStart(2, '0')

export const media = {
  event: (n: number) => `/media/events/event-${pad(n)}.svg`,
  organizer: (slug: string) => `/media/organizers/${slug}.svg`,
  tour: (n: number) => `/media/tours/tour-${n}.svg`,
  avatar: (n: number) => `/media/avatars/avatar-${pad(n)}.svg`,
  teamLogo: (n: number) => `/media/teams/team-${pad(n)}.svg`,
  podcastCover: '/media/podcast/cover.svg',
  podcastEpisodeCover: (n: number) => `/media/podcast/episode-${pad(n)}.svg`,
  podcastAudio: '/media/podcast/episode-sample.wav',
  defaultLogo: '/media/default-logo.svg',
}

const COASTAL = new Set([
  'Nice',
  'Valencia',
  'Barcelona',
  'Málaga',
  'Palma',
  'Lisboa',
  'Porto',
  'Lagos',
  'Albufeira',
  'Cascais',
  'Vaxholm',
  'Hamburg',
  'Rotterdam',
  'Den Haag',
  'Montpellier',
  'Sevilla',
  'Göteborg',
  'Malmö',
])
const LANDSCAPE = new Set([
  'Innsbruck',
  'Salzburg',
  'Kitzbühel',
  'Interlaken',
  'Genève',
  'Como',
  'Siena',
  'Peso da Régua',
  'Aix-en-Provence',
  'Inverness',
  'Zürich',
  'Firenze',
])

/** Chooses an image theme that fits the place; `counter` rotates through the theme's images. */
export function eventImageFor(
  cityName: string,
  isIndoor: boolean,
  isTravel: boolean,
  counter: Map<EventImageTheme, number>,
): string {
  let theme: EventImageTheme
  if (LANDSCAPE.has(cityName)) theme = 'landscape'
  else if (COASTAL.has(cityName) && (isTravel || !isIndoor)) theme = 'coast'
  else if (isIndoor && !isTravel)
    theme = (counter.get('court') ?? 0) <= (counter.get('city') ?? 0) ? 'court' : 'city'
  else theme = COASTAL.has(cityName) ? 'coast' : 'city'
  const used = counter.get(theme) ?? 0
  counter.set(theme, used + 1)
  const candidates = EVENT_IMAGE_THEMES.flatMap((t, i) => (t === theme ? [i + 1] : []))
  return media.event(candidates[used % candidates.length] ?? 1)
}
