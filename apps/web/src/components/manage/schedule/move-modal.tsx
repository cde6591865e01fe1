import { Alert, Button, Group, List, Modal, NativeSelect, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { fromZonedInput, toZonedInput } from '@courtside/domain'
import { conflictsOf, moveMatch, type PlanView, type SlotView } from '../../../queries/schedule.ts'
import { FailureAlert } from '../failure-alert.tsx'
import { useManageMutation } from '../use-manage-mutation.ts'
import { conflictText, matchLabel } from './match-label.ts'

/**
 * Move a match: pick a court and a start on the event's clock. The first save asks the API, which
 * refuses a move that breaks a rule with its conflicts; they are shown, and "Save anyway" confirms.
 */
export function MoveModal({
  plan,
  match,
  onClose,
}: {
  plan: PlanView
  match: SlotView
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [courtId, setCourtId] = useState(String(match.courtId ?? plan.courts[0]?.id ?? ''))
  const [when, setWhen] = useState(toZonedInput(match.start, plan.timeZone))
  const save = useManageMutation(
    (confirm: boolean) =>
      moveMatch(match.id, { courtId: Number(courtId), start: fromZonedInput(when, plan.timeZone), confirm }),
    () => onClose(),
  )
  const conflicts = conflictsOf(save.error)
  const all = [...plan.days.flatMap((d) => d.courts.flatMap((c) => c.matches)), ...plan.unscheduled]
  const nameOf = (id: number) => {
    const found = all.find((m) => m.id === id)
    return found ? matchLabel(t, found) : `#${id}`
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('manage.schedule.moveTitle', { match: matchLabel(t, match) })}
      size="lg"
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('manage.schedule.court')}
            value={courtId}
            onChange={(e) => setCourtId(e.currentTarget.value)}
            data={plan.courts.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <TextInput
            type="datetime-local"
            label={t('manage.schedule.start')}
            description={t('manage.schedule.eventClock', { zone: plan.timeZone })}
            value={when}
            onChange={(e) => setWhen(e.currentTarget.value)}
          />
        </Group>
        {conflicts ? (
          <Alert color="orange" role="alert" title={t('manage.schedule.conflictsTitle')}>
            <List size="sm">
              {conflicts.map((c, i) => (
                <List.Item key={i}>{conflictText(t, c, nameOf)}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <FailureAlert error={save.error} />
        )}
        <Group gap="sm">
          <Button onClick={() => save.mutate(false)} loading={save.isPending} disabled={!when || !courtId}>
            {t('manage.schedule.checkAndSave')}
          </Button>
          {conflicts && (
            <Button color="orange" onClick={() => save.mutate(true)} loading={save.isPending}>
              {t('manage.schedule.saveAnyway')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('manage.common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
