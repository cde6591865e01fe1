import {
  ComboboxChevron,
  Input,
  Pill,
  PillsInput,
  type MultiSelect,
  type MultiSelectProps,
} from '@mantine/core'
import { Suspense, lazy } from 'react'
import { useDeferredCombobox } from './deferred-combobox.ts'

const loadMultiSelect = () => import('./multi-select-impl.tsx')
// lazy() drops the value type parameter; the cast keeps it.
const LazyMultiSelect = lazy(loadMultiSelect) as unknown as typeof MultiSelect

/** The room MultiSelect keeps for its clear button at the end of the pills (Mantine's values). */
const CLEAR_SECTION_OFFSET = { xs: 41, sm: 50, md: 60, lg: 72, xl: 89 } as const

export type DeferredMultiSelectProps = Omit<
  MultiSelectProps<string>,
  'data' | 'value' | 'onChange' | 'size'
> & {
  data: { value: string; label: string }[]
  value: string[]
  onChange: (values: string[]) => void
  size?: keyof typeof CLEAR_SECTION_OFFSET
}

/**
 * Mantine's MultiSelect fetched on first use (components/deferred-combobox.ts): until the
 * pointer or focus reaches it, a look-alike renders the same label, pills (removable), chevron
 * and clear button around a combobox-role field, and then the real MultiSelect takes its place.
 * Same props as MultiSelect, controlled, with options as { value, label }.
 */
export function DeferredMultiSelect(props: DeferredMultiSelectProps) {
  const { isActive, handOver, boxProps, fieldProps } = useDeferredCombobox({
    load: loadMultiSelect,
    searchable: props.searchable,
  })
  const { data, value, onChange, clearable, clearButtonProps, label, placeholder, error, disabled } = props
  const size = props.size ?? 'sm'
  const labelOf = (item: string) => data.find((option) => option.value === item)?.label ?? item
  const isClearable = Boolean(clearable && value.length > 0 && !disabled && !props.readOnly)

  const standIn = (
    <PillsInput
      label={label}
      size={size}
      error={error}
      disabled={disabled}
      w={props.w}
      maw={props.maw}
      style={props.style}
      rightSectionPointerEvents="none"
      __defaultRightSection={<ComboboxChevron size={size} error={error} />}
      __clearSection={
        <Input.ClearButton
          tabIndex={-1}
          aria-hidden
          {...clearButtonProps}
          onPointerDown={(event) => event.stopPropagation()}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChange([])}
        />
      }
      __clearable={isClearable}
      {...boxProps}
    >
      <Pill.Group style={isClearable ? { paddingInlineEnd: CLEAR_SECTION_OFFSET[size] } : undefined}>
        {value.map((item) => (
          <Pill
            key={item}
            withRemoveButton={!props.readOnly}
            disabled={disabled}
            // Removing a pill is not opening the list.
            removeButtonProps={{ onPointerDown: (event) => event.stopPropagation() }}
            onRemove={() => onChange(value.filter((other) => other !== item))}
          >
            {labelOf(item)}
          </Pill>
        ))}
        <PillsInput.Field
          placeholder={placeholder}
          value={handOver.typed ?? ''}
          disabled={disabled}
          {...fieldProps}
        />
      </Pill.Group>
    </PillsInput>
  )
  // One boundary around both: the hook's transition keeps showing the look-alike in place until
  // the MultiSelect can render, so its focus is not lost to a fallback.
  return (
    <Suspense fallback={standIn}>
      {isActive ? (
        <LazyMultiSelect
          {...props}
          autoFocus={handOver.autoFocus}
          defaultDropdownOpened={handOver.defaultDropdownOpened}
          defaultSearchValue={handOver.typed ?? undefined}
        />
      ) : (
        standIn
      )}
    </Suspense>
  )
}
