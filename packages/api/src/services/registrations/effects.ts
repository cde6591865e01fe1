// After a registration transaction commits: e-mails through the mail adapter (the outbox in
// development) and refunds through the payment adapter. Failures here never undo the committed
// change; refunds stay pending and are retried (refunds.ts), a lost e-mail is logged.
import { inArray, users } from '@courtside/db'
import { DEFAULT_LOCALE, isLocale } from '@courtside/domain'
import type { Logger } from 'pino'
import type { Outbox } from '../../adapters/outbox.ts'
import type { PaymentAdapter } from '../payments/adapter.ts'
import type { Effects, Executor, Notice } from './lifecycle.ts'
import { executeRefund } from './refunds.ts'

function message(notice: Notice, siteUrl: string, locale: string): { subject: string; body: string } {
  const profile = `${siteUrl}/${locale}/profile`
  const where = notice.className ? `${notice.className} at ${notice.tournamentName}` : notice.tournamentName
  switch (notice.kind) {
    case 'invited':
      return {
        subject: `Partner invitation: ${where}`,
        body: `You have been invited as a partner for ${where}. Please accept or decline by ${notice.extra ?? ''} (UTC) on your profile: ${profile}`,
      }
    case 'promoted':
      return {
        subject: `A place is free: ${where}`,
        body: `A place in ${where} is yours if you pay by ${notice.extra ?? ''} (UTC). Pay on your profile: ${profile}`,
      }
    case 'partner_accepted':
      return {
        subject: `Your partner accepted: ${where}`,
        body: `Your partner accepted the invitation for ${where}. See your registrations: ${profile}`,
      }
    case 'partner_declined':
      return {
        subject: `Your partner declined: ${where}`,
        body: `Your partner declined the invitation for ${where}. See your registrations: ${profile}`,
      }
    case 'fell_back':
      return {
        subject: `Back on the waitlist: ${where}`,
        body: `Not every partner accepted in time, so your entry for ${where} is back on the waitlist and its payment is refunded. ${profile}`,
      }
    case 'event_cancelled':
      return {
        subject: `Cancelled: ${notice.tournamentName}`,
        body: `The organizer cancelled ${notice.tournamentName}. Every payment for your entries is refunded in full. ${profile}`,
      }
    case 'withdrawn_by_organizer':
      return {
        subject: `Entry withdrawn: ${where}`,
        body: `The organizer withdrew your entry for ${where}. ${notice.extra ?? ''} ${profile}`,
      }
    case 'approved':
      return {
        subject: `Entry approved: ${where}`,
        body: `The organizer approved your entry for ${where}. Pay on your profile to hold your place: ${profile}`,
      }
    case 'refused':
      return {
        subject: `Entry not approved: ${where}`,
        body: `The organizer did not approve your entry for ${where}. ${profile}`,
      }
    case 'late_refund':
      return {
        subject: `Payment refunded: ${where}`,
        body: `Your payment for ${where} arrived after your places were released, so it is refunded in full. ${profile}`,
      }
  }
}

export async function runEffects(options: {
  db: Executor
  effects: Effects
  outbox: Outbox
  adapter: PaymentAdapter
  siteUrl: string
  now: Date
  logger: Logger
}): Promise<void> {
  const { db, effects, outbox, logger } = options
  for (const refundId of effects.refundIds) {
    await executeRefund({ db, adapter: options.adapter, refundId, now: options.now, logger })
  }
  if (effects.notices.length === 0) return
  const people = await db
    .select({ id: users.id, email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(inArray(users.id, [...new Set(effects.notices.map((n) => n.userId))]))
  const byId = new Map(people.map((p) => [p.id, p]))
  for (const notice of effects.notices) {
    const person = byId.get(notice.userId)
    // Players without an e-mail address see the notice on their profile only.
    if (!person?.email) continue
    const locale = isLocale(person.language) ? person.language : DEFAULT_LOCALE
    try {
      await outbox.send({
        channel: 'email',
        recipient: person.email,
        ...message(notice, options.siteUrl, locale),
      })
    } catch (error) {
      logger.error({ err: error, kind: notice.kind }, 'registration e-mail not sent')
    }
  }
}
