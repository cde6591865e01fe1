import { Button } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { PlainButton } from './plain-button.tsx'
import { renderMarkup } from './render-markup.test-kit.tsx'

// The header's and the event page's buttons write Mantine's markup (issue 17): the same HTML as
// Mantine's Button, so they look and behave the same.
describe('PlainButton', () => {
  it('the language button (subtle, gray, narrow) equals Mantine Button’s', () => {
    const attrs = { 'aria-label': 'Language: EN', 'aria-haspopup': 'menu', 'aria-expanded': false } as const
    const plain = renderMarkup(
      <PlainButton variant="subtle" color="gray" px="xs" {...attrs}>
        EN
      </PlainButton>,
    )
    expect(plain).toContain('>EN</span>')
    expect(plain).toBe(
      renderMarkup(
        <Button variant="subtle" color="gray" px="xs" {...attrs}>
          EN
        </Button>,
      ),
    )
  })

  // "filled" is Mantine's default variant, written without the prop (as the app's buttons are).
  it.each(['subtle', 'light', 'filled'] as const)('a small %s button equals Mantine Button’s', (variant) => {
    expect(
      renderMarkup(
        <PlainButton variant={variant} size="sm" className="extra">
          Sign out
        </PlainButton>,
      ),
    ).toBe(
      renderMarkup(
        <Button variant={variant === 'filled' ? undefined : variant} size="sm" className="extra">
          Sign out
        </Button>,
      ),
    )
  })

  it('a disabled full-width button equals Mantine Button’s', () => {
    expect(
      renderMarkup(
        <PlainButton disabled fullWidth>
          Register
        </PlainButton>,
      ),
    ).toBe(
      renderMarkup(
        <Button disabled fullWidth>
          Register
        </Button>,
      ),
    )
  })
})
