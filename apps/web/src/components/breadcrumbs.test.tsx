import { Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { AnchorLink, PlainAnchorLink } from './links.tsx'
import { atPath, englishT } from './plain/render-markup.test-kit.tsx'

// The breadcrumbs of the event, class and registration pages write Mantine's markup as plain
// elements (issue 17): the same HTML as Mantine's Breadcrumbs, Anchor and Text.

/** The breadcrumbs as they were written with Mantine's components (the first crumb never current). */
function MantineCrumbs({ eventType, withLink }: { eventType: 'tournaments' | 'travels'; withLink: boolean }) {
  const first =
    eventType === 'travels' ? (
      <AnchorLink
        key="list"
        to="/$locale/travels"
        params={{ locale: 'en' }}
        search={{}}
        activeOptions={{ exact: true }}
        size="sm"
      >
        {englishT('breadcrumbs.travels')}
      </AnchorLink>
    ) : (
      <AnchorLink
        key="list"
        to="/$locale/"
        params={{ locale: 'en' }}
        search={{}}
        activeOptions={{ exact: true }}
        size="sm"
      >
        {englishT('breadcrumbs.tournaments')}
      </AnchorLink>
    )
  return (
    <nav aria-label={englishT('breadcrumbs.label')}>
      <MantineBreadcrumbs separator="›" separatorMargin={6} styles={{ root: { flexWrap: 'wrap' } }}>
        {first}
        {withLink && (
          <span>
            <AnchorLink
              to="/$locale/tournament/$id/"
              params={{ locale: 'en', id: '21' }}
              activeOptions={{ exact: true }}
              size="sm"
            >
              Dutch Open
            </AnchorLink>
          </span>
        )}
        <Text size="sm" c="dimmed" aria-current="page" lineClamp={1}>
          Open Singles
        </Text>
      </MantineBreadcrumbs>
    </nav>
  )
}

describe('Breadcrumbs', () => {
  it.each([
    ['tournaments', true],
    ['tournaments', false],
    ['travels', true],
  ] as const)('for %s (a linked crumb: %s) equal Mantine’s', async (eventType, withLink) => {
    const items = [
      ...(withLink
        ? [
            {
              label: 'Dutch Open',
              link: (
                <PlainAnchorLink
                  to="/$locale/tournament/$id/"
                  params={{ locale: 'en', id: '21' }}
                  activeOptions={{ exact: true }}
                >
                  Dutch Open
                </PlainAnchorLink>
              ),
            },
          ]
        : []),
      { label: 'Open Singles' },
    ]
    const plain = await atPath(
      '/en/tournament/21/class/62',
      <Breadcrumbs locale="en" eventType={eventType} items={items} />,
    )
    expect(plain).toContain('aria-current="page">Open Singles</p>')
    // Only the last crumb is the current page; the list above it is not.
    expect(plain.match(/aria-current/g)).toHaveLength(1)
    expect(plain).toBe(
      await atPath('/en/tournament/21/class/62', <MantineCrumbs eventType={eventType} withLink={withLink} />),
    )
  })
})
