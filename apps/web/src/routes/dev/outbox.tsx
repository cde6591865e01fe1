import { Badge, Code, Container, Stack, Table, Text, Title } from '@mantine/core'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { BffError } from '../../lib/bff.ts'
import { api, ok } from '../../lib/bff-client.ts'

// Development mailbox (DESIGN.md): codes "sent" by e-mail or SMS. The API answers 404 in
// production, and so does this page. A developer tool: English only, not indexed.
export const Route = createFileRoute('/dev/outbox')({
  loader: async () => {
    try {
      return (await ok(api.dev.outbox.$get())).items
    } catch (error) {
      if (error instanceof BffError && error.status === 404) throw notFound()
      throw error
    }
  },
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Dev outbox – Courtside' }, { name: 'robots', content: 'noindex' }] }),
  component: OutboxPage,
})

function OutboxPage() {
  const items = Route.useLoaderData()
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>Dev outbox</Title>
        <Text c="dimmed">
          Messages the site would have sent by e-mail or SMS (development only). Newest first.
        </Text>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} data-recipient={item.recipient}>
                <Table.Td>{new Date(item.createdAt).toLocaleTimeString('en-GB')}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{item.channel}</Badge>
                </Table.Td>
                <Table.Td>{item.recipient}</Table.Td>
                <Table.Td>
                  <Text fw={600}>{item.subject}</Text>
                  <Code>{item.body}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
  )
}
