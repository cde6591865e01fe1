import { Input } from '@mantine/core'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { rem, type Style } from './mantine-markup.ts'

// Mantine's TextInput in its default look (size sm, a label, no description or error) written as
// plain elements (issue 17: the class page's player search; TextInput, InputBase, Input,
// InputWrapper, InputLabel and Box computed their classes and variables on every render). Its
// test compares it with Mantine's.

const CLASS = {
  root: `${Input.classes.root} mantine-InputWrapper-root mantine-TextInput-root`,
  label: `${Input.classes.label} mantine-InputWrapper-label mantine-TextInput-label`,
  wrapper: `${Input.classes.wrapper} mantine-Input-wrapper mantine-TextInput-wrapper`,
  input: `${Input.classes.input} mantine-Input-input mantine-TextInput-input`,
  section: `${Input.classes.section} mantine-Input-section mantine-TextInput-section`,
}
const LABEL_STYLE: Style = { '--input-label-size': 'var(--mantine-font-size-sm)' }
const WRAPPER_STYLE: Style = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
}

export function PlainTextInput({
  label,
  maw,
  rightSection,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode
  maw?: number
  /** Shown inside the field's end (a loader), or nothing. */
  rightSection?: ReactNode
}) {
  const id = `mantine-${useId()}`
  const hasSection = rightSection !== null && rightSection !== undefined
  return (
    <div style={maw === undefined ? undefined : { maxWidth: rem(maw) }} className={CLASS.root} data-size="sm">
      <label style={LABEL_STYLE} className={CLASS.label} data-size="sm" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div
        style={WRAPPER_STYLE}
        className={CLASS.wrapper}
        data-variant="default"
        data-size="sm"
        data-with-right-section={hasSection || undefined}
      >
        <input className={CLASS.input} data-variant="default" {...inputProps} id={id} />
        {hasSection && (
          <div data-position="right" className={CLASS.section}>
            {rightSection}
          </div>
        )}
      </div>
    </div>
  )
}
