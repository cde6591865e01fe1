import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { BUTTON_CLASS, buttonProps, spacing } from './mantine-markup.ts'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'filled' | 'light' | 'subtle'
  color?: 'court' | 'gray'
  size?: 'sm' | 'compact-sm'
  /** Mantine's `px`: the inline padding, a theme spacing. */
  px?: 'xs'
  fullWidth?: boolean
}

/**
 * Mantine's Button as a plain button writing its markup (issue 17): for the buttons every page
 * renders (the header's language and sign-out buttons, the event page's closed registration),
 * where Button, UnstyledButton and Box computed their classes and variables on every render.
 * Its test compares it with Mantine's.
 */
export const PlainButton = forwardRef<HTMLButtonElement, Props>(
  (
    { variant = 'filled', color, size, px, fullWidth, disabled, className, style, children, ...props },
    ref,
  ) => {
    const button = buttonProps({ size, variant, color })
    const padding = px ? { paddingInline: spacing(px) } : undefined
    return (
      <button
        style={{ ...button.style, ...padding, ...style }}
        className={BUTTON_CLASS.root(className, disabled)}
        data-variant={button['data-variant']}
        data-size={button['data-size']}
        data-disabled={disabled || undefined}
        data-block={fullWidth || undefined}
        type="button"
        disabled={disabled}
        ref={ref}
        {...props}
      >
        <span className={BUTTON_CLASS.inner}>
          <span className={BUTTON_CLASS.label}>{children}</span>
        </span>
      </button>
    )
  },
)
PlainButton.displayName = 'PlainButton'
