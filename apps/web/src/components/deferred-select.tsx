import { ComboboxChevron, Input, InputBase, type SelectProps } from '@mantine/core'
import { Suspense, lazy } from 'react'
import { useDeferredCombobox } from './deferred-combobox.ts'
import type StringSelect from './select-impl.tsx'
import { PlainSelectStandIn } from './plain/plain-select-stand-in.tsx'

const loadSelect = () => import('./select-impl.tsx')
// lazy() drops the value type parameter; StringSelect keeps it.
const LazySelect = lazy(loadSelect) as unknown as typeof StringSelect

export type DeferredSelectProps<T extends string> = Omit<SelectProps<T>, 'data'> & {
  data: { value: T; label: string }[]
}

/**
 * Mantine's Select (Combobox, Popover, ScrollArea and floating-ui: about 33 kB gzip) fetched on
 * first use (components/deferred-combobox.ts). Until then a look-alike input renders the same
 * label, value, chevron and clear button, with the same combobox role, and the real Select takes
 * its place when the pointer or focus reaches it. Same props as Select, with options as
 * { value, label }.
 */
export function DeferredSelect<T extends string>(props: DeferredSelectProps<T>) {
  const { isActive, handOver, boxProps, fieldProps } = useDeferredCombobox({
    load: loadSelect,
    searchable: props.searchable,
  })

  const {
    data,
    value,
    onChange,
    clearable,
    clearButtonProps,
    label,
    placeholder,
    size,
    error,
    disabled,
    readOnly,
  } = props
  const selected = data.find((option) => option.value === value) ?? null
  const fieldValue = handOver.typed ?? selected?.label ?? ''
  const isClearable = Boolean(clearable && selected && !disabled && !readOnly)
  const clearButton = (
    <Input.ClearButton
      tabIndex={-1}
      aria-hidden
      {...clearButtonProps}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChange?.(null, null)}
    />
  )
  // The default look (no size, error, description or width but a numeric max-width) is written as
  // plain elements with Mantine's markup (issue 17); anything else with Mantine's InputBase.
  const isPlain =
    size === undefined &&
    !error &&
    !disabled &&
    !props.description &&
    !props.required &&
    props.w === undefined &&
    props.style === undefined &&
    (props.maw === undefined || typeof props.maw === 'number')
  const { pointer, ...inputAttributes } = fieldProps
  const plainStandIn = isPlain && (
    <PlainSelectStandIn
      label={label}
      placeholder={placeholder}
      value={fieldValue}
      maw={props.maw as number | undefined}
      readOnly={pointer}
      clearButton={
        isClearable
          ? {
              onClick: () => onChange?.(null, null),
              attributes: clearButtonProps && {
                tabIndex: clearButtonProps.tabIndex,
                'aria-hidden': clearButtonProps['aria-hidden'],
                'aria-label': clearButtonProps['aria-label'],
              },
            }
          : undefined
      }
      inputProps={{ ...boxProps, ...inputAttributes }}
    />
  )
  const standIn = plainStandIn || (
    <InputBase
      // Only the style props a Select here uses (width, margins) pass on; the rest are Select's.
      w={props.w}
      maw={props.maw}
      style={props.style}
      label={label}
      placeholder={placeholder}
      size={size}
      error={error}
      disabled={disabled}
      value={fieldValue}
      rightSectionPointerEvents="none"
      __defaultRightSection={<ComboboxChevron size={size} error={error} />}
      __clearSection={clearButton}
      __clearable={isClearable}
      {...boxProps}
      {...fieldProps}
    />
  )
  // One boundary around both: the hook's transition keeps showing the look-alike in place until
  // the Select can render, so its focus is not lost to a fallback.
  return (
    <Suspense fallback={standIn}>
      {isActive ? (
        <LazySelect
          {...props}
          autoFocus={handOver.autoFocus}
          defaultDropdownOpened={handOver.defaultDropdownOpened}
          initialSearch={handOver.typed ?? selected?.label ?? ''}
        />
      ) : (
        standIn
      )}
    </Suspense>
  )
}
