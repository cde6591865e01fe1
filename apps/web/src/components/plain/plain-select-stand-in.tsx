import { ComboboxChevron, UnstyledButton } from '@mantine/core'
import {
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type MouseEventHandler,
  type ReactNode,
} from 'react'
import type { Style } from './mantine-markup.ts'
import { PlainInputFrame, inputClasses } from './plain-input-frame.tsx'

// Mantine's InputBase with its chevron (and clear button), the look-alike a DeferredSelect shows
// until its Select loads, written as plain elements (issue 17: the class page shows two, and
// InputBase, Input, InputWrapper, InputLabel, ComboboxChevron and Box computed their classes and
// variables on every render). Only the default size without error or description;
// deferred-select.tsx uses Mantine's InputBase for the rest. deferred-select.test.tsx compares the
// two.

const CLASS = {
  ...inputClasses('InputBase'),
  chevron: `${ComboboxChevron.classes.chevron} mantine-ComboboxChevron-chevron`,
  // InputClearButton has no static classes; this is its root's class (checked by the test).
  clear: `mantine-focus-auto mantine-active m_86a44da5 mantine-InputClearButton-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
}
const WRAPPER_STYLE: Style = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
  '--input-right-section-pointer-events': 'none',
}
const CLEAR_SECTION_STYLE: Style = {
  display: 'flex',
  gap: '2px',
  alignItems: 'center',
  paddingInlineEnd: '8px',
}
const CLEAR_STYLE: Style = {
  '--cb-size': 'var(--cb-size-sm)',
  pointerEvents: 'all',
  background: 'var(--input-bg)',
}
const CLEAR_ICON_STYLE: Style = { width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }

const chevron = (
  <svg
    className={CLASS.chevron}
    data-combobox-chevron="true"
    viewBox="0 0 15 15"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
  >
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
)

export type ClearButton = {
  onClick: () => void
  /** From Mantine's `clearButtonProps`: whether keyboards and screen readers reach it, its name. */
  attributes?: Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'tabIndex' | 'aria-hidden' | 'aria-label'>
}

export function PlainSelectStandIn({
  label,
  placeholder,
  value,
  maw,
  readOnly,
  clearButton,
  inputProps,
}: {
  label: ReactNode
  placeholder?: string
  value: string
  maw?: number
  readOnly: boolean
  /** Shown (before the chevron) while a value is selected and it may be cleared. */
  clearButton?: ClearButton
  /** The combobox's attributes and handlers (deferred-combobox.ts). */
  inputProps: InputHTMLAttributes<HTMLInputElement>
}) {
  const id = `mantine-${useId()}`
  const preventBlur: MouseEventHandler = (event) => event.preventDefault()
  return (
    <PlainInputFrame id={id} label={label} maw={maw} classes={CLASS}>
      <div
        style={WRAPPER_STYLE}
        className={CLASS.wrapper}
        data-variant="default"
        data-size="sm"
        data-pointer={readOnly || undefined}
        data-with-right-section="true"
      >
        <input
          className={CLASS.input}
          data-variant="default"
          placeholder={placeholder}
          {...inputProps}
          id={id}
          value={value}
        />
        <div data-position="right" className={CLASS.section}>
          {clearButton ? (
            <div data-combined-clear-section="true" style={CLEAR_SECTION_STYLE}>
              <button
                style={CLEAR_STYLE}
                className={CLASS.clear}
                data-variant="transparent"
                data-size="sm"
                type="button"
                tabIndex={clearButton.attributes?.tabIndex ?? -1}
                aria-hidden={clearButton.attributes?.['aria-hidden'] ?? true}
                aria-label={clearButton.attributes?.['aria-label']}
                onMouseDown={preventBlur}
                onClick={clearButton.onClick}
              >
                <svg
                  viewBox="0 0 15 15"
                  fill="none"
                  xmlns="http://www.w3.org/2000/svg"
                  style={CLEAR_ICON_STYLE}
                >
                  <path
                    d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
                    fill="currentColor"
                    fillRule="evenodd"
                    clipRule="evenodd"
                  />
                </svg>
              </button>
              {chevron}
            </div>
          ) : (
            chevron
          )}
        </div>
      </div>
    </PlainInputFrame>
  )
}
