import { Anchor, Button, UnstyledButton, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef } from 'react'
import { BUTTON_CLASS, anchorClass, buttonProps, textSize } from './plain/mantine-markup.ts'

// Mantine components as type-safe router links (TanStack Router's createLink), so `to`,
// `params` and `search` are checked against the route tree.

const MantineAnchor = forwardRef<
  HTMLAnchorElement,
  AnchorProps & React.AnchorHTMLAttributes<HTMLAnchorElement>
>((props, ref) => <Anchor ref={ref} {...props} />)
MantineAnchor.displayName = 'MantineAnchor'

const MantineButton = forwardRef<
  HTMLAnchorElement,
  ButtonProps & React.AnchorHTMLAttributes<HTMLAnchorElement>
>((props, ref) => <Button component="a" ref={ref} {...props} />)
MantineButton.displayName = 'MantineButton'

const MantineUnstyled = forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement>>(
  (props, ref) => <UnstyledButton component="a" ref={ref} {...props} />,
)
MantineUnstyled.displayName = 'MantineUnstyled'

/**
 * A filled, light or default Button (small unless said) written as a plain anchor with Mantine's markup (issue 17): for
 * the links every page renders (the header's), where Mantine's Button, UnstyledButton and Box
 * computed their classes and variables on every render. Its test compares it with Mantine's.
 */
export const PlainButtonAnchor = forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: 'filled' | 'light' | 'default'; size?: 'sm' }
>(({ variant = 'filled', size, className, style, children, ...props }, ref) => {
  const button = buttonProps({ size, variant })
  return (
    <a
      style={style ? { ...button.style, ...style } : button.style}
      className={BUTTON_CLASS.root(className)}
      data-variant={button['data-variant']}
      data-size={button['data-size']}
      ref={ref}
      {...props}
    >
      <span className={BUTTON_CLASS.inner}>
        <span className={BUTTON_CLASS.label}>{children}</span>
      </span>
    </a>
  )
})
PlainButtonAnchor.displayName = 'PlainButtonAnchor'

/**
 * A small Anchor (underlined on hover) written as a plain anchor with Mantine's markup (issue 17):
 * for the breadcrumbs of the event, class and registration pages. Its test compares it with
 * Mantine's.
 */
export const PlainAnchor = forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement>>(
  ({ className, style, children, ...props }, ref) => (
    <a
      style={style ? { ...SMALL_TEXT, ...style } : SMALL_TEXT}
      className={anchorClass(className)}
      data-size="sm"
      data-underline="hover"
      ref={ref}
      {...props}
    >
      {children}
    </a>
  ),
)
PlainAnchor.displayName = 'PlainAnchor'
const SMALL_TEXT = textSize('sm')

const CreatedAnchorLink = createLink(MantineAnchor)
const CreatedButtonLink = createLink(MantineButton)
const CreatedUnstyledLink = createLink(MantineUnstyled)
const CreatedPlainButtonLink = createLink(PlainButtonAnchor)
const CreatedPlainAnchorLink = createLink(PlainAnchor)

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
)
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
)
export const UnstyledLink: LinkComponent<typeof MantineUnstyled> = (props) => (
  <CreatedUnstyledLink preload="intent" {...props} />
)
/** ButtonLink's look for the header's links, as plain elements (see PlainButtonAnchor). */
export const PlainButtonLink: LinkComponent<typeof PlainButtonAnchor> = (props) => (
  <CreatedPlainButtonLink preload="intent" {...props} />
)
/** AnchorLink's look (size sm) as plain elements (see PlainAnchor). */
export const PlainAnchorLink: LinkComponent<typeof PlainAnchor> = (props) => (
  <CreatedPlainAnchorLink preload="intent" {...props} />
)
