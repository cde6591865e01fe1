import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { organizerMeQuery } from '../../queries/manage.ts'
import { ButtonLink } from '../links.tsx'

/**
 * The user menu's way into the console, shown only to members of an organization. Loaded lazily
 * by the header for signed-in users, so anonymous pages carry none of it.
 */
export default function ConsoleLink({ locale, onNavigate }: { locale: Locale; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { data } = useQuery(organizerMeQuery())
  if (!data || data.organizations.length === 0) return null
  return (
    <ButtonLink to="/$locale/manage" params={{ locale }} variant="subtle" size="sm" onClick={onNavigate}>
      {t('nav.console')}
    </ButtonLink>
  )
}
