// What a message says, per kind, in the recipient's language: subject, paragraphs, links and (for
// the receipt) a table. The React template (template.tsx) lays it out; the strings come from the
// locale files (translate.ts), dates and money from format.ts.
import { formatMoney, formatPercent, formatZonedTime } from './format.ts'
import type { MessageKind, MessagePayload } from './kinds.ts'
import { translator } from './translate.ts'

/** How long an account code lasts, as the texts say it (adapters/identity/codes.ts CODE_TTL_MS). */
export const CODE_MINUTES = 15

export type ContentLink = { label: string; href: string }
export type ReceiptTable = {
  rows: { label: string; amount: string }[]
  total: { label: string; amount: string }
}

export type MessageContent = {
  subject: string
  greeting: string
  paragraphs: string[]
  links: ContentLink[]
  table?: ReceiptTable
  signature: string
  footer: string
  /** The short plain text of an SMS (codes and notices to phone numbers); else the paragraphs. */
  sms?: string
}

/** The absolute address of a page in the recipient's language; never carries a session. */
export function pageUrl(siteUrl: string, locale: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}/${locale}${path}`
}

export function messageContent(options: {
  kind: MessageKind
  payload: MessagePayload
  locale: string
  siteUrl: string
  recipient: string
}): MessageContent {
  const { kind, payload: p, locale, siteUrl } = options
  const t = translator(locale)
  const zone = p.timeZone ?? 'UTC'
  const time = (iso: string | undefined) => (iso ? formatZonedTime(iso, locale, zone) : '')
  const money = (minor: number | undefined) => formatMoney(minor ?? 0, p.currency ?? 'EUR', locale)
  const vars = {
    tournament: p.tournament ?? '',
    where: p.className
      ? t('common.where', { className: p.className, tournament: p.tournament ?? '' })
      : (p.tournament ?? ''),
    deadline: time(p.deadline),
    inviter: p.inviter ?? '',
    organization: p.organization ?? '',
    amount: money(p.refundMinor),
    order: p.order ?? '',
    time: time(p.paidAt),
    code: p.code ?? '',
    minutes: CODE_MINUTES,
    count: p.failures ?? '',
    court: p.court ?? '',
    opponents: p.opponents ?? '',
    score: p.score ?? '',
    at: time(p.at),
  }
  const profile = pageUrl(siteUrl, locale, '/profile')
  const content: MessageContent = {
    subject: t(`${kind}.subject`, vars),
    greeting: p.name ? t('layout.greeting', { name: p.name }) : t('layout.greetingAnonymous'),
    paragraphs: [t(`${kind}.body`, vars)],
    links: [{ label: t('layout.profile'), href: profile }],
    signature: t('layout.signature'),
    footer: t('layout.footer', { recipient: options.recipient }),
  }
  switch (kind) {
    case 'invited': {
      // The profile shows the invitation with its answer buttons; the API lets only the invited
      // partner answer it (features/registrations/manage.ts), whoever follows the link.
      const at = `/profile?invitation=${p.invitationId ?? ''}`
      content.links = [
        {
          label: t('invited.accept'),
          href: pageUrl(siteUrl, locale, `${at}&answer=accept#my-registrations`),
        },
        {
          label: t('invited.decline'),
          href: pageUrl(siteUrl, locale, `${at}&answer=decline#my-registrations`),
        },
      ]
      content.paragraphs.push(t('invited.hint'))
      break
    }
    case 'cancelled':
      content.paragraphs.push(p.refundMinor ? t('cancelled.refund', vars) : t('cancelled.noRefund'))
      break
    case 'withdrawn_by_organizer':
      if (p.reason === 'class_changed') content.paragraphs.push(t('withdrawn_by_organizer.classChanged'))
      else if (p.refundMinor) content.paragraphs.push(t('common.refund', vars))
      break
    case 'org_invitation':
      content.links = [
        { label: t('org_invitation.accept'), href: pageUrl(siteUrl, locale, p.path ?? '/manage') },
      ]
      break
    case 'receipt': {
      // A free entry (free class) has no payment to thank for.
      if (p.totalMinor === 0) content.paragraphs = [t('receipt.bodyFree', vars)]
      const rows = (p.lines ?? []).flatMap((line) => [
        { label: line.label, amount: money(line.amountMinor) },
        ...(line.discountMinor ? [{ label: t('receipt.discount'), amount: money(-line.discountMinor) }] : []),
      ])
      if (p.vatRateBasisPoints) {
        const rate = formatPercent(p.vatRateBasisPoints, locale)
        rows.push({
          label: t(p.vatMode === 'added' ? 'receipt.vatAdded' : 'receipt.vatIncluded', { rate }),
          amount: money(p.vatMinor),
        })
      }
      content.table = { rows, total: { label: t('receipt.total'), amount: money(p.totalMinor) } }
      const organizer = [p.organizerName, p.organizerAddress, p.organizerEmail].filter(Boolean).join(' · ')
      if (p.organizerName) content.paragraphs.push(t('receipt.organizer', { name: organizer }))
      // Where the player finds their check-in QR code on the day (issue 15, features/check-in).
      if (p.checkInPath)
        content.links.push({ label: t('receipt.checkIn'), href: pageUrl(siteUrl, locale, p.checkInPath) })
      break
    }
    case 'account_code_verify':
    case 'account_code_reset':
    case 'account_code_mfa':
      // A code message carries no link: it asks for nothing but typing the code where it was asked.
      content.sms = content.paragraphs[0]
      content.paragraphs.push(t('account.ignore'))
      content.links = []
      break
    case 'account_exists':
    case 'account_lockout':
      content.sms = content.paragraphs[0]
      content.links = [{ label: t('account.signIn'), href: pageUrl(siteUrl, locale, '/login') }]
      break
    case 'match_called':
    case 'court_changed':
    case 'score_to_confirm':
      // One sentence is the whole message: it is read on a phone between matches (and as a push).
      content.sms = content.paragraphs[0]
      content.links = [{ label: t(`${kind}.link`), href: pageUrl(siteUrl, locale, p.path ?? '/profile') }]
      break
    default:
      break
  }
  return content
}
