/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The one layout of every message (issue 16): react-email components, rendered to HTML and to
// plain text by render.ts. Inline styles only: mail programs ignore style sheets.
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Hr,
  Html,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components'
import type { MessageContent } from './content.ts'

const page = { backgroundColor: '#f4f6f8', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1a1b1e' }
const box = { backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px', margin: '0 auto' }
const button = {
  backgroundColor: '#1c7ed6',
  color: '#ffffff',
  padding: '10px 16px',
  borderRadius: '4px',
  marginRight: '8px',
  textDecoration: 'none',
}
const small = { fontSize: '12px', color: '#5c5f66' }

export function MessageEmail({ content, locale }: { content: MessageContent; locale: string }) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{content.subject}</Preview>
      <Body style={page}>
        <Container style={box}>
          <Text>{content.greeting}</Text>
          {content.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {content.table ? (
            <Section>
              {content.table.rows.map((row, index) => (
                <Row key={index}>
                  <Column>{row.label}</Column>
                  <Column align="right">{row.amount}</Column>
                </Row>
              ))}
              <Row>
                <Column>
                  <strong>{content.table.total.label}</strong>
                </Column>
                <Column align="right">
                  <strong>{content.table.total.amount}</strong>
                </Column>
              </Row>
            </Section>
          ) : null}
          <Section>
            {content.links.map((link) => (
              <Button key={link.href} href={link.href} style={button}>
                {link.label}
              </Button>
            ))}
          </Section>
          <Text>{content.signature}</Text>
          <Hr />
          <Text style={small}>{content.footer}</Text>
        </Container>
      </Body>
    </Html>
  )
}
