import { Anchor, Button, UnstyledButton, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef } from 'react'

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

const CreatedAnchorLink = createLink(MantineAnchor)
const CreatedButtonLink = createLink(MantineButton)
const CreatedUnstyledLink = createLink(MantineUnstyled)

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
)
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
)
export const UnstyledLink: LinkComponent<typeof MantineUnstyled> = (props) => (
  <CreatedUnstyledLink preload="intent" {...props} />
)
