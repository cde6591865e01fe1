import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { checkInWindowQuery } from '../../queries/check-in.ts'
import { ButtonLink } from '../links.tsx'

/**
 * The tournament page's way to self check-in, shown only while the director's window is open.
 * The event read says whether it is open (`isOpen`), so the server's page has the button in place
 * (issue 17: no layout shift); the window's own read keeps it current after a change (live topic).
 */
export function CheckInLink({
  eventId,
  isOpen,
  locale,
}: {
  eventId: number
  isOpen: boolean
  locale: Locale
}) {
  const { t } = useTranslation()
  const { data } = useQuery(checkInWindowQuery(eventId))
  if (!(data ? data.open : isOpen)) return null
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
