import { Badge, Group, Image, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateTime } from '../../lib/format.ts'
import type { MyCheckIn } from '../../queries/check-in.ts'

/**
 * The player's QR code (an SVG the API drew from the signed token) and the short code to read
 * out at the desk when a camera fails; or "checked in" once they are.
 */
export function CheckInCode({
  mine,
  locale,
  timeZone,
}: {
  mine: MyCheckIn
  locale: Locale
  timeZone: string
}) {
  const { t } = useTranslation()
  if (!mine.entered || !mine.qrSvg || !mine.code) return <Text size="sm">{t('checkIn.notEntered')}</Text>
  return (
    <Stack gap="xs" align="flex-start" data-testid="check-in-code">
      {mine.checkIn ? (
        <Group gap="xs">
          <Badge color="green" variant="light" size="lg">
            {t('checkIn.checkedIn')}
          </Badge>
          <Text size="sm">{formatDateTime(mine.checkIn.at, locale, timeZone)}</Text>
        </Group>
      ) : null}
      <Image
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(mine.qrSvg)}`}
        alt={t('checkIn.qrAlt', { code: mine.code })}
        w={200}
        h={200}
        bg="white"
      />
      <Text size="sm">
        {t('checkIn.shortCode')}{' '}
        <Text span ff="monospace" fw={700} fz="lg">
          {mine.code}
        </Text>
      </Text>
    </Stack>
  )
}
