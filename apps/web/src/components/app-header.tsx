import { Box, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, useHydrated, useRouteContext } from '@tanstack/react-router'
import { Suspense, lazy, useRef, useState } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import type { Locale } from '../i18n/locales.ts'
import { SignOutButton } from './auth/sign-out-button.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import classes from './app-header.module.css'
import page from './page-container.module.css'
import { PlainButtonLink } from './links.tsx'
import { PlainBurger } from './plain/plain-burger.tsx'

const NAV = [
  { to: '/$locale/', key: 'nav.tournaments', exact: true },
  { to: '/$locale/travels', key: 'nav.travels' },
  { to: '/$locale/tours/', key: 'nav.tours' },
  { to: '/$locale/organizers', key: 'nav.organizers' },
  { to: '/$locale/pickleball-passport-podcast-europe/', key: 'nav.podcast' },
] as const

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer.tsx'))
// Signed-in users only: the organizer console link (and its query) stay out of anonymous pages.
const ConsoleLink = lazy(() => import('./manage/console-link.tsx'))

export function AppHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const [isOpen, { toggle, close }] = useDisclosure(false)
  // The drawer's code is fetched, and the drawer mounted closed, when the pointer or focus first
  // reaches the burger (or on its first press); it stays mounted after that.
  const [isDrawerMounted, setIsDrawerMounted] = useState(false)
  const mountDrawer = () => setIsDrawerMounted(true)
  const burgerRef = useRef<HTMLButtonElement>(null)
  // Signed in or not is all the header shows, so a signed-in player's public page can be one copy
  // for every player (server/member-shell.server.ts).
  const isAuthenticated = useRouteContext({ from: '__root__', select: (context) => context.isAuthenticated })
  // The console link depends on the player's organizations, read in the browser: the server's page
  // has none (a lazy component would also suspend the server's render, which does not wait).
  const isHydrated = useHydrated()

  const links = (onNavigate?: () => void) =>
    NAV.map((item) => (
      <Link
        key={item.to}
        to={item.to}
        params={{ locale }}
        className={classes.link}
        activeOptions={{ exact: 'exact' in item && item.exact, includeSearch: false }}
        onClick={onNavigate}
      >
        {t(item.key)}
      </Link>
    ))

  const account = isAuthenticated ? (
    <div className={classes.account}>
      {isHydrated && (
        <Suspense fallback={null}>
          <ConsoleLink locale={locale} onNavigate={close} />
        </Suspense>
      )}
      <PlainButtonLink to="/$locale/profile" params={{ locale }} variant="light" size="sm">
        {t('nav.profile')}
      </PlainButtonLink>
      <SignOutButton locale={locale} onDone={close} />
    </div>
  ) : (
    <PlainButtonLink to="/$locale/login" params={{ locale }} size="sm">
      {t('nav.signIn')}
    </PlainButtonLink>
  )

  // Plain elements with static classes rather than Mantine's Box, Container, Group and Text, and
  // the links and menu button as plain elements writing Mantine's Button and Burger markup: the
  // header is part of every page, and their style props were computed on every render (issue 17).
  return (
    <header className={classes.header}>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <div className={`${page.container} ${classes.bar}`}>
        <Link
          to="/$locale/"
          params={{ locale }}
          preload="intent"
          // "Current page" only on the home page itself, not on every page below /en/.
          activeOptions={{ exact: true, includeSearch: false }}
          aria-label={t('nav.home')}
          className={`mantine-focus-auto ${classes.home}`}
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className={classes.brand}>Courtside</span>
        </Link>
        <nav aria-label={t('nav.mainNavigation')} className={`${classes.nav} mantine-visible-from-md`}>
          {links()}
        </nav>
        <div className={classes.actions}>
          <LanguageSwitcher locale={locale} />
          <div className="mantine-visible-from-sm">{account}</div>
          <PlainBurger
            opened={isOpen}
            ref={burgerRef}
            onClick={() => {
              mountDrawer()
              toggle()
            }}
            onPointerEnter={mountDrawer}
            onFocus={mountDrawer}
            hiddenFrom="md"
            size="sm"
            aria-label={isOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={isOpen}
          />
        </div>
      </div>
      {isDrawerMounted && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={isOpen} onClose={close} returnFocusTo={burgerRef}>
            <Stack component="nav" aria-label={t('nav.mainNavigation')} gap={4}>
              {links(close)}
              <Box mt="md">{account}</Box>
            </Stack>
          </MobileNavDrawer>
        </Suspense>
      )}
    </header>
  )
}
