import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { BURGER_CLASS, type Style } from './mantine-markup.ts'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  opened: boolean
  size: 'sm'
  hiddenFrom: 'sm' | 'md'
}

/**
 * Mantine's Burger as a plain button writing its markup (issue 17): the header's menu button is
 * on every page, and Burger, UnstyledButton and Box computed their classes and variables on every
 * render. Its test compares it with Mantine's, open and closed.
 */
export const PlainBurger = forwardRef<HTMLButtonElement, Props>(
  ({ opened, size, hiddenFrom, ...props }, ref) => (
    <button
      style={{ '--burger-size': `var(--burger-size-${size})` } as Style}
      className={BURGER_CLASS.root(hiddenFrom)}
      data-size={size}
      type="button"
      ref={ref}
      {...props}
    >
      <div className={BURGER_CLASS.burger} data-reduce-motion="true" data-opened={opened || undefined} />
    </button>
  ),
)
PlainBurger.displayName = 'PlainBurger'
