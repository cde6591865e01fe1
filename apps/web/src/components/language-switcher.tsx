import { Suspense, lazy, useState } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import type { Locale } from '../i18n/locales.ts'
import { PlainButton } from './plain/plain-button.tsx'

const loadMenu = () => import('./language-menu.tsx')
const LanguageMenu = lazy(loadMenu)

/**
 * The header's language button. The dropdown behind it (components/language-menu.tsx, Mantine
 * Menu with Popover and floating-ui) is code that only a click needs: it is fetched when the
 * pointer or focus reaches the button, and replaces the button, opening, on the first click.
 * Until then the button is a plain one writing Mantine Button's markup (issue 17: it is on every
 * page), the same as the menu's Mantine Button.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const [isMenuMounted, setIsMenuMounted] = useState(false)
  const buttonProps = {
    variant: 'subtle',
    color: 'gray',
    px: 'xs',
    // The name includes the visible code (WCAG 2.5.3, label in name): "Language: EN".
    'aria-label': t('nav.language', { code: locale.toUpperCase() }),
    'aria-haspopup': 'menu',
    children: locale.toUpperCase(),
  } as const
  const plainButton = (
    <PlainButton
      {...buttonProps}
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setIsMenuMounted(true)}
    />
  )
  if (!isMenuMounted) return plainButton
  return (
    <Suspense fallback={plainButton}>
      <LanguageMenu locale={locale} buttonProps={buttonProps} />
    </Suspense>
  )
}
