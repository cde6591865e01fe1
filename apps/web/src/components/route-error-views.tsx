import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorView } from './error-views.tsx'

// Each of the tour, tournament, travel, registration and class routes has its own error view
// (spec section 2); lists get one too.
export const ListErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.list.title" messageKey="errors.list.message" />
)
export const TournamentErrorView = (props: ErrorComponentProps) => (
  <ErrorView
    {...props}
    titleKey="errors.tournament.title"
    messageKey="errors.tournament.message"
    back="tournaments"
  />
)
export const TravelErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.travel.title" messageKey="errors.travel.message" back="travels" />
)
export const TourErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.tour.title" messageKey="errors.tour.message" back="tours" />
)
export const ClassErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.class.title" messageKey="errors.class.message" back="tournament" />
)
export const RegistrationErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.registration.title" messageKey="errors.registration.message" />
)
