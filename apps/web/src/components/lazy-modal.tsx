import type { ModalProps } from '@mantine/core'
import { Suspense, lazy, useState } from 'react'

const ModalWithFocusReturn = lazy(() => import('./modal-with-focus-return.tsx'))

/**
 * Mantine's Modal (with its overlay, scroll lock and focus trap) as code fetched the first time
 * the dialog opens: a closed Modal renders nothing, so pages that show one only after a click
 * need not load it upfront. Same props as Modal.
 */
export function LazyModal(props: ModalProps) {
  const [hasOpened, setHasOpened] = useState(props.opened)
  if (props.opened && !hasOpened) setHasOpened(true)
  if (!hasOpened) return null
  return (
    <Suspense fallback={null}>
      <ModalWithFocusReturn {...props} />
    </Suspense>
  )
}
