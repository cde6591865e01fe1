import { Button, Menu, type ButtonProps } from '@mantine/core'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { rememberLocale } from '../i18n/detect-locale.ts'
import { LOCALES, LOCALE_NAMES, localizePath, type Locale } from '../i18n/locales.ts'

/**
 * The language dropdown (Mantine Menu, with Popover and floating-ui behind it). Loaded only when
 * the visitor first opens it (components/language-switcher.tsx), so no page pays for it upfront.
 * Changing language keeps the page, its search and hash (spec section 2).
 */
export default function LanguageMenu({
  locale,
  buttonProps,
}: {
  locale: Locale
  buttonProps: ButtonProps & React.ComponentProps<'button'>
}) {
  const navigate = useNavigate()
  const location = useRouterState({ select: (state) => state.location })
  const hrefFor = (target: Locale) =>
    `${localizePath(location.pathname, target)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`
  // Mounted by the first click on the plain button this one replaces: focus this button and open
  // through it, so the menu behaves as if it had always been there (focus returns here on close).
  const triggerRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    triggerRef.current?.focus()
    triggerRef.current?.click()
  }, [])
  return (
    // No initial-focus placeholder: opening focuses the first language, as the WAI-ARIA menu
    // pattern has it, and the menu holds only menu items (axe: aria-required-children).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button ref={triggerRef} {...buttonProps} />
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
              // Picking a language is the one thing that changes the saved choice.
              rememberLocale(target)
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
