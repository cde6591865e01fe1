import { Paper, Text } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { renderMarkup } from '../plain/render-markup.test-kit.tsx'
import { EmptyMessage } from './empty-message.tsx'

// The class page's empty states write Mantine's Paper and Text markup as plain elements (issue 17).
describe('EmptyMessage', () => {
  it('equals the Mantine box', () => {
    const plain = renderMarkup(<EmptyMessage>No standings yet.</EmptyMessage>)
    expect(plain).toContain('role="status">No standings yet.</p>')
    expect(plain).toBe(
      renderMarkup(
        <Paper withBorder radius="md" p="lg" bg="gray.0">
          <Text c="dimmed" ta="center" role="status">
            No standings yet.
          </Text>
        </Paper>,
      ),
    )
  })
})
