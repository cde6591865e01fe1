import { Paper, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** The page's empty states (spec section 2): a quiet box with one sentence. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Text c="dimmed" ta="center" role="status">
        {children}
      </Text>
    </Paper>
  )
}
