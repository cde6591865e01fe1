import { Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core'
import { useHydrated } from '@tanstack/react-router'
import { useTranslation } from '../i18n/use-translation.ts'
import type { Locale } from '../i18n/locales.ts'
import { AnchorLink } from './links.tsx'
import { recallListSearch } from '../lib/list-memory.ts'
import type { ListSearch } from '../lib/list-search.ts'

type Crumb = { label: string; link?: React.ReactElement<{ children?: React.ReactNode }> }

/**
 * All tournaments (or Travels) › tournament › class › registration (spec section 2). The first
 * crumb carries the list's last search state back (lib/list-memory.ts).
 */
export function Breadcrumbs({
  locale,
  eventType,
  items,
}: {
  locale: Locale
  eventType: 'tournaments' | 'travels'
  items: Crumb[]
}) {
  const { t } = useTranslation()
  // Read after hydration: session storage does not exist during server rendering.
  const isHydrated = useHydrated()
  const listSearch = (isHydrated ? recallListSearch(eventType) : {}) as ListSearch
  const first =
    eventType === 'travels' ? (
      <AnchorLink key="list" to="/$locale/travels" params={{ locale }} search={listSearch} size="sm">
        {t('breadcrumbs.travels')}
      </AnchorLink>
    ) : (
      <AnchorLink key="list" to="/$locale/" params={{ locale }} search={listSearch} size="sm">
        {t('breadcrumbs.tournaments')}
      </AnchorLink>
    )
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <MantineBreadcrumbs separator="›" separatorMargin={6} styles={{ root: { flexWrap: 'wrap' } }}>
        {first}
        {items.map((item, index) =>
          item.link ? (
            <span key={index}>{item.link}</span>
          ) : (
            <Text key={index} size="sm" c="dimmed" aria-current="page" lineClamp={1}>
              {item.label}
            </Text>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  )
}
