import { ComboboxChevron, Input, InputBase, type SelectProps } from '@mantine/core'
import { Suspense, lazy, startTransition, useState } from 'react'
import type StringSelect from './select-impl.tsx'

const loadSelect = () => import('./select-impl.tsx')
// lazy() drops the value type parameter; StringSelect keeps it.
const LazySelect = lazy(loadSelect) as unknown as typeof StringSelect

export type DeferredSelectProps<T extends string> = Omit<SelectProps<T>, 'data'> & {
  data: { value: T; label: string }[]
}

/** Keys that open a focused Select's dropdown: pressed before it loaded, it opens on arrival. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' '])

/**
 * Mantine's Select (Combobox, Popover, ScrollArea and floating-ui: about 33 kB gzip) fetched on
 * first use. Until then a look-alike input renders the same label, value, chevron and clear
 * button, with the same combobox role; the code loads when the pointer or focus reaches it and
 * the real Select takes its place, focused (and open, filtered by any text typed meanwhile, when
 * the visitor clicked, typed or pressed an opening key). Same props as Select, with options as
 * { value, label }.
 */
export function DeferredSelect<T extends string>(props: DeferredSelectProps<T>) {
  const [isActive, setIsActive] = useState(false)
  const [hasFocus, setHasFocus] = useState(false)
  const [isOpenWanted, setIsOpenWanted] = useState(false)
  // What the visitor typed into the look-alike before the Select arrived (searchable only).
  const [typed, setTyped] = useState<string | null>(null)
  const activate = () => {
    // A transition keeps the look-alike (and its focus) on screen while the chunk loads.
    startTransition(() => setIsActive(true))
  }

  const {
    data,
    value,
    onChange,
    searchable,
    clearable,
    clearButtonProps,
    label,
    placeholder,
    size,
    error,
    disabled,
    readOnly,
    ...boxProps
  } = props
  const selected = data.find((option) => option.value === value) ?? null
  const clearButton = (
    <Input.ClearButton
      tabIndex={-1}
      aria-hidden
      {...clearButtonProps}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChange?.(null, null)}
    />
  )
  const standIn = (
    <InputBase
      // Only the style props a Select here uses (width, margins) pass on; the rest are Select's.
      w={boxProps.w}
      maw={boxProps.maw}
      style={boxProps.style}
      label={label}
      placeholder={placeholder}
      size={size}
      error={error}
      disabled={disabled}
      readOnly={!searchable}
      value={typed ?? selected?.label ?? ''}
      onChange={(event) => setTyped(event.currentTarget.value)}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      pointer={!searchable}
      rightSectionPointerEvents="none"
      __defaultRightSection={<ComboboxChevron size={size} error={error} />}
      __clearSection={clearButton}
      __clearable={Boolean(clearable && selected && !disabled && !readOnly)}
      onPointerEnter={() => void loadSelect()}
      onPointerDown={() => {
        setIsOpenWanted(true)
        activate()
      }}
      onFocus={() => {
        setHasFocus(true)
        activate()
      }}
      onBlur={() => setHasFocus(false)}
      onKeyDown={(event) => {
        // A space is text in a searchable select, an opening key in a plain one.
        if (OPENING_KEYS.has(event.key) && !(searchable && event.key === ' ')) {
          event.preventDefault()
          setIsOpenWanted(true)
        }
      }}
    />
  )
  // One boundary around both: the transition above keeps showing the look-alike in place until
  // the Select can render, so its focus is not lost to a fallback.
  return (
    <Suspense fallback={standIn}>
      {isActive ? (
        <LazySelect
          {...props}
          autoFocus={hasFocus}
          defaultDropdownOpened={isOpenWanted || typed !== null}
          initialSearch={typed ?? selected?.label ?? ''}
        />
      ) : (
        standIn
      )}
    </Suspense>
  )
}
