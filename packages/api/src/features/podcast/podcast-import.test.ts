import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { podcastEpisodes, sql } from '@courtside/db'
import { importPodcastFeed } from './podcast-import.ts'
import { DATABASE_KINDS, createTestApp, type TestApp } from '../../test/databases.ts'

const sample = readFileSync(
  new URL('../../../fixtures/pickleball-passport-podcast.rss', import.meta.url),
  'utf8',
)

describe.each(DATABASE_KINDS)('podcast import on %s', (kind) => {
  let t: TestApp
  const countEpisodes = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(podcastEpisodes))[0]?.n ?? 0
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('imports new episodes, and re-importing changes nothing twice', async () => {
    const before = await countEpisodes()
    expect(await importPodcastFeed({ db: t.db, xml: sample })).toEqual({ created: 3, updated: 0 })
    expect(await countEpisodes()).toBe(before + 3)
    expect(await importPodcastFeed({ db: t.db, xml: sample })).toEqual({ created: 0, updated: 3 })
    expect(await countEpisodes()).toBe(before + 3)
    const res = await t.app.request('/bff/podcast/episodes?limit=50')
    const list = (await res.json()) as { items: { title: string }[] }
    expect(list.items.map((e) => e.title)).toContain('Ask a Referee: Line Calls, Faults and Fair Play')
  })

  it('updates an episode in place when the feed changes it', async () => {
    await importPodcastFeed({ db: t.db, xml: sample.replace('Ask a Referee:', 'Ask a Referee (updated):') })
    const rows = await t.db
      .select({ title: podcastEpisodes.title, slug: podcastEpisodes.slug })
      .from(podcastEpisodes)
      .where(sql`${podcastEpisodes.guid} = 'pickleball-passport-europe-bonus-ask-a-referee'`)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.title).toMatch(/^Ask a Referee \(updated\):/)
    expect(rows[0]?.slug).toMatch(/^ask-a-referee-line-calls/)
  })

  it('writes nothing when any episode of the feed is malformed', async () => {
    const before = await countEpisodes()
    const broken = sample
      .replace('bonus-winter-leagues', 'bonus-brand-new-one')
      .replace('<pubDate>Tue, 20 Oct 2026 07:00:00 GMT</pubDate>', '<pubDate>not a date</pubDate>')
    await expect(importPodcastFeed({ db: t.db, xml: broken })).rejects.toThrow(/Episode 3/)
    expect(await countEpisodes()).toBe(before)
  })
})
