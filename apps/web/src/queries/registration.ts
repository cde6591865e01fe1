// Registration and payment queries and calls (/bff/registrations, /bff/payments). Query keys live
// here only; everything about the signed-in player starts with USER_QUERY_ROOT, so login and
// logout drop it together with the rest of the user's data.
import type { EntryRequest } from '@courtside/api/types'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, ok } from '../lib/bff-client.ts'
import type { Locale } from '../i18n/locales.ts'
import { USER_QUERY_ROOT } from './user.ts'

const ROOT = [...USER_QUERY_ROOT, 'registration'] as const

/** The classes the player may enter, with places and the organizer's rules. */
export const registrationOptionsQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'options', tournamentId],
    queryFn: ({ signal }) =>
      ok(
        api.registrations.tournament[':id'].options.$get(
          { param: { id: String(tournamentId) } },
          { init: { signal } },
        ),
      ),
    staleTime: 15_000,
  })

/** The server's price for a selection; the page never computes money itself. */
export const registrationQuoteQuery = (tournamentId: number, entries: EntryRequest[]) =>
  queryOptions({
    queryKey: [...ROOT, 'quote', tournamentId, entries],
    queryFn: ({ signal }) =>
      ok(
        api.registrations.tournament[':id'].quote.$post(
          { param: { id: String(tournamentId) }, json: { entries } },
          { init: { signal } },
        ),
      ),
    enabled: entries.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...ROOT, 'order', orderId],
    queryFn: ({ signal }) =>
      ok(api.registrations.orders[':orderId'].$get({ param: { orderId } }, { init: { signal } })),
  })

export const myRegistrationsQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'mine'],
    queryFn: ({ signal }) => ok(api.registrations.mine.$get(undefined, { init: { signal } })),
  })

export const playerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...ROOT, 'players', search],
    queryFn: async ({ signal }) =>
      (await ok(api.registrations.players.$get({ query: { search } }, { init: { signal } }))).items,
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

export const lookingForPartnerQuery = (classId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'looking-for-partner', classId],
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.registrations.class[':id']['looking-for-partner'].$get(
            { param: { id: String(classId) } },
            { init: { signal } },
          ),
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
  return ok(
    api.registrations.tournament[':id'].orders.$post({
      param: { id: String(tournamentId) },
      header: { 'idempotency-key': idempotencyKey },
      json: { entries, locale },
    }),
  )
}

/** A player without a DUPR rating asks the organizer to approve an entry (issue 12). */
export function requestApproval(classId: number) {
  return ok(api.registrations.class[':id']['approval-request'].$post({ param: { id: String(classId) } }))
}

export function startPayment(orderId: string, locale: Locale) {
  return ok(api.registrations.orders[':orderId'].pay.$post({ param: { orderId }, json: { locale } }))
}

export function payWithTestCard(orderId: string, cardNumber: string, locale: Locale) {
  return ok(
    api.payments['test-checkout'][':orderId'].$post({ param: { orderId }, json: { cardNumber, locale } }),
  )
}

export function cancelRegistration(registrationId: number) {
  return ok(api.registrations[':id'].cancel.$post({ param: { id: String(registrationId) } }))
}

export function answerInvitation(invitationId: number, answer: 'accept' | 'decline') {
  return ok(api.registrations.invitations[':id'][answer].$post({ param: { id: String(invitationId) } }))
}
