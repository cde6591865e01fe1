// Issue 14's exports against the real app on PGlite and PostgreSQL: a director draws and locks a
// knockout and a round robin through the draws API, the desk enters results, two matches get a
// court and a time; then the TODS record (read back by tods-competition-factory), the results
// CSV, the DUPR upload file and the PDFs say the same as the draw. The desk may read exports;
// referees get 403, other clubs 404.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- JSON bodies of many shapes, each checked by the assertions that read them */
import { and, courts, eq, matches, organizations } from '@courtside/db'
import { PDFParse } from 'pdf-parse'
import { tournamentEngine } from 'tods-competition-factory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Session } from '../../test/test-session.ts'
import type { RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

const FORMAT = { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' }
const WIN = [
  { home: 11, away: 5 },
  { home: 11, away: 7 },
]
const THREE = [
  { home: 9, away: 11 },
  { home: 11, away: 8 },
  { home: 6, away: 11 },
]
const CITIES = ['Zürich', 'Göteborg', 'São Paulo', 'Málaga']

describe.each(DATABASE_KINDS)('exports (%s)', (kind) => {
  let kit: OrganizerKit
  let t: RegistrationTestApp
  let owner: Session
  let desk: Session
  let referee: Session
  let rival: Session
  let eventId: number
  let orgId: number
  let knockoutId: number
  let groupsId: number

  /** The raw answer (files are read by each test as it needs them). */
  const call: OrganizerKit['request'] = (...args) => kit.request(...args)
  const json: OrganizerKit['call'] = (...args) => kit.call(...args)

  const addEntry = async (cls: number, first: string, rating: number, duprId: string | null) =>
    (await kit.addTeam(cls, first, 'Export', { user: { duprRatingSingles: rating, duprId } })).teamId

  /** Draws, locks and plays the class: every ready match, `pick` chooses the games. */
  async function drawAndPlay(cls: number, options: object, pick: (id: string) => object[]) {
    expect(
      (await json(owner, 'POST', `/organizer/classes/${cls}/draw`, { ...options, randomSeed: 5 })).status,
    ).toBe(200)
    expect((await json(owner, 'POST', `/organizer/classes/${cls}/draw/lock`)).status).toBe(200)
    for (;;) {
      const view = (await json(desk, 'GET', `/organizer/classes/${cls}/draw`)).body
      const ready = view.matches.find((m: any) => m.status === 'ready')
      if (!ready) return view
      const entered = await json(desk, 'POST', `/organizer/matches/${ready.matchId}/result`, {
        games: pick(ready.id),
      })
      expect(entered.status, entered.text).toBe(200)
    }
  }

  let knockoutView: any
  let groupsView: any

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    t = kit.t
    orgId = kit.orgId
    owner = kit.owner
    ;({ desk, referee, rival } = await kit.cast('export'))
    eventId = await kit.createEvent({
      name: 'Åre Open',
      timeZone: 'Europe/Stockholm',
      venueName: 'Åre Hallen',
      address: 'Vägen 1',
      city: 'Åre',
      country: 'se',
    })
    const made = (name: string) => kit.createClass(eventId, name, FORMAT)
    knockoutId = await made('Knockout')
    groupsId = await made('Groups')
    for (const [index, city] of CITIES.entries()) {
      await addEntry(knockoutId, city, 5 - index / 10, index === 3 ? null : `DUPR-K${index}`)
    }
    for (const [index, city] of ['Åre', 'Lyon', 'Köln'].entries()) {
      await addEntry(groupsId, city, 4 - index / 10, `DUPR-G${index}`)
    }
    knockoutView = await drawAndPlay(knockoutId, { format: 'knockout' }, (id) =>
      id === 'M-R1-2' ? THREE : WIN,
    )
    groupsView = await drawAndPlay(groupsId, { format: 'round_robin', groupSize: 3 }, () => WIN)
    // Two matches on court: a semi-final at 09:30 in Åre (CEST in May? the event is in 10 days).
    const [court] = await t.db.insert(courts).values({ tournamentId: eventId, name: 'Bana 1' }).returning()
    await t.db
      .update(matches)
      .set({ courtId: court!.id, startDate: new Date(Date.UTC(2026, 0, 15, 8, 30)) })
      .where(and(eq(matches.classId, knockoutId), eq(matches.drawMatchId, 'M-R1-1')))
  }, 300_000)
  afterAll(async () => {
    await t.database.close()
  })

  const name = (view: any, entryId: number) => view.entries.find((e: any) => e.id === entryId).name

  it('exports a TODS record that tods-competition-factory accepts, with our winners', async () => {
    const response = await call(desk, 'GET', `/organizer/events/${eventId}/export.tods.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const record = await response.json()
    expect(tournamentEngine.setState(record).success).toBe(true)
    const { matchUps } = tournamentEngine.allTournamentMatchUps({ inContext: true })
    const played = [...knockoutView.matches, ...groupsView.matches].filter((m: any) => m.status === 'decided')
    expect(played).toHaveLength(3 + 3)
    for (const match of played) {
      const classId = knockoutView.matches.includes(match) ? knockoutId : groupsId
      const theirs: any = matchUps!.find((m: any) => m.matchUpId === `D-${classId}-${match.id}`)
      const winner = theirs.sides.find((side: any) => side.sideNumber === theirs.winningSide)
      expect(winner.participant.participantName, match.id).toBe(
        name(classId === knockoutId ? knockoutView : groupsView, match.winnerEntryId),
      )
      expect(theirs.matchUpFormat).toBe('SET3-S:TB11')
    }
    const zurich = record.participants.find((p: any) => p.participantName === 'Zürich Export')
    expect(zurich.timeItems).toEqual([{ itemType: 'SCALE.RATING.SINGLES.DUPR', itemValue: 5 }])
    const onCourt = matchUps!.find((m: any) => m.matchUpId === `D-${knockoutId}-M-R1-1`) as any
    expect(onCourt.schedule).toMatchObject({ courtName: 'Bana 1', scheduledTime: '2026-01-15T08:30:00.000Z' })
  })

  it('exports one CSV line per played match, with the time in the event zone', async () => {
    const response = await call(owner, 'GET', `/organizer/events/${eventId}/results.csv`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // Read the bytes: Response.text() drops a BOM, and spreadsheet programs need it.
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('class,round,match,home,away,score,winner,decision,court,time\r\n')).toBe(true)
    const lines = text.trim().split('\r\n').slice(1)
    expect(lines).toHaveLength(6)
    // First the scheduled semi-final: 08:30 UTC is 09:30 in Åre in January.
    const semi = knockoutView.matches.find((m: any) => m.id === 'M-R1-1')
    expect(lines[0]).toBe(
      [
        'Knockout',
        'Semifinal',
        'M-R1-1',
        name(knockoutView, semi.home.entryId),
        name(knockoutView, semi.away.entryId),
        '11-5 11-7',
        name(knockoutView, semi.home.entryId),
        '',
        'Bana 1',
        '2026-01-15 09:30',
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    )
    expect(lines.some((line) => line.includes('"9-11 11-8 6-11"'))).toBe(true)
  })

  it('leaves players without a DUPR id out of the DUPR file and counts them in headers', async () => {
    const response = await call(owner, 'GET', `/organizer/events/${eventId}/export.dupr.csv`)
    expect(response.status).toBe(200)
    const text = await response.text()
    const [header, ...rows] = text.replace('\uFEFF', '').trim().split('\r\n')
    expect(header!.split(',').slice(0, 6)).toEqual([
      'matchType',
      'scoreType',
      'event',
      'date',
      'playerA1',
      'playerA1DuprId',
    ])
    // Málaga (seed 4) has no DUPR id: her semi-final is left out, everything else is in.
    const malagaMatches = knockoutView.matches.filter(
      (m: any) =>
        m.status === 'decided' && [m.home.entryId, m.away.entryId].includes(knockoutView.entries[3].id),
    ).length
    expect(response.headers.get('x-dupr-excluded-no-dupr-id')).toBe(String(malagaMatches))
    expect(rows).toHaveLength(6 - malagaMatches)
    expect(rows.every((row) => row.startsWith('"S","SIDEOUT","Åre Open – '))).toBe(true)
    expect(text).not.toContain('Málaga')
  })

  const pdfText = async (path: string) => {
    const response = await call(desk, 'GET', path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    return (await new PDFParse({ data: bytes }).getText()).text
  }

  it('prints the order of play per court with the time on the event clock, in the club language', async () => {
    const english = await pdfText(`/organizer/events/${eventId}/order-of-play.pdf`)
    const semi = knockoutView.matches.find((m: any) => m.id === 'M-R1-1')
    expect(english).toContain('Order of play – Åre Open')
    expect(english).toContain('Bana 1')
    expect(english).toContain('09:30')
    expect(english).toContain(
      `${name(knockoutView, semi.home.entryId)} – ${name(knockoutView, semi.away.entryId)}`,
    )
    expect(english).toContain('11-5 11-7')
    await t.db.update(organizations).set({ defaultLanguage: 'de' }).where(eq(organizations.id, orgId))
    const german = await pdfText(`/organizer/events/${eventId}/order-of-play.pdf`)
    expect(german).toContain('Spielplan – Åre Open')
    expect(german).toContain('Halbfinale')
    await t.db.update(organizations).set({ defaultLanguage: 'en' }).where(eq(organizations.id, orgId))
  })

  it('prints draw sheets: bracket lines with every name and score, group tables with standings', async () => {
    const bracket = await pdfText(`/organizer/classes/${knockoutId}/draw-sheet.pdf`)
    for (const city of CITIES) expect(bracket).toContain(`${city} Export`)
    expect(bracket).toContain('Semifinal')
    expect(bracket).toContain('Final')
    expect(bracket).toContain('9-11 11-8 6-11')
    const table = await pdfText(`/organizer/classes/${groupsId}/draw-sheet.pdf`)
    expect(table).toContain('Group A')
    const standings = groupsView.groups[0].standings
    expect(standings).toHaveLength(3)
    for (const standing of standings) {
      const cells = [
        standing.rank,
        name(groupsView, standing.entryId),
        standing.played,
        standing.won,
        standing.lost,
      ]
      expect(table).toMatch(new RegExp(cells.join('\\s+')))
    }
  })

  it('lets the desk read exports, refuses referees (403), other clubs and strangers (404/401)', async () => {
    for (const path of ['export.tods.json', 'results.csv', 'export.dupr.csv', 'order-of-play.pdf']) {
      const url = `/organizer/events/${eventId}/${path}`
      expect((await call(desk, 'GET', url)).status, path).toBe(200)
      expect((await call(referee, 'GET', url)).status, path).toBe(403)
      expect((await call(rival, 'GET', url)).status, path).toBe(404)
      expect((await call(null, 'GET', url)).status, path).toBe(401)
      expect((await call(owner, 'GET', `/organizer/events/2000000000/${path}`)).status, path).toBe(404)
    }
    const sheet = `/organizer/classes/${knockoutId}/draw-sheet.pdf`
    expect((await call(referee, 'GET', sheet)).status).toBe(403)
    expect((await call(rival, 'GET', sheet)).status).toBe(404)
    expect((await call(null, 'GET', sheet)).status).toBe(401)
    expect((await call(owner, 'GET', '/organizer/classes/2000000000/draw-sheet.pdf')).status).toBe(404)
  })
})
