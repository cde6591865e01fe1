// "Your matches" in plain elements (issue 17): what a player reads in it, loading, empty and with
// matches, as the server and the browser render it.
import type { MyMatches } from '@courtside/api/types'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../../lib/format.ts'
import { englishT as t, renderMarkup } from '../plain/render-markup.test-kit.tsx'
import { YourMatches } from './live-panel.tsx'

/** The markup's text as a reader gets it (tags dropped, entities of the texts used here decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')

const mine: MyMatches = {
  timeZone: 'Europe/Berlin',
  matches: [
    {
      id: 1,
      classId: 7,
      className: 'Mixed Doubles 3.5',
      home: { name: 'Ana & Bea', placeholder: null },
      away: { name: 'Cleo & Dana', placeholder: null },
      state: 'called',
      plannedAt: '2026-06-13T08:30:00.000Z',
      court: 'Court 2',
      isCalledCourt: true,
    },
    {
      id: 2,
      classId: 7,
      className: 'Mixed Doubles 3.5',
      home: { name: 'Ana & Bea', placeholder: null },
      away: { name: 'Eva & Fay', placeholder: null },
      state: null,
      plannedAt: null,
      court: null,
      isCalledCourt: false,
    },
  ],
}

describe('YourMatches', () => {
  it('is a region named "Your matches" that keeps its place while the matches are read', () => {
    const html = renderMarkup(<YourMatches mine={undefined} timeZone="Europe/Lisbon" locale="en" />)
    expect(html).toMatch(/<section[^>]*aria-labelledby="your-matches-heading"/)
    expect(html).toMatch(/<h2[^>]*id="your-matches-heading"[^>]*>/)
    expect(textOf(html)).toContain(t('live.panel.mine'))
    expect(textOf(html)).toContain(t('common.loading'))
    expect(textOf(html)).toContain(t('live.zoneNote', { zone: 'Europe/Lisbon' }))
  })

  it('says so when the player has no match left', () => {
    const html = renderMarkup(
      <YourMatches mine={{ timeZone: 'UTC', matches: [] }} timeZone="UTC" locale="en" />,
    )
    expect(textOf(html)).toContain(t('live.panel.mineEmpty'))
    expect(html).not.toContain('<li')
  })

  it('lists each match with its time and court in the event’s zone, its sides, class and state', () => {
    const html = renderMarkup(<YourMatches mine={mine} timeZone="UTC" locale="en" />)
    const items = html.split('<li').slice(1).map(textOf)
    expect(items).toHaveLength(2)
    const [called, planned] = items
    expect(called).toContain(
      `${formatDateTime('2026-06-13T08:30:00.000Z', 'en', 'Europe/Berlin')} · ${t('live.panel.calledTo', { court: 'Court 2' })}`,
    )
    expect(called).toContain(`Ana & Bea ${t('live.versus')} Cleo & Dana · Mixed Doubles 3.5`)
    expect(called).toContain(t('live.state.called'))
    // A called match's state is marked in yellow, as on the live panel.
    const badge = html.slice(html.indexOf('data-color="yellow"'))
    expect(textOf(badge.slice(0, badge.indexOf('</span>')))).toContain(t('live.state.called'))
    expect(planned).toContain(`${t('live.panel.noTime')} · ${t('live.panel.noCourt')}`)
    expect(planned).not.toContain(t('live.state.called'))
    // The zone named is the one the player's matches are given in.
    expect(textOf(html)).toContain(t('live.zoneNote', { zone: 'Europe/Berlin' }))
  })
})
