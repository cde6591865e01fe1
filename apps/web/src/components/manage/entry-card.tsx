import { OPEN_ENTRY_STATUSES } from '@courtside/domain'
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateTime, formatMoney, formatRating } from '../../lib/format.ts'
import { decideApproval, promoteEntry, reorderWaitlist } from '../../queries/manage.ts'
import type { EntryStatus, ManagedEntry, ManagedEvent } from '../../queries/manage-types.ts'
import { EntryDialogs, type EntryDialog } from './entry-dialogs.tsx'
import { entryName } from './entry-name.ts'
import { FailureAlert } from './failure-alert.tsx'
import { isPairable, PairModal } from './pair-modal.tsx'
import { EntryStatusBadge } from './status-badge.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

/** Entries the desk can still act on (the domain's open entries). */
const OPEN = new Set<EntryStatus>(OPEN_ENTRY_STATUSES)

/** One entry on the desk with the actions its state allows. */
export function EntryCard({
  locale,
  entry,
  event,
  waitlist,
  partnerCandidates,
}: {
  locale: Locale
  entry: ManagedEntry
  event: ManagedEvent
  waitlist: ManagedEntry[]
  /** Every entry of the class looking for a partner (not only the filtered view). */
  partnerCandidates: ManagedEntry[]
}) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<EntryDialog>(null)
  const [isPairing, setIsPairing] = useState(false)
  const act = useManageMutation((run: () => Promise<unknown>) => run())
  const money = (minor: number) => formatMoney(minor, event.effective.currency, locale)
  const name = entryName(entry)
  const index = waitlist.findIndex((e) => e.id === entry.id)
  const moveInWaitlist = (delta: number) => {
    const ids = waitlist.map((e) => e.id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + delta, 0, moved)
    act.mutate(() => reorderWaitlist(entry.classId, ids))
  }
  const ratings = entry.players
    .map((p) => formatRating(p.rating, locale))
    .filter(Boolean)
    .join(' / ')
  return (
    <Card withBorder padding="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {ratings && (
              <Text size="sm" c="dimmed">
                DUPR {ratings}
              </Text>
            )}
          </Stack>
          <Group gap={4} justify="flex-end">
            {entry.isLookingForPartner && OPEN.has(entry.status) && (
              <Badge color="teal" variant="outline" style={{ flexShrink: 0 }}>
                {t('manage.desk.lookingBadge')}
              </Badge>
            )}
            <EntryStatusBadge status={entry.status} />
          </Group>
        </Group>
        <Text size="sm">
          {t('manage.desk.paidOf', { paid: money(entry.paidMinor), fee: money(entry.feeMinor) })}
          {entry.payment !== 'none' && ` (${t(`manage.desk.payment.${entry.payment}`)})`}
          {entry.refundedMinor > 0 &&
            ` · ${t('manage.desk.refunded', { amount: money(entry.refundedMinor) })}`}
          {' · '}
          {formatDateTime(entry.createdAt, locale, event.timeZone)}
          {entry.waitlistPosition != null &&
            ` · ${t('manage.desk.position', { position: entry.waitlistPosition })}`}
        </Text>
        <Group gap="xs">
          {entry.status === 'pending_approval' && (
            <>
              <Button
                size="xs"
                color="green"
                onClick={() => act.mutate(() => decideApproval(entry.id, 'approve'))}
              >
                {t('manage.desk.approve')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => act.mutate(() => decideApproval(entry.id, 'refuse'))}
              >
                {t('manage.desk.refuse')}
              </Button>
            </>
          )}
          {entry.status === 'waitlisted' && (
            <>
              <Button size="xs" onClick={() => act.mutate(() => promoteEntry(entry.id))}>
                {t('manage.desk.promote')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={index <= 0}
                onClick={() => moveInWaitlist(-1)}
                aria-label={t('manage.desk.up', { name })}
              >
                ↑
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={index < 0 || index >= waitlist.length - 1}
                onClick={() => moveInWaitlist(1)}
                aria-label={t('manage.desk.down', { name })}
              >
                ↓
              </Button>
            </>
          )}
          {isPairable(entry) && (
            <Button
              size="xs"
              color="teal"
              onClick={() => setIsPairing(true)}
              aria-label={t('manage.desk.pairNamed', { name })}
            >
              {t('manage.desk.pair')}
            </Button>
          )}
          {OPEN.has(entry.status) && (
            <>
              <Button size="xs" variant="default" onClick={() => setDialog('move')}>
                {t('manage.desk.move')}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => setDialog('withdraw')}>
                {t('manage.desk.withdraw')}
              </Button>
            </>
          )}
        </Group>
        <FailureAlert error={act.error} />
      </Stack>
      {isPairing && (
        <PairModal entry={entry} candidates={partnerCandidates} onClose={() => setIsPairing(false)} />
      )}
      {dialog && (
        <EntryDialogs
          locale={locale}
          entry={entry}
          event={event}
          dialog={dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  )
}
