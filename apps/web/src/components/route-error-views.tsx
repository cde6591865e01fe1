import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorView } from './error-views.tsx'

// Each of the tour, tournament, travel, registration and class routes has its own error view
// (spec section 2); lists get one too.
export const ListErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.list.title" messageKey="errors.list.message" />
)
export const TournamentErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.tournament.title" messageKey="errors.tournament.message" />
)
export const TravelErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.travel.title" messageKey="errors.travel.message" />
)
export const TourErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.tour.title" messageKey="errors.tour.message" />
)
export const ClassErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.class.title" messageKey="errors.class.message" />
)
export const RegistrationErrorView = (props: ErrorComponentProps) => (
  <ErrorView {...props} titleKey="errors.registration.title" messageKey="errors.registration.message" />
)
