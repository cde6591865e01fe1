import { Burger, Button } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { ButtonLink, PlainButtonAnchor, PlainButtonLink } from '../links.tsx'
import { PlainBurger } from './plain-burger.tsx'
import { atPath, renderMarkup } from './render-markup.test-kit.tsx'

// The header's sign-in/profile links and menu button write Mantine's markup (issue 17): the same
// HTML as Mantine's Button and Burger, so they look the same.

describe('plain header controls', () => {
  it.each([
    ['filled', undefined],
    ['light', 'light'],
  ] as const)('a %s small button anchor equals Mantine Button’s', (_, variant) => {
    const attrs = { href: '/en/login', 'aria-label': 'Sign in to Courtside', className: 'extra' }
    expect(
      renderMarkup(
        <PlainButtonAnchor {...attrs} size="sm" {...(variant ? { variant } : {})}>
          Sign in
        </PlainButtonAnchor>,
      ),
    ).toBe(
      renderMarkup(
        <Button component="a" {...attrs} size="sm" {...(variant ? { variant } : {})}>
          Sign in
        </Button>,
      ),
    )
  })

  it.each(['/en/login', '/en/about'])('as a router link at %s, equals ButtonLink', async (path) => {
    const links = (Link: typeof ButtonLink | typeof PlainButtonLink) => (
      <>
        <Link to="/$locale/login" params={{ locale: 'en' }} size="sm">
          Sign in
        </Link>
        <Link to="/$locale/profile" params={{ locale: 'en' }} variant="light" size="sm">
          Profile
        </Link>
      </>
    )
    const plain = await atPath(path, links(PlainButtonLink))
    expect(plain).toContain('href="/en/login"')
    expect(plain).toBe(await atPath(path, links(ButtonLink)))
  })

  it.each([false, true])('the burger (open: %s) equals Mantine Burger’s', (opened) => {
    const attrs = { 'aria-label': opened ? 'Close menu' : 'Open menu', 'aria-expanded': opened }
    expect(renderMarkup(<PlainBurger opened={opened} hiddenFrom="md" size="sm" {...attrs} />)).toBe(
      renderMarkup(<Burger opened={opened} hiddenFrom="md" size="sm" {...attrs} />),
    )
  })
})
