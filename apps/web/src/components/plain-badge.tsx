import type { ComponentProps } from 'react'
import classes from './plain-badge.module.css'

/**
 * A badge in Mantine's look without Mantine's per-render style props, for badges repeated in
 * lists (plain-badge.module.css). `data-badge`: the 320 px layout check finds it with Mantine's.
 */
export function PlainBadge({
  size = 'md',
  variant = 'light',
  color = 'court',
  radius,
  className,
  children,
  ...rest
}: ComponentProps<'span'> & {
  size?: 'xs' | 'sm' | 'md'
  variant?: 'light' | 'outline' | 'default'
  color?: 'court' | 'orange' | 'gray' | 'red' | 'yellow'
  radius?: 'sm'
}) {
  return (
    <span
      {...rest}
      className={className ? `${classes.badge} ${className}` : classes.badge}
      data-badge
      data-size={size}
      data-variant={variant}
      data-color={color}
      data-radius={radius}
    >
      <span className={classes.label}>{children}</span>
    </span>
  )
}
