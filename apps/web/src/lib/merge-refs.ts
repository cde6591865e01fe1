import { useMergedRef } from '@mantine/hooks'
import type { Ref, RefCallback } from 'react'

/**
 * floating-ui's `useMergeRefs([...refs])` on top of Mantine's `useMergedRef(...refs)`, for
 * Mantine's ScrollArea only (vite.config.ts, `scrollAreaWithoutFloatingUi`): it is the one thing
 * ScrollArea takes from @floating-ui/react, and every Mantine Table imports ScrollArea.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return useMergedRef(...refs)
}
