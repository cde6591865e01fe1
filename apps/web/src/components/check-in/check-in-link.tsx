import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { checkInWindowQuery } from '../../queries/check-in.ts'
import { ButtonLink } from '../links.tsx'

/** The tournament page's way to self check-in, shown only while the director's window is open. */
export function CheckInLink({ eventId, locale }: { eventId: number; locale: Locale }) {
  const { t } = useTranslation()
  const { data } = useQuery(checkInWindowQuery(eventId))
  if (!data?.open) return null
  return (
    <ButtonLink
      to="/$locale/tournament/$id/check-in"
      params={{ locale, id: String(eventId) }}
      variant="light"
      fullWidth
      mt="sm"
    >
      {t('checkIn.link')}
    </ButtonLink>
  )
}
