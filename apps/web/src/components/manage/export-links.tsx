import { Button, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../i18n/use-translation.ts'

// The exports are plain downloads made by the server (issue 14): links, no client code.
const API = '/bff/organizer'

/** The event's downloads: TODS record, results CSV, DUPR upload file and the order of play. */
export function EventExports({ eventId }: { eventId: number }) {
  const { t } = useTranslation()
  const files = [
    { href: `${API}/events/${eventId}/order-of-play.pdf`, label: t('manage.exports.orderOfPlay') },
    { href: `${API}/events/${eventId}/results.csv`, label: t('manage.exports.results') },
    { href: `${API}/events/${eventId}/export.dupr.csv`, label: t('manage.exports.dupr') },
    { href: `${API}/events/${eventId}/export.tods.json`, label: t('manage.exports.tods') },
  ]
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('manage.exports.hint')}
      </Text>
      <Group gap="sm" wrap="wrap">
        {files.map((file) => (
          <Button key={file.href} component="a" variant="default" href={file.href} download>
            {file.label}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}

/** The class's printable draw sheet (groups and brackets). */
export function DrawSheetLink({ classId }: { classId: number }) {
  const { t } = useTranslation()
  return (
    <Button component="a" variant="default" href={`${API}/classes/${classId}/draw-sheet.pdf`} download>
      {t('manage.exports.drawSheet')}
    </Button>
  )
}
