import { startTransition, useState, type ChangeEvent, type KeyboardEvent } from 'react'

/** Keys that open a focused combobox's dropdown: pressed before it loaded, it opens on arrival. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' '])

/**
 * The shared half of DeferredSelect and DeferredMultiSelect: a look-alike input stands in for a
 * Mantine combobox (Combobox, Popover and floating-ui: about 30 kB gzip) until the pointer or
 * focus reaches it. Returns what the stand-in's input needs and what the real component gets
 * when it takes over: focused if the stand-in was, open if the visitor clicked, typed or pressed
 * an opening key, and the text typed meanwhile (searchable only).
 */
export function useDeferredCombobox(options: { load: () => Promise<unknown>; searchable?: boolean }) {
  const [isActive, setIsActive] = useState(false)
  const [hasFocus, setHasFocus] = useState(false)
  const [isOpenWanted, setIsOpenWanted] = useState(false)
  const [typed, setTyped] = useState<string | null>(null)
  const activate = () => {
    // A transition keeps the look-alike (and its focus) on screen while the chunk loads.
    startTransition(() => setIsActive(true))
  }
  const { searchable = false } = options

  return {
    isActive,
    /** For the real component: focus it, open it, start from this search text. */
    handOver: { autoFocus: hasFocus, defaultDropdownOpened: isOpenWanted || typed !== null, typed },
    /** Where the pointer lands: the whole input box. */
    boxProps: {
      onPointerEnter: () => void options.load(),
      onPointerDown: () => {
        setIsOpenWanted(true)
        activate()
      },
    },
    /** The text field of the look-alike. */
    fieldProps: {
      role: 'combobox',
      'aria-haspopup': 'listbox' as const,
      'aria-expanded': false,
      autoComplete: 'off',
      readOnly: !searchable,
      pointer: !searchable,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setTyped(event.currentTarget.value),
      onFocus: () => {
        setHasFocus(true)
        activate()
      },
      onBlur: () => setHasFocus(false),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        // A space is text in a searchable combobox, an opening key in a plain one.
        if (OPENING_KEYS.has(event.key) && !(searchable && event.key === ' ')) {
          event.preventDefault()
          setIsOpenWanted(true)
        }
      },
    },
  }
}
