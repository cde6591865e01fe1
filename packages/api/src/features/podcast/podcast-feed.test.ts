import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FeedError, parseDuration, parsePodcastFeed } from './podcast-import.ts'

const sample = readFileSync(
  new URL('../../../fixtures/pickleball-passport-podcast.rss', import.meta.url),
  'utf8',
)

describe('parsePodcastFeed', () => {
  it('reads every episode of the sample feed', () => {
    const episodes = parsePodcastFeed(sample)
    expect(episodes).toHaveLength(3)
    const first = episodes[0]
    expect(first).toMatchObject({
      guid: 'pickleball-passport-europe-bonus-winter-leagues',
      title: "Winter Leagues: Keeping Europe Playing When It's Cold",
      audioUrl: '/media/podcast/episode-sample.wav',
      audioType: 'audio/wav',
      durationSeconds: 41 * 60 + 37,
      season: 3,
      episodeNumber: 101,
      image: '/media/podcast/cover.svg',
    })
    expect(first?.publishedAt.toISOString()).toBe('2026-11-03T07:00:00.000Z')
    expect(first?.slug).toMatch(/^winter-leagues-keeping-europe-playing-when-it-s-cold-[0-9a-f]{6}$/)
    expect(episodes[1]?.summary).toMatch(/^A certified referee from Madrid/)
    expect(episodes[2]?.season).toBeNull()
  })

  it('sanitises show notes: no scripts, no event handlers, safe links', () => {
    const notes = parsePodcastFeed(sample)[0]?.showNotes ?? ''
    expect(notes).not.toMatch(/<script|alert\(|onclick|steal/)
    expect(notes).toContain('<li>Ladder vs. round-robin league formats</li>')
    expect(notes).toContain('rel="noopener noreferrer nofollow"')
  })

  it.each([
    ['<rss><channel><item>', /not valid XML/],
    ['<?xml version="1.0"?><feed></feed>', /no <rss><channel>/],
    ['<rss><channel><title>x</title></channel></rss>', /no <item>/],
    [
      sample.replace(
        'url="/media/podcast/episode-sample.wav" length="64044" type="audio/wav"/>',
        'length="1" type="audio/wav"/>',
      ),
      /Episode 1 .*enclosure/,
    ],
    [
      sample.replace('<pubDate>Tue, 27 Oct 2026 07:00:00 GMT</pubDate>', '<pubDate>someday</pubDate>'),
      /Episode 2 .*pubDate/,
    ],
    [sample.replace('bonus-ask-a-referee', 'bonus-winter-leagues'), /guid .* twice/],
    [sample.replace('type="audio/wav"', 'type="text/html"'), /audio/],
  ])('rejects a malformed feed with a clear message (%#)', (xml, message) => {
    expect(() => parsePodcastFeed(xml)).toThrow(FeedError)
    expect(() => parsePodcastFeed(xml)).toThrow(message)
  })

  it.each([
    ['41:37', 2497],
    ['01:02:03', 3723],
    ['3723', 3723],
    ['', null],
    ['1:xx', null],
    [undefined, null],
  ])('parses duration %j', (value, expected) => expect(parseDuration(value)).toBe(expected))
})
