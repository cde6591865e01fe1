import type { ReactNode } from 'react'
import { DIMMED, PAPER_CLASS, TEXT_CLASS, type Style } from '../plain/mantine-markup.ts'

// Mantine's Paper and Text as plain elements writing their markup (plain/mantine-markup.ts,
// issue 17); empty-message.test.tsx compares it with Mantine's.
const BOX_STYLE: Style = {
  '--paper-radius': 'var(--mantine-radius-md)',
  padding: 'var(--mantine-spacing-lg)',
  background: 'var(--mantine-color-gray-0)',
}
const TEXT_STYLE: Style = { color: DIMMED, textAlign: 'center' }

/** The page's empty states (spec section 2): a quiet box with one sentence. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <div style={BOX_STYLE} className={PAPER_CLASS} data-with-border="true">
      <p style={TEXT_STYLE} className={TEXT_CLASS} role="status">
        {children}
      </p>
    </div>
  )
}
