import { Badge } from '@mantine/core'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { EntryStatus, EventStatus } from '../../queries/manage-types.ts'

type ShownStatus = EventStatus | 'finished'

/** What the console shows: a published event whose play is over reads "finished". */
export const shownStatus = (event: { status: EventStatus; progress: string }): ShownStatus =>
  event.status === 'published' && event.progress === 'finished' ? 'finished' : event.status

const EVENT_COLORS: Record<ShownStatus, string> = {
  draft: 'gray',
  published: 'green',
  finished: 'blue',
  cancelled: 'red',
}

export function EventStatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation()
  return (
    <Badge color={EVENT_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`manage.eventStatus.${status}`)}
    </Badge>
  )
}

const ENTRY_COLORS: Record<EntryStatus, string> = {
  pending_payment: 'yellow',
  pending_approval: 'orange',
  waiting_partner: 'grape',
  confirmed: 'green',
  waitlisted: 'blue',
  cancelled: 'red',
  expired: 'gray',
}

export function EntryStatusBadge({ status }: { status: EntryStatus }) {
  const { t } = useTranslation()
  return (
    <Badge color={ENTRY_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`manage.entryStatus.${status}`)}
    </Badge>
  )
}
