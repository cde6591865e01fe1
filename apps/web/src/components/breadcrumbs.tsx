import { Fragment } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { useTranslation } from '../i18n/use-translation.ts'
import type { Locale } from '../i18n/locales.ts'
import { PlainAnchorLink } from './links.tsx'
import { BREADCRUMBS_CLASS, DIMMED, rem, textClass, textSize, type Style } from './plain/mantine-markup.ts'
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
      <PlainAnchorLink
        to="/$locale/travels"
        params={{ locale }}
        search={listSearch}
        // A crumb leads up from this page: never "current" (the last crumb, without a link, is).
        activeOptions={{ exact: true }}
        className={BREADCRUMBS_CLASS.crumb}
      >
        {t('breadcrumbs.travels')}
      </PlainAnchorLink>
    ) : (
      <PlainAnchorLink
        to="/$locale/"
        params={{ locale }}
        search={listSearch}
        activeOptions={{ exact: true }}
        className={BREADCRUMBS_CLASS.crumb}
      >
        {t('breadcrumbs.tournaments')}
      </PlainAnchorLink>
    )
  // Mantine's Breadcrumbs and Text markup as plain elements (issue 17: on every event, class and
  // registration page); breadcrumbs.test.tsx compares it with Mantine's.
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <div style={ROOT_STYLE} className={BREADCRUMBS_CLASS.root}>
        {first}
        {items.map((item, index) => (
          <Fragment key={index}>
            <div className={BREADCRUMBS_CLASS.separator}>›</div>
            {item.link ? (
              <span className={BREADCRUMBS_CLASS.crumb}>{item.link}</span>
            ) : (
              <p
                style={CURRENT_STYLE}
                className={textClass(BREADCRUMBS_CLASS.crumb)}
                data-size="sm"
                data-line-clamp="true"
                aria-current="page"
              >
                {item.label}
              </p>
            )}
          </Fragment>
        ))}
      </div>
    </nav>
  )
}

const ROOT_STYLE: Style = { flexWrap: 'wrap', '--bc-separator-margin': rem(6) }
const CURRENT_STYLE: Style = { ...textSize('sm'), '--text-line-clamp': '1', color: DIMMED }
