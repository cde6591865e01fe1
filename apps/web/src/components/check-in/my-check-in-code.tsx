import { Loader } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { Locale } from '../../i18n/locales.ts'
import { myCheckInQuery } from '../../queries/check-in.ts'
import { CheckInCode } from './check-in-code.tsx'

/** The profile's check-in code of one registration, fetched when the player opens it. */
export function MyCheckInCode({ eventId, locale }: { eventId: number; locale: Locale }) {
  const { data } = useQuery(myCheckInQuery(eventId))
  if (!data) return <Loader size="sm" />
  return <CheckInCode mine={data} locale={locale} timeZone={data.timeZone} />
}
