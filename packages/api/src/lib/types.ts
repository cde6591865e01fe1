// Response shapes of the /bff API. Type-only: the web app imports these with `import type`.

import type { EventType, RegistrationStatus, TournamentState } from '@courtside/domain'
import type { TourDetail } from '../features/tournaments/schemas.ts'

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

export type { OrganizerCard, OrganizerDetail } from '../features/clubs/schemas.ts'

export type { CurrentUser, Gender, UserProfile } from '../features/accounts/schemas.ts'

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
  LiveSummary,
  MyMatch,
  MyMatches,
} from '../features/live-board/types.ts'
