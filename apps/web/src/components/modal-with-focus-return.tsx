import { Modal, type ModalProps } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { returnFocusIfLost } from '../lib/focus-return.ts'

/**
 * Mantine's Modal, loaded on demand by components/lazy-modal.tsx. Mantine returns focus to what
 * was focused when the modal opened, but a modal whose code arrives after the click mounts
 * already open and has nothing recorded: the element focused at mount (the button that opened
 * it) gets the focus back on close instead. Its close button is named ("Close") unless the
 * caller names it.
 */
export default function ModalWithFocusReturn({ onExitTransitionEnd, ...props }: ModalProps) {
  const { t } = useTranslation()
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )
  return (
    <Modal
      {...props}
      closeButtonProps={{ 'aria-label': t('common.close'), ...props.closeButtonProps }}
      onExitTransitionEnd={() => {
        returnFocusIfLost(opener)
        onExitTransitionEnd?.()
      }}
    />
  )
}
