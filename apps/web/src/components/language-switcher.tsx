import { Button, Menu } from '@mantine/core'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LOCALES, LOCALE_NAMES, localizePath, type Locale } from '../i18n/locales.ts'

/** Changing language keeps the page, its search and hash (spec section 2). */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useRouterState({ select: (state) => state.location })
  const hrefFor = (target: Locale) =>
    `${localizePath(location.pathname, target)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" aria-label={t('nav.language')} px="xs">
          {locale.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((target) => (
          <Menu.Item
            key={target}
            component="a"
            href={hrefFor(target)}
            lang={target}
            aria-current={target === locale ? 'true' : undefined}
            fw={target === locale ? 700 : undefined}
            onClick={(event: React.MouseEvent) => {
              event.preventDefault()
              void navigate({ href: hrefFor(target) })
            }}
          >
            {LOCALE_NAMES[target]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
