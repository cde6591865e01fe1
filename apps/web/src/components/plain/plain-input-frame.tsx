import { Input } from '@mantine/core'
import type { ReactNode } from 'react'
import { rem, type Style } from './mantine-markup.ts'

// The frame Mantine's InputBase and TextInput share in their default look (size sm): the root with
// its max-width and the label, for the plain inputs (plain-select-stand-in.tsx,
// plain-text-input.tsx; issue 17).

/** The parts' classes of Mantine's `component` (InputBase or TextInput). */
export function inputClasses(component: 'InputBase' | 'TextInput') {
  return {
    root: `${Input.classes.root} mantine-InputWrapper-root mantine-${component}-root`,
    label: `${Input.classes.label} mantine-InputWrapper-label mantine-${component}-label`,
    wrapper: `${Input.classes.wrapper} mantine-Input-wrapper mantine-${component}-wrapper`,
    input: `${Input.classes.input} mantine-Input-input mantine-${component}-input`,
    section: `${Input.classes.section} mantine-Input-section mantine-${component}-section`,
  }
}

const LABEL_STYLE: Style = { '--input-label-size': 'var(--mantine-font-size-sm)' }

export function PlainInputFrame({
  id,
  label,
  maw,
  classes,
  children,
}: {
  /** The input's id: the label points to it. */
  id: string
  label: ReactNode
  maw?: number
  classes: ReturnType<typeof inputClasses>
  children: ReactNode
}) {
  return (
    <div
      style={maw === undefined ? undefined : { maxWidth: rem(maw) }}
      className={classes.root}
      data-size="sm"
    >
      {label && (
        <label style={LABEL_STYLE} className={classes.label} data-size="sm" htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
      )}
      {children}
    </div>
  )
}
