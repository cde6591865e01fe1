// Response shapes of the /bff API. Type-only: the web app imports these with `import type`.

import type { EventType, Locale, RegistrationStatus, TournamentState } from '@courtside/domain'

export type { EventType, RegistrationStatus, TournamentState }

export type OrganizationSummary = {
  id: number
  slug: string
  name: string
  logo: string | null
  country: string
}

export type TournamentCard = {
  id: number
  slug: string
  name: string
  typeCode: number
  eventType: EventType
  startDate: string
  endDate: string
  timeZone: string
  city: string
  country: string
  image: string | null
  progress: number
  state: TournamentState
  isFeatured: boolean
  isRegistrationOpen: boolean
  classCount: number
  playerCount: number
  organization: OrganizationSummary
}

export type TournamentListResponse = {
  items: TournamentCard[]
  total: number
  offset: number
  limit: number
}

export type CountryCount = { code: string; count: number }

export type ClassSummary = {
  id: number
  name: string
  type: number
  gender: string
  capacity: number
  feeMinor: number
  currency: string
  ratingMin: number | null
  ratingMax: number | null
  startsAt: string | null
  playerCount: number
  entryCount: number
  isFull: boolean
  isCompleted: boolean
}

export type TournamentDetail = TournamentCard & {
  description: string
  /** The Markdown description rendered to safe HTML on the server. */
  descriptionHtml: string
  /** The description's language: the visitor's, or the organizer's default as the fallback. */
  descriptionLanguage: Locale
  venueName: string
  address: string
  postalCode: string | null
  latitude: number | null
  longitude: number | null
  registrationOpensAt: string | null
  registrationClosesAt: string | null
  registrationStatus: RegistrationStatus
  currency: string
  organization: OrganizationSummary & { website: string | null; email: string | null }
  classes: ClassSummary[]
  tour: { id: number; slug: string; name: string; stopNumber: number } | null
}

export type BaseInfo = { name: string; description: string; img: string | null }

export type TourCard = {
  id: number
  slug: string
  name: string
  subtitle: string
  image: string | null
  season: number
  stopCount: number
  firstDate: string | null
  lastDate: string | null
  countries: string[]
}

export type TourStop = TournamentCard & { stopNumber: number; pointsMultiplierPercent: number }

export type TourRankingRow = {
  rank: number
  player: { id: number; firstName: string; lastName: string; country: string | null; avatar: string | null }
  totalPoints: number
  stopsPlayed: number
  bestPlacement: number | null
}

export type TourDetail = TourCard & {
  description: string
  organization: OrganizationSummary | null
  stops: TourStop[]
  rankings: TourRankingRow[]
}

export type OrganizerCard = OrganizationSummary & {
  city: string | null
  description: string
  upcomingCount: number
  eventCount: number
}

export type OrganizerDetail = OrganizerCard & {
  website: string | null
  email: string | null
  embedOrigins: string[]
  upcoming: TournamentCard[]
  past: TournamentCard[]
}

export type Gender = 'female' | 'male' | 'other' | 'undisclosed'

/** A player's own profile (PATCH /bff/user/update answers it; features/accounts/user-store.ts reads it). */
export type UserProfile = {
  id: number
  firstName: string
  lastName: string
  userName: string
  avatar: string | null
  email: string | null
  phone: string | null
  country: string | null
  birthYear: number | null
  gender: Gender | null
  preferredLanguage: string | null
  duprId: string | null
  duprRatingSingles: number | null
  duprRatingDoubles: number | null
}

/** GET /bff/user/me: the profile and the identity provider that holds the account. */
export type CurrentUser = UserProfile & { identityProvider: 'local' | 'cognito' }

// Type-only from the features' types.ts: their index would import lib/context.ts, which imports this.
export type * from '../features/classes/types.ts'
export type * from '../features/registrations/types.ts'

// The court board and "when and where do I play" (issue 15, features/live-board).
export type {
  LiveBoard,
  LiveCourt,
  LiveMatch,
  LiveSide,
  LiveStandings,
  MyMatch,
  MyMatches,
} from '../features/live-board/types.ts'
