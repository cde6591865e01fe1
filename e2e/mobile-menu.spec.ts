// The header on a phone: the main navigation is behind the menu button (issue 17 made the button
// a plain element writing Mantine's Burger markup). The button opens the drawer with the main
// navigation and the sign-in link, says whether it is open, and a link navigates and closes it.
import { expect, test } from '@playwright/test'
import { open } from './auth-helpers.ts'
import { message } from './messages.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('the menu button opens the navigation drawer; a link navigates and closes it', async ({ page }) => {
  await open(page, '/en/')
  const banner = page.getByRole('banner')
  // On a phone the bar shows neither the main navigation nor the sign-in link, only the button.
  await expect(banner.getByRole('link', { name: message('en', 'nav.travels') })).toBeHidden()
  await expect(banner.getByRole('link', { name: message('en', 'nav.signIn') })).toBeHidden()
  const menu = banner.getByRole('button', { name: message('en', 'nav.openMenu') })
  await expect(menu).toBeVisible()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')

  await menu.click()
  const drawer = page.getByRole('dialog', { name: 'Courtside' })
  await expect(drawer).toBeVisible()
  // The menu button says it is open (the drawer has a close button of the same name, not expanded).
  await expect(
    banner.getByRole('button', { name: message('en', 'nav.closeMenu'), expanded: true }),
  ).toBeVisible()
  const navigation = drawer.getByRole('navigation', { name: message('en', 'nav.mainNavigation') })
  for (const key of ['nav.tournaments', 'nav.travels', 'nav.tours', 'nav.organizers', 'nav.podcast'])
    await expect(navigation.getByRole('link', { name: message('en', key) })).toBeVisible()
  await expect(drawer.getByRole('link', { name: message('en', 'nav.signIn') })).toHaveAttribute(
    'href',
    '/en/login',
  )

  await navigation.getByRole('link', { name: message('en', 'nav.travels') }).click()
  await expect(page).toHaveURL(/\/en\/travels$/)
  await expect(drawer).toBeHidden()
  await expect(
    banner.getByRole('button', { name: message('en', 'nav.openMenu'), expanded: false }),
  ).toBeVisible()
})
