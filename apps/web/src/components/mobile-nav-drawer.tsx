import { Drawer } from '@mantine/core'
import type { ReactNode, RefObject } from 'react'

/**
 * The small-screen navigation drawer (Mantine Drawer: modal, scroll lock, focus trap), loaded
 * when the burger is about to be used (components/app-header.tsx); closed, it renders nothing.
 */
export default function MobileNavDrawer({
  opened,
  onClose,
  returnFocusTo,
  children,
}: {
  opened: boolean
  onClose: () => void
  returnFocusTo: RefObject<HTMLElement | null>
  children: ReactNode
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      padding="md"
      hiddenFrom="md"
      title="Courtside"
      // Mantine returns focus to what was focused when the drawer opened; a drawer whose code
      // arrived only after the press mounts already open and has nothing to return to.
      onExitTransitionEnd={() => {
        const active = document.activeElement
        if (!active || active === document.body || active.closest('[role="dialog"]'))
          returnFocusTo.current?.focus()
      }}
    >
      {children}
    </Drawer>
  )
}
