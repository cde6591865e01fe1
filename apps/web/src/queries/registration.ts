// Registration and payment queries and calls (/bff/registrations, /bff/payments). Query keys live
// here only; everything about the signed-in player starts with USER_QUERY_ROOT, so login and
// logout drop it together with the rest of the user's data.
import type {
  EntryRequest,
  LookingForPartnerEntry,
  MyRegistrations,
  OrderView,
  PaymentStart,
  PlayerSearchResult,
  Quote,
  RegistrationOptions,
  TestCheckoutResult,
} from '@courtside/api/types'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { bff } from '../lib/bff.ts'
import type { Locale } from '../i18n/locales.ts'
import { USER_QUERY_ROOT } from './user.ts'

const ROOT = [...USER_QUERY_ROOT, 'registration'] as const

/** The classes the player may enter, with places and the organizer's rules. */
export const registrationOptionsQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'options', tournamentId],
    queryFn: ({ signal }) =>
      bff<RegistrationOptions>(`/registrations/tournament/${tournamentId}/options`, { signal }),
    staleTime: 15_000,
  })

/** The server's price for a selection; the page never computes money itself. */
export const registrationQuoteQuery = (tournamentId: number, entries: EntryRequest[]) =>
  queryOptions({
    queryKey: [...ROOT, 'quote', tournamentId, entries],
    queryFn: ({ signal }) =>
      bff<Quote>(`/registrations/tournament/${tournamentId}/quote`, {
        method: 'POST',
        body: { entries },
        signal,
      }),
    enabled: entries.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...ROOT, 'order', orderId],
    queryFn: ({ signal }) => bff<OrderView>(`/registrations/orders/${orderId}`, { signal }),
  })

export const myRegistrationsQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'mine'],
    queryFn: ({ signal }) => bff<MyRegistrations>('/registrations/mine', { signal }),
  })

export const playerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...ROOT, 'players', search],
    queryFn: async ({ signal }) =>
      (await bff<{ items: PlayerSearchResult[] }>('/registrations/players', { query: { search }, signal }))
        .items,
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

export const lookingForPartnerQuery = (classId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'looking-for-partner', classId],
    queryFn: async ({ signal }) =>
      (
        await bff<{ items: LookingForPartnerEntry[] }>(
          `/registrations/class/${classId}/looking-for-partner`,
          {
            signal,
          },
        )
      ).items,
    staleTime: 60_000,
  })

/** Every registration query (after a change, all of them are refetched). */
export const registrationQueryRoot = () => ROOT

export function createRegistrationOrder(
  tournamentId: number,
  entries: EntryRequest[],
  idempotencyKey: string,
  locale: Locale,
) {
  return bff<OrderView>(`/registrations/tournament/${tournamentId}/orders`, {
    method: 'POST',
    body: { entries, locale },
    headers: { 'idempotency-key': idempotencyKey },
  })
}

/** A player without a DUPR rating asks the organizer to approve an entry (issue 12). */
export function requestApproval(classId: number) {
  return bff<{ id: number; status: 'pending_approval' }>(`/registrations/class/${classId}/approval-request`, {
    method: 'POST',
    body: {},
  })
}

export function startPayment(orderId: string, locale: Locale) {
  return bff<PaymentStart>(`/registrations/orders/${orderId}/pay`, { method: 'POST', body: { locale } })
}

export function payWithTestCard(orderId: string, cardNumber: string, locale: Locale) {
  return bff<TestCheckoutResult>(`/payments/test-checkout/${orderId}`, {
    method: 'POST',
    body: { cardNumber, locale },
  })
}

export function cancelRegistration(registrationId: number) {
  return bff<{ registrationId: number; status: 'cancelled'; refundMinor: number }>(
    `/registrations/${registrationId}/cancel`,
    { method: 'POST' },
  )
}

export function answerInvitation(invitationId: number, answer: 'accept' | 'decline') {
  return bff<MyRegistrations>(`/registrations/invitations/${invitationId}/${answer}`, { method: 'POST' })
}
