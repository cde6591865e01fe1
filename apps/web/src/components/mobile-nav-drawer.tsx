import { Drawer } from '@mantine/core'
import type { ReactNode, RefObject } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { returnFocusIfLost } from '../lib/focus-return.ts'

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
  const { t } = useTranslation()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      padding="md"
      hiddenFrom="md"
      title="Courtside"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      // Its code may arrive only after the press, so Mantine has no opener to return focus to.
      onExitTransitionEnd={() => returnFocusIfLost(returnFocusTo.current)}
    >
      {children}
    </Drawer>
  )
}
