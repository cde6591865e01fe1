import { Alert, Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import {
  classDrawQuery,
  lockDraw,
  publishDraw,
  swapDrawEntries,
  type DrawView,
} from '../../../queries/draws.ts'
import { managedEventQuery } from '../../../queries/manage.ts'
import { AnchorLink } from '../../links.tsx'
import { DrawSheetLink } from '../export-links.tsx'
import { FailureAlert } from '../failure-alert.tsx'
import { ManageShell } from '../manage-shell.tsx'
import { useManageMutation } from '../use-manage-mutation.ts'
import { DrawOptionsForm } from './draw-options-form.tsx'
import { DrawPreview } from './draw-preview.tsx'

/** One class's draw: options, generate, preview, swap, lock, publish; results per match after lock. */
export function DrawPage({ locale, eventId, classId }: { locale: Locale; eventId: number; classId: number }) {
  const { t, i18n } = useTranslation()
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId))
  const { data: draw } = useSuspenseQuery(classDrawQuery(classId))
  const managedClass = event.classes.find((c) => c.id === classId)
  if (!managedClass) return null
  const format = managedClass.matchFormat
  const maxGames = format.gamesToWin * 2 - 1
  const publishAt = draw?.publishAt ? new Date(draw.publishAt) : null
  return (
    <ManageShell
      locale={locale}
      orgId={event.organizationId}
      title={t('manage.draw.heading', { name: managedClass.name })}
      back={
        <AnchorLink
          to="/$locale/manage/event/$eventId/class/$classId"
          params={{ locale, eventId: String(event.id), classId: String(classId) }}
          size="sm"
        >
          ← {t('manage.desk.heading', { name: managedClass.name })}
        </AnchorLink>
      }
      subtitle={
        draw && (
          <Group gap="xs">
            <Badge color={draw.status === 'draft' ? 'gray' : draw.status === 'locked' ? 'orange' : 'green'}>
              {t(`manage.draw.status.${draw.status}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('manage.draw.seedShown', { seed: draw.randomSeed })}
              {publishAt &&
                ` · ${t('manage.draw.publicFrom', {
                  when: new Intl.DateTimeFormat(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: event.timeZone,
                  }).format(publishAt),
                })}`}
            </Text>
          </Group>
        )
      }
    >
      {(!draw || draw.status === 'draft') && (
        <DrawOptionsForm classId={classId} initial={draw?.options ?? null} />
      )}
      {draw && <DrawActions draw={draw} />}
      {draw && draw.status === 'draft' && <SwapForm draw={draw} />}
      {draw && (
        <Stack gap="xs" component="section" aria-label={t('manage.draw.seeding')}>
          <Title order={3}>{t('manage.draw.seeding')}</Title>
          <Text size="sm">
            {draw.entries
              .map((e) => `${e.seed}. ${e.name}${e.rating === null ? '' : ` (${e.rating.toFixed(3)})`}`)
              .join(' · ')}
          </Text>
        </Stack>
      )}
      {draw ? <DrawPreview draw={draw} maxGames={maxGames} /> : <Text>{t('manage.draw.none')}</Text>}
    </ManageShell>
  )
}

function DrawActions({ draw }: { draw: DrawView }) {
  const { t } = useTranslation()
  const [when, setWhen] = useState('')
  const lock = useManageMutation(() => lockDraw(draw.classId))
  // datetime-local is the browser's local time; the API takes an instant.
  const publish = useManageMutation(() =>
    publishDraw(draw.classId, when ? new Date(when).toISOString() : undefined),
  )
  const changed = draw.entriesChanged.added.length + draw.entriesChanged.removed.length > 0
  return (
    <Stack gap="sm">
      {changed && draw.status === 'draft' && (
        <Alert color="orange" role="status">
          {t('manage.draw.entriesChanged', {
            added: draw.entriesChanged.added.length,
            removed: draw.entriesChanged.removed.length,
          })}
        </Alert>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {draw.status === 'draft' && (
          <Button color="orange" onClick={() => lock.mutate()} loading={lock.isPending}>
            {t('manage.draw.lock')}
          </Button>
        )}
        {draw.status !== 'draft' && (
          <>
            <TextInput
              type="datetime-local"
              label={t('manage.draw.publishAt')}
              description={t('manage.draw.publishAtHint')}
              value={when}
              onChange={(e) => setWhen(e.currentTarget.value)}
            />
            <Button onClick={() => publish.mutate()} loading={publish.isPending}>
              {draw.status === 'published' ? t('manage.draw.republish') : t('manage.draw.publish')}
            </Button>
          </>
        )}
        {draw.status !== 'draft' && <DrawSheetLink classId={draw.classId} />}
        <Text size="sm" c="dimmed" role="status">
          {draw.isPublic ? t('manage.draw.isPublic') : t('manage.draw.notPublic')}
        </Text>
      </Group>
      <FailureAlert error={lock.error ?? publish.error} />
    </Stack>
  )
}

function SwapForm({ draw }: { draw: DrawView }) {
  const { t } = useTranslation()
  const [a, setA] = useState('')
  const [b, setB] = useState('')
  const swap = useManageMutation(() => swapDrawEntries(draw.classId, [Number(a), Number(b)]))
  const options = [
    { value: '', label: '—' },
    ...draw.entries.map((e) => ({ value: String(e.id), label: `${e.seed}. ${e.name}` })),
  ]
  return (
    <Stack gap="xs" component="section" aria-label={t('manage.draw.swap')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('manage.draw.swapA')}
          value={a}
          onChange={(e) => setA(e.currentTarget.value)}
          data={options}
        />
        <NativeSelect
          label={t('manage.draw.swapB')}
          value={b}
          onChange={(e) => setB(e.currentTarget.value)}
          data={options}
        />
        <Button
          variant="default"
          disabled={!a || !b || a === b}
          loading={swap.isPending}
          onClick={() => swap.mutate()}
        >
          {t('manage.draw.swap')}
        </Button>
      </Group>
      <FailureAlert error={swap.error} />
    </Stack>
  )
}
