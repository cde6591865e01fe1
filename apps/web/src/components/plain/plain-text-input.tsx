import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { Style } from './mantine-markup.ts'
import { PlainInputFrame, inputClasses } from './plain-input-frame.tsx'

// Mantine's TextInput in its default look (size sm, a label, no description or error) written as
// plain elements (issue 17: the class page's player search; TextInput, InputBase, Input,
// InputWrapper, InputLabel and Box computed their classes and variables on every render). Its
// test compares it with Mantine's.

const CLASS = inputClasses('TextInput')
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
    <PlainInputFrame id={id} label={label} maw={maw} classes={CLASS}>
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
    </PlainInputFrame>
  )
}
