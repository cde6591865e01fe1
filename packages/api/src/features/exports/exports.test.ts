// Issue 14's exports against the real app on PGlite and PostgreSQL: a director draws and locks a
// knockout and a round robin through the draws API, the desk enters results, two matches get a
// court and a time; then the TODS record (read back by tods-competition-factory), the results
// CSV, the DUPR upload file and the PDFs say the same as the draw. The desk may read exports;
// referees get 403, other clubs 404.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- JSON bodies of many shapes, each checked by the assertions that read them */
import {
  and,
  courts,
  eq,
  matches,
  organizationMembers,
  organizations,
  teamMembers,
  teams,
  users,
} from '@courtside/db'
import { DEMO_OWNER, seedDemoOwner } from '@courtside/db/seed'
import { PDFParse } from 'pdf-parse'
import { tournamentEngine } from 'tods-competition-factory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, signUpAndIn, type Session } from '../../routes/auth/test-session.ts'
import {
  createRegistrationTestApp,
  type RegistrationTestApp,
} from '../../routes/registrations/test-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'

const DAY = 86_400_000
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
  let t: RegistrationTestApp
  let owner: Session
  let desk: Session
  let referee: Session
  let rival: Session
  let eventId: number
  let orgId: number
  let knockoutId: number
  let groupsId: number
  let counter = 0

  async function call(session: Session | null, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {}
    if (session) headers.cookie = session.cookieHeader()
    if (session && method !== 'GET') headers['x-csrf-token'] = session.csrf
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await t.app.request(`/bff${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return response
  }
  const json = async (session: Session | null, method: string, path: string, body?: unknown) => {
    const response = await call(session, method, path, body)
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null, text }
  }
  const userIdOf = async (s: Session) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, s.email)))[0]!.id
  const at = (days: number) => new Date(t.clock.now.getTime() + days * DAY).toISOString()

  async function addEntry(cls: number, first: string, rating: number, duprId: string | null) {
    const [user] = await t.db
      .insert(users)
      .values({
        firstName: first,
        lastName: 'Export',
        userName: `export_${kind}_${++counter}`,
        duprRatingSingles: rating,
        duprId,
      })
      .returning({ id: users.id })
    const [row] = await t.db
      .insert(teams)
      .values({ classId: cls, name: `${first} Export`, teamType: 1 })
      .returning({ id: teams.id })
    await t.db.insert(teamMembers).values({ teamId: row!.id, userId: user!.id, position: 1 })
    return row!.id
  }

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
    t = await createRegistrationTestApp(kind)
    orgId = (await seedDemoOwner(t.db))!.organizationId
    owner = await signIn(t, DEMO_OWNER.email, DEMO_OWNER.password)
    desk = await signUpAndIn(t, `export-desk-${kind}@example.com`)
    referee = await signUpAndIn(t, `export-referee-${kind}@example.com`)
    rival = await signUpAndIn(t, `export-rival-${kind}@example.com`)
    const [rivalOrg] = await t.db
      .insert(organizations)
      .values({ slug: `export-rival-${kind}`, name: 'Rival Club', country: 'AT' })
      .returning()
    await t.db.insert(organizationMembers).values([
      { organizationId: rivalOrg!.id, userId: await userIdOf(rival), role: 'owner' },
      { organizationId: orgId, userId: await userIdOf(desk), role: 'desk' },
      { organizationId: orgId, userId: await userIdOf(referee), role: 'referee' },
    ])
    const event = await json(owner, 'POST', `/organizer/organizations/${orgId}/events`, {
      kind: 'tournament',
      name: 'Åre Open',
      startDate: at(10),
      endDate: at(11),
      timeZone: 'Europe/Stockholm',
      venueName: 'Åre Hallen',
      address: 'Vägen 1',
      city: 'Åre',
      country: 'se',
    })
    expect(event.status, event.text).toBe(201)
    eventId = event.body.id
    const made = async (name: string) =>
      (
        await json(owner, 'POST', `/organizer/events/${eventId}/classes`, {
          name,
          type: 'singles',
          gender: 'open',
          capacity: 16,
          feeMinor: 0,
          matchFormat: FORMAT,
        })
      ).body.id as number
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
