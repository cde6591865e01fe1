import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatMoney, formatRating } from '../../lib/format.ts'
import { deleteClass } from '../../queries/manage.ts'
import type { ManagedClass, ManagedEvent } from '../../queries/manage-types.ts'
import { ButtonLink } from '../links.tsx'
import { ClassFormModal } from './class-form-modal.tsx'
import { FailureAlert } from './failure-alert.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

/** The event's classes with their places taken, and the way to each entries desk. */
export function ClassList({ locale, event }: { locale: Locale; event: ManagedEvent }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<ManagedClass | 'new' | null>(null)
  const [deleting, setDeleting] = useState<ManagedClass | null>(null)
  const remove = useManageMutation(
    (id: number) => deleteClass(id),
    () => setDeleting(null),
  )
  const currency = event.effective.currency
  const gate = (c: ManagedClass) => {
    const parts: string[] = []
    // The registration page's wording for the same limits (registration.rating*).
    const min = formatRating(c.ratingMin, locale)
    const max = formatRating(c.ratingMax, locale)
    if (min && max) parts.push(t('registration.ratingLimits', { min, max }))
    else if (min) parts.push(t('registration.ratingMin', { min }))
    else if (max) parts.push(t('registration.ratingMax', { max }))
    if (c.minAge != null) parts.push(t('manage.classes.ageMin', { age: c.minAge }))
    if (c.maxAge != null) parts.push(t('manage.classes.ageMax', { age: c.maxAge }))
    return parts.join(' · ')
  }
  return (
    <Stack gap="sm">
      {event.classes.length === 0 && <Text c="dimmed">{t('manage.classes.empty')}</Text>}
      {event.classes.map((c) => (
        <Card key={c.id} withBorder padding="sm" component="article" aria-label={c.name}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700}>{c.name}</Text>
              <Text size="sm" c="dimmed">
                {t(`manage.classTypes.${c.type}`)} · {t(`manage.genders.${c.gender}`)} ·{' '}
                {formatMoney(c.feeMinor, currency, locale)}
              </Text>
              <Text size="sm">
                {t('manage.classes.places', {
                  taken: c.counts.holding,
                  capacity: c.capacity,
                })}
                {c.counts.waitlisted > 0 &&
                  ` · ${t('manage.classes.waitlist', { count: c.counts.waitlisted })}`}
                {c.counts.pendingApproval > 0 &&
                  ` · ${t('manage.classes.pendingApproval', { count: c.counts.pendingApproval })}`}
              </Text>
              {gate(c) && <Text size="sm">{gate(c)}</Text>}
            </Stack>
            <Group gap="xs">
              <ButtonLink
                to="/$locale/manage/event/$eventId/class/$classId"
                params={{ locale, eventId: String(event.id), classId: String(c.id) }}
                size="xs"
                aria-label={t('manage.classes.deskFor', { name: c.name })}
              >
                {t('manage.classes.desk')}
              </ButtonLink>
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(c)}
                aria-label={t('manage.classes.editTitle', { name: c.name })}
              >
                {t('manage.common.edit')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => {
                  remove.reset()
                  setDeleting(c)
                }}
                aria-label={t('manage.classes.deleteTitle', { name: c.name })}
              >
                {t('manage.common.delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <Button variant="light" w="fit-content" onClick={() => setEditing('new')}>
        {t('manage.classes.create')}
      </Button>
      {editing !== null && (
        <ClassFormModal
          key={editing === 'new' ? 'new' : editing.id}
          event={event}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t('manage.classes.deleteTitle', { name: deleting.name }) : ''}
      >
        <Stack>
          <Text>{t('manage.classes.deleteExplain')}</Text>
          <FailureAlert error={remove.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('manage.common.keep')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id)}
            >
              {t('manage.common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
