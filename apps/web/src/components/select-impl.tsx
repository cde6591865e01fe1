import { Select, type SelectProps } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'

/**
 * Mantine's Select with string values, as its own chunk for components/deferred-select.tsx.
 * `initialSearch` is what the look-alike input showed (the chosen label, or what the visitor typed
 * before this code arrived): the Select's own reset of its search text on mount is ignored so the
 * typed text is kept.
 */
export default function StringSelect<T extends string>({
  initialSearch,
  ...props
}: SelectProps<T> & { initialSearch: string }) {
  const [search, setSearch] = useState(initialSearch)
  const isMounted = useRef(false)
  // Runs after the Select's own mount effects (children's effects run first).
  useEffect(() => {
    isMounted.current = true
  }, [])
  return (
    <Select<T>
      {...props}
      searchValue={search}
      onSearchChange={(next) => {
        if (isMounted.current) setSearch(next)
      }}
    />
  )
}
