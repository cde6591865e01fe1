// Response shapes of /bff/registrations and /bff/payments, derived from their schemas
// (schemas.ts). Type-only and client-safe: the web app imports these with `import type`.
import type { z } from '@hono/zod-openapi'
import type * as S from './schemas.ts'

export type RegistrationEntryStatus = z.infer<typeof S.RegistrationEntryStatus>
export type OrderStatus = z.infer<typeof S.OrderStatus>
export type IneligibilityReason = z.infer<typeof S.IneligibilityReason>
export type PartnerRule = z.infer<typeof S.PartnerRule>
export type RegistrationRules = z.infer<typeof S.RegistrationRules>
export type RegistrationClassOption = z.infer<typeof S.RegistrationClassOption>
export type RegistrationOptions = z.infer<typeof S.RegistrationOptions>
export type QuoteLine = z.infer<typeof S.QuoteLine>
export type Quote = z.infer<typeof S.Quote>
export type OrderItemView = z.infer<typeof S.OrderItemView>
export type RefundView = z.infer<typeof S.RefundView>
export type OrderView = z.infer<typeof S.OrderView>
export type PaymentStart = z.infer<typeof S.PaymentStart>
export type TestCheckoutResult = z.infer<typeof S.TestCheckoutResult>
export type PartnerView = z.infer<typeof S.PartnerView>
export type MyRegistration = z.infer<typeof S.MyRegistration>
export type InvitationView = z.infer<typeof S.InvitationView>
export type MyRegistrations = z.infer<typeof S.MyRegistrations>
export type PlayerSearchResult = z.infer<typeof S.PlayerSearchResult>
export type LookingForPartnerEntry = z.infer<typeof S.LookingForPartnerEntry>

/** One class of a registration request (the body's `entries`, contract.ts). */
export type EntryRequest = {
  classId: number
  /** Invited partners (doubles: one; teams: teammates). Empty with isLookingForPartner = open slot. */
  partnerUserIds?: number[]
  isLookingForPartner?: boolean
  teamName?: string
}
