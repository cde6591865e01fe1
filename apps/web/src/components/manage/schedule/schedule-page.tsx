import { Alert, Button, Checkbox, Group, List, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { toZonedInput } from '@courtside/domain'
import { managedEventQuery } from '../../../queries/manage.ts'
import { planQuery, runSchedule, type SlotView } from '../../../queries/schedule.ts'
import { AnchorLink } from '../../links.tsx'
import { FailureAlert } from '../failure-alert.tsx'
import { ConsoleSection as Section, ManageShell } from '../manage-shell.tsx'
import { useManageMutation } from '../use-manage-mutation.ts'
import { CourtsEditor } from './courts-editor.tsx'
import { conflictText, matchLabel } from './match-label.ts'
import { PlanGrid } from './plan-grid.tsx'
import { ScheduleSettingsForm } from './settings-form.tsx'

/** The order of play of an event (issue 14): courts, settings, automatic plan, the grid, moves. */
export function SchedulePage({ locale, eventId }: { locale: Locale; eventId: number }) {
  const { t } = useTranslation()
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId))
  const { data: plan } = useSuspenseQuery(planQuery(eventId))
  const [replan, setReplan] = useState(false)
  const run = useManageMutation(() => runSchedule(eventId, replan ? 'replan' : 'keep'))
  const firstDay = toZonedInput(event.startDate, event.timeZone).slice(0, 10)
  const all: SlotView[] = [
    ...plan.days.flatMap((d) => d.courts.flatMap((c) => c.matches)),
    ...plan.unscheduled,
  ]
  const nameOf = (id: number) => {
    const found = all.find((m) => m.id === id)
    return found ? matchLabel(t, found) : `#${id}`
  }
  return (
    <ManageShell
      locale={locale}
      orgId={event.organizationId}
      title={t('manage.schedule.heading', { name: event.name })}
      back={
        <AnchorLink
          to="/$locale/manage/event/$eventId"
          params={{ locale, eventId: String(event.id) }}
          size="sm"
        >
          ← {event.name}
        </AnchorLink>
      }
      subtitle={
        <Text size="sm" c="dimmed">
          {t('manage.schedule.eventClock', { zone: event.timeZone })}
        </Text>
      }
    >
      <Section title={t('manage.schedule.courts')}>
        <CourtsEditor eventId={eventId} firstDay={firstDay} />
      </Section>
      <Section title={t('manage.schedule.settings')}>
        <ScheduleSettingsForm eventId={eventId} />
      </Section>
      <Section title={t('manage.schedule.auto')}>
        <Text size="sm">{t('manage.schedule.autoHint')}</Text>
        <Group gap="sm">
          <Checkbox
            label={t('manage.schedule.replan')}
            checked={replan}
            onChange={(e) => setReplan(e.currentTarget.checked)}
          />
          <Button onClick={() => run.mutate()} loading={run.isPending}>
            {t('manage.schedule.run')}
          </Button>
        </Group>
        {run.data && (
          <Alert color={run.data.unplaced.length ? 'orange' : 'green'} role="status">
            {t('manage.schedule.runResult', {
              placed: run.data.placed,
              kept: run.data.kept,
              unplaced: run.data.unplaced.length,
            })}
            {run.data.unplaced.length > 0 && (
              <List size="sm" mt="xs">
                {run.data.unplaced.map((u) => (
                  <List.Item key={u.matchId}>
                    {nameOf(u.matchId)}: {t(`manage.schedule.reason.${u.reason}`)}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <FailureAlert error={run.error} />
      </Section>
      <Section title={t('manage.schedule.plan')}>
        {plan.conflicts.length > 0 && (
          <Alert color="orange" title={t('manage.schedule.planConflicts', { count: plan.conflicts.length })}>
            <List size="sm">
              {plan.conflicts.map((c, i) => (
                <List.Item key={i}>{conflictText(t, c, nameOf)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <PlanGrid plan={plan} />
      </Section>
    </ManageShell>
  )
}
