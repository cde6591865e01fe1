import { Box, Burger, Container, Group, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, useRouteContext } from '@tanstack/react-router'
import { Suspense, lazy, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../i18n/locales.ts'
import { SignOutButton } from './auth/sign-out-button.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import classes from './app-header.module.css'
import { ButtonLink, UnstyledLink } from './links.tsx'

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
    <Group gap={4} wrap="nowrap">
      <Suspense fallback={null}>
        <ConsoleLink locale={locale} onNavigate={close} />
      </Suspense>
      <ButtonLink to="/$locale/profile" params={{ locale }} variant="light" size="sm">
        {t('nav.profile')}
      </ButtonLink>
      <SignOutButton locale={locale} onDone={close} />
    </Group>
  ) : (
    <ButtonLink to="/$locale/login" params={{ locale }} size="sm">
      {t('nav.signIn')}
    </ButtonLink>
  )

  return (
    <Box component="header" className={classes.header}>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledLink to="/$locale/" params={{ locale }} aria-label={t('nav.home')}>
            <Group gap={8} wrap="nowrap">
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <Text fw={800} fz="lg" c="court.9">
                Courtside
              </Text>
            </Group>
          </UnstyledLink>
          <Group component="nav" aria-label={t('nav.mainNavigation')} gap={4} visibleFrom="md">
            {links()}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher locale={locale} />
            <Box visibleFrom="sm">{account}</Box>
            <Burger
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
            />
          </Group>
        </Group>
      </Container>
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
    </Box>
  )
}
