// Response shapes of the /bff API. Type-only: the web app imports these with `import type`.

import type { EventType, RegistrationStatus, TournamentState } from '@courtside/domain'
import type { OrganizationSummary, TournamentCard, TourDetail } from '../features/tournaments/schemas.ts'

export type { EventType, RegistrationStatus, TournamentState }

// The public event pages' answers, derived from their schemas (features/tournaments/schemas.ts).
export type {
  BaseInfo,
  ClassSummary,
  CountryCount,
  OrganizationSummary,
  TournamentCard,
  TournamentDetail,
  TourCard,
  TourDetail,
  TournamentList as TournamentListResponse,
} from '../features/tournaments/schemas.ts'
export type TourStop = TourDetail['stops'][number]
export type TourRankingRow = TourDetail['rankings'][number]

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
