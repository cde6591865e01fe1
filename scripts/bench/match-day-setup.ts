// The organizer's side of the match-day benchmarks (live.ts, signed-in.ts): sign in as the demo
// club's owner, set up a published 64-player knockout through the organizer API, and confirm one
// result per second the way the desk does.
import { sleep } from './lib.ts'

const OWNER = { email: 'owner@pickleball-club-muenchen.example', password: 'Courtside-Demo-Owner-2026' }
const PLAYERS = 64

export type Session = { base: string; cookie: string; csrf: string }

export async function signIn(base: string): Promise<Session> {
  const res = await fetch(`${base}/bff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ identifier: OWNER.email, password: OWNER.password }),
  })
  if (res.status !== 200) throw new Error(`owner sign-in: ${res.status} ${await res.text()}`)
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
  const csrf = decodeURIComponent(/courtside_csrf=([^;]+)/.exec(cookie)?.[1] ?? '')
  return { base, cookie, csrf }
}

export async function call<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${session.base}/bff${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      origin: session.base,
      ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrf }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

/** A published event with a locked, published 64-player knockout: the ready first-round matches. */
export async function knockout(session: Session) {
  const me = await call<{ organizations: { id: number }[] }>(session, 'GET', '/organizer/me')
  const orgId = me.organizations[0]!.id
  const start = new Date(Date.now() + 60 * 60_000)
  const event = await call<{ id: number }>(session, 'POST', `/organizer/organizations/${orgId}/events`, {
    kind: 'tournament',
    name: `Live Bench Open ${Date.now()}`,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 86_400_000).toISOString(),
    timeZone: 'Europe/Berlin',
    venueName: 'Halle Süd',
    address: 'Ringstraße 5',
    city: 'München',
    country: 'DE',
  })
  const cls = await call<{ id: number }>(session, 'POST', `/organizer/events/${event.id}/classes`, {
    name: 'Bench Singles',
    type: 'singles',
    gender: 'open',
    capacity: PLAYERS,
    feeMinor: 0,
    matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
  })
  await call(session, 'POST', `/organizer/events/${event.id}/publish`)
  const players = new Set<number>()
  for (const search of ['er', 'an', 'ar', 'in', 'el', 'on', 'ma', 'la', 'ri', 'li', 'o', 'a', 'e']) {
    const found = await call<{ items: { id: number }[] }>(
      session,
      'GET',
      `/registrations/players?search=${search}`,
    )
    for (const item of found.items) if (players.size < PLAYERS) players.add(item.id)
    if (players.size === PLAYERS) break
  }
  if (players.size < PLAYERS) throw new Error(`only ${players.size} seeded players found`)
  for (const userId of players)
    await call(session, 'POST', `/organizer/classes/${cls.id}/entries`, { userId, paidAtDesk: true })
  await call(session, 'POST', `/organizer/classes/${cls.id}/draw`, { format: 'knockout', randomSeed: 11 })
  await call(session, 'POST', `/organizer/classes/${cls.id}/draw/lock`)
  await call(session, 'POST', `/organizer/classes/${cls.id}/draw/publish`, {})
  const draw = await call<{ matches: { id: string; matchId: number | null }[] }>(
    session,
    'GET',
    `/organizer/classes/${cls.id}/draw`,
  )
  const ready = draw.matches
    .filter((match) => match.id.startsWith('M-R1-') && match.matchId !== null)
    .map((match) => match.matchId!)
  return { eventId: event.id, classId: cls.id, ready }
}

/** Confirms one ready match per second through `writer`; the request start times. */
export async function writeScores(
  writer: Session,
  matchIds: number[],
  seconds: number,
  onWritten?: (matchId: number) => void,
): Promise<number[]> {
  const starts: number[] = []
  for (const [i, matchId] of matchIds.slice(0, seconds).entries()) {
    const due = starts.length ? starts[0]! + i * 1000 : performance.now()
    await sleep(Math.max(0, due - performance.now()))
    starts.push(performance.now())
    await call(writer, 'POST', `/organizer/matches/${matchId}/result`, {
      games: [
        { home: 11, away: 3 + (i % 5) },
        { home: 11, away: 4 + (i % 6) },
      ],
    })
    onWritten?.(matchId)
  }
  await sleep(3000) // the last change's way to every stream
  return starts
}
