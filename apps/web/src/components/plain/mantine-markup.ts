// The markup Mantine's layout and text components write, for plain elements in lists that a page
// renders dozens of times (issue 17). Mantine's Group, Stack, Text, Badge, Card and Avatar each
// cost ~30 µs per server render (their props become classes and CSS variables on every render), a
// plain element well under 1 µs. A component that uses these helpers writes the same classes
// (read from Mantine's components) and the same CSS variables, so it looks exactly the same, and
// its test renders it next to the Mantine version and compares the HTML: a Mantine upgrade that
// changes its markup fails that test instead of changing a page's look unnoticed.
import {
  Accordion,
  Anchor,
  Avatar,
  Badge,
  Breadcrumbs,
  Burger,
  Button,
  Card,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import type { CSSProperties } from 'react'
import badgeClasses from '../../styles/badge.module.css'

export type Style = CSSProperties & Record<`--${string}`, string>

/** A length in px as Mantine writes it: scaled rem. */
export function rem(px: number): string {
  return px === 0 ? '0rem' : `calc(${px / 16}rem * var(--mantine-scale))`
}

/** A spacing value: a theme key ("sm") or px. */
export function spacing(value: 'xs' | 'sm' | 'md' | 'lg' | number): string {
  return typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`
}

export const GROUP_CLASS = `${Group.classes.root} mantine-Group-root`
export const STACK_CLASS = `${Stack.classes.root} mantine-Stack-root`
export const PAPER_CLASS = `${Paper.classes.root} mantine-Paper-root`
export const CARD_CLASS = `${Card.classes.root} mantine-Card-root ${Paper.classes.root} mantine-Paper-root`
export const TITLE_CLASS = `${Title.classes.root} mantine-Title-root`
export const CONTAINER_CLASS = `${Container.classes.root} mantine-Container-root`
export const HIDDEN_CLASS = `${VisuallyHidden.classes.root} mantine-VisuallyHidden-root`
export const AVATAR_CLASS = {
  root: `${Avatar.classes.root} mantine-Avatar-root`,
  image: `${Avatar.classes.image} mantine-Avatar-image`,
  placeholder: `${Avatar.classes.placeholder} mantine-Avatar-placeholder`,
}
/** Table's parts (a class of the app's goes after these). */
export const TABLE_CLASS = {
  scrollContainer: `${Table.classes.scrollContainer} mantine-TableScrollContainer-scrollContainer`,
  scrollContainerInner: `${Table.classes.scrollContainerInner} mantine-TableScrollContainer-scrollContainerInner`,
  table: `${Table.classes.table} mantine-Table-table`,
  thead: `${Table.classes.thead} mantine-Table-thead`,
  tbody: `${Table.classes.tbody} mantine-Table-tbody`,
  tr: `${Table.classes.tr} mantine-Table-tr`,
  th: `${Table.classes.th} mantine-Table-th`,
  td: `${Table.classes.td} mantine-Table-td`,
}
const BADGE_CLASS = {
  root: `${badgeClasses.root} ${Badge.classes.root} mantine-Badge-root`,
  label: `${badgeClasses.label} ${Badge.classes.label} mantine-Badge-label`,
}

/** Group's variables: gap, align center, justify, wrap (then any style props). */
export function groupStyle(
  gap: Parameters<typeof spacing>[0],
  options: { justify?: string; wrap?: 'wrap' | 'nowrap' } = {},
  extra?: CSSProperties,
): Style {
  return {
    '--group-gap': spacing(gap),
    '--group-align': 'center',
    '--group-justify': options.justify ?? 'flex-start',
    '--group-wrap': options.wrap ?? 'wrap',
    ...extra,
  }
}

/** Stack's variables: gap, stretch, flex-start (then any style props). */
export function stackStyle(gap: Parameters<typeof spacing>[0], extra?: CSSProperties): Style {
  return {
    '--stack-gap': spacing(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
    ...extra,
  }
}

/** Title's variables for a heading level (pass `data-order` with the same level). */
export function titleStyle(order: 1 | 2 | 3, extra?: CSSProperties): Style {
  return {
    '--title-fw': `var(--mantine-h${order}-font-weight)`,
    '--title-lh': `var(--mantine-h${order}-line-height)`,
    '--title-fz': `var(--mantine-h${order}-font-size)`,
    ...extra,
  }
}

/** Accordion's parts (a single item of the "separated" variant, chevron on the right). */
export const ACCORDION_CLASS = {
  root: `${Accordion.classes.root} mantine-Accordion-root`,
  item: `${Accordion.classes['item--separated']} ${Accordion.classes.item} mantine-Accordion-item`,
  itemTitle: `${Accordion.classes.itemTitle} mantine-Accordion-itemTitle`,
  control: `mantine-focus-auto ${Accordion.classes.control} mantine-Accordion-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
  chevron: `${Accordion.classes.chevron} mantine-Accordion-chevron`,
  label: `${Accordion.classes.label} mantine-Accordion-label`,
  panel: `${Accordion.classes.panel} mantine-Accordion-panel`,
  content: `${Accordion.classes.content} mantine-Accordion-content`,
}

/** Text's classes, with a class of the app's between Mantine's focus class and its own. */
export function textClass(className?: string): string {
  return `mantine-focus-auto ${className ? `${className} ` : ''}${Text.classes.root} mantine-Text-root`
}

/** Text's classes without a class of the app's. */
export const TEXT_CLASS = textClass()

/** Text's size variables (pass `data-size` with the same size). */
export function textSize(size: 'xs' | 'sm'): Style {
  return {
    '--text-fz': `var(--mantine-font-size-${size})`,
    '--text-lh': `var(--mantine-line-height-${size})`,
  }
}

export const DIMMED = 'var(--mantine-color-dimmed)'

/** A theme colour as Text's `c` writes it ("court.8" → its CSS variable). */
export function color(value: string): string {
  const [name, shade] = value.split('.')
  return shade === undefined ? `var(--mantine-color-${name})` : `var(--mantine-color-${name}-${shade})`
}

/** Badge's root and label props for a variant ("light" in a colour, "filled", or "default"). */
export function badgeProps(options: {
  size?: 'xs' | 'sm'
  variant: 'light' | 'default' | 'filled'
  color?: string
  radius?: 'sm'
  /** Mantine's `c`: the text colour, a theme colour ("dark"). */
  c?: string
}): {
  root: { style: Style; className: string; 'data-variant': string; 'data-size'?: string }
  label: string
} {
  const { size, variant, radius } = options
  const hue = options.color ?? 'court'
  const colors: Style =
    variant === 'default'
      ? {
          '--badge-bg': 'var(--mantine-color-default)',
          '--badge-color': 'var(--mantine-color-default-color)',
          '--badge-bd': `${rem(1)} solid var(--mantine-color-default-border)`,
        }
      : variant === 'filled'
        ? {
            '--badge-bg': `var(--mantine-color-${hue}-filled)`,
            '--badge-color': 'var(--mantine-color-white)',
            '--badge-bd': `${rem(1)} solid transparent`,
          }
        : {
            '--badge-bg': `var(--mantine-color-${hue}-light)`,
            '--badge-color': `var(--mantine-color-${hue}-light-color)`,
            '--badge-bd': `${rem(1)} solid transparent`,
          }
  const sized: Style = size
    ? {
        '--badge-height': `var(--badge-height-${size})`,
        '--badge-padding-x': `var(--badge-padding-x-${size})`,
        '--badge-fz': `var(--badge-fz-${size})`,
      }
    : {}
  return {
    root: {
      style: {
        ...sized,
        ...(radius ? { '--badge-radius': `var(--mantine-radius-${radius})` } : {}),
        ...colors,
        ...(options.c ? { color: `var(--mantine-color-${options.c}-text)` } : {}),
      },
      className: BADGE_CLASS.root,
      'data-variant': variant,
      'data-size': size,
    },
    label: BADGE_CLASS.label,
  }
}

/** Avatar's variables for an avatar of `size` px in the court colour. */
export function avatarStyle(radius: 'sm' | 'xl', size: number): Style {
  return {
    '--avatar-size': rem(size),
    '--avatar-radius': `var(--mantine-radius-${radius})`,
    '--avatar-bg': 'var(--mantine-color-court-light)',
    '--avatar-color': 'var(--mantine-color-court-light-color)',
    '--avatar-bd': `${rem(1)} solid transparent`,
  }
}

const UNSTYLED_BUTTON_CLASS = `${UnstyledButton.classes.root} mantine-UnstyledButton-root`

/** Button's parts: the root (a class of the app's goes between Mantine's), its inner and label spans. */
export const BUTTON_CLASS = {
  /** `disabled`: Mantine leaves out its pressed-state class (mantine-active). */
  root: (className?: string, disabled = false) =>
    `mantine-focus-auto ${disabled ? '' : 'mantine-active '}${className ? `${className} ` : ''}${Button.classes.root} mantine-Button-root ${UNSTYLED_BUTTON_CLASS}`,
  inner: `${Button.classes.inner} mantine-Button-inner`,
  label: `${Button.classes.label} mantine-Button-label`,
}

/** Button's variables and data attributes for a size and variant, in the theme's primary colour or gray. */
export function buttonProps(options: {
  size?: 'sm' | 'compact-sm'
  variant: 'filled' | 'light' | 'subtle' | 'default'
  color?: 'court' | 'gray'
}): {
  style: Style
  'data-variant'?: string
  'data-size'?: string
} {
  const { size, variant } = options
  const color = options.color ?? 'court'
  const sized: Style = size
    ? {
        '--button-height': `var(--button-height-${size})`,
        '--button-padding-x': `var(--button-padding-x-${size})`,
        '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
      }
    : {}
  // The default variant writes only its text colour; the filled background comes from the CSS.
  if (variant === 'filled')
    return { style: { ...sized, '--button-color': 'var(--mantine-color-white)' }, 'data-size': size }
  if (variant === 'default')
    return {
      style: {
        ...sized,
        '--button-bg': 'var(--mantine-color-default)',
        '--button-hover': 'var(--mantine-color-default-hover)',
        '--button-color': 'var(--mantine-color-default-color)',
        '--button-bd': `${rem(1)} solid var(--mantine-color-default-border)`,
      },
      'data-variant': variant,
      'data-size': size,
    }
  return {
    style: {
      ...sized,
      '--button-bg': variant === 'subtle' ? 'transparent' : `var(--mantine-color-${color}-light)`,
      '--button-hover': `var(--mantine-color-${color}-light-hover)`,
      '--button-color': `var(--mantine-color-${color}-light-color)`,
      '--button-bd': `${rem(1)} solid transparent`,
    },
    'data-variant': variant,
    'data-size': size,
  }
}

/** Anchor's classes (size sm, underline on hover), with a class of the app's between Mantine's. */
export function anchorClass(className?: string): string {
  return `mantine-focus-auto ${Anchor.classes.root} ${className ? `${className} ` : ''}${Text.classes.root} mantine-Text-root mantine-Anchor-root`
}

/** Breadcrumbs' parts: each crumb gets `crumb` (an element's own class goes after it). */
export const BREADCRUMBS_CLASS = {
  root: `${Breadcrumbs.classes.root} mantine-Breadcrumbs-root`,
  crumb: `${Breadcrumbs.classes.breadcrumb} mantine-Breadcrumbs-breadcrumb`,
  separator: `${Breadcrumbs.classes.separator} mantine-Breadcrumbs-separator`,
}

/** Burger's parts, hidden from a breakpoint up (Mantine's `hiddenFrom`). */
export const BURGER_CLASS = {
  root: (hiddenFrom: 'sm' | 'md') =>
    `mantine-focus-auto ${Burger.classes.root} mantine-Burger-root ${UNSTYLED_BUTTON_CLASS} mantine-hidden-from-${hiddenFrom}`,
  burger: `${Burger.classes.burger} mantine-Burger-burger`,
}
