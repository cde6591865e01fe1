// The organizer set-up the console specs share (organizer-draw, organizer-schedule, bracket,
// class-lifecycle): the seeded club owner signs in through the login page, then an event, a
// singles class and its walk-ins are made through the API with the CSRF token of the session —
// the console pages under test start from there.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import type { ClassFull } from '@courtside/api/types'
import { hydrated } from './auth-helpers.ts'
import { message } from './messages.ts'

export const OWNER = {
  email: 'owner@pickleball-club-muenchen.example',
  password: 'Courtside-Demo-Owner-2026',
}

/** A message of the locale files with its {{params}} filled in. */
export function text(locale: string, key: string, values: Record<string, string | number> = {}): string {
  return message(locale, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** A message whose {{params}} may be anything, as an anchored regular expression. */
export function pattern(locale: string, key: string): RegExp {
  const parts = message(locale, key).split(/\{\{\w+\}\}/)
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`)
}

export async function csrfOf(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies()
  const csrf = cookies.find((c) => c.name === '__Host-courtside_csrf' || c.name === 'courtside_csrf')
  expect(csrf, 'CSRF cookie').toBeDefined()
  return decodeURIComponent(csrf!.value)
}

/** A signed-in owner: the page, their organization and the headers a state-changing call needs. */
export type Organizer = { page: Page; orgId: number; headers: Record<string, string> }

/** Signs the seeded owner in through the login page; the console opens on their organization. */
export async function signInAsOwner(
  page: Page,
  baseURL: string | undefined,
  locale = 'en',
): Promise<Organizer> {
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/manage`)}`)
  await hydrated(page)
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="current-password"]') })
  await form.locator('input[autocomplete="username"]').fill(OWNER.email)
  await form.locator('input[autocomplete="current-password"]').fill(OWNER.password)
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`/${locale}/manage/org/\\d+$`), { timeout: 20_000 })
  const orgId = Number(page.url().match(/org\/(\d+)/)?.[1])
  const headers = { origin: baseURL ?? '', 'x-csrf-token': await csrfOf(page.context()) }
  return { page, orgId, headers }
}

/** POSTs to /bff{path} as the organizer and expects `status` (any 2xx when not given). */
export async function post<T = { id: number }>(
  org: Organizer,
  path: string,
  data?: unknown,
  status?: number,
): Promise<T> {
  const response = await org.page.request.post(`/bff${path}`, { headers: org.headers, data })
  if (status === undefined) expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  else expect(response.status(), `${path}: ${await response.text()}`).toBe(status)
  return (await response.json()) as T
}

export type EventOptions = {
  name: string
  /** The first day; the event lasts two days. */
  start: Date
  venueName?: string
  address?: string
}

/** A two-day tournament in Munich (Europe/Berlin), not yet published. */
export async function createEvent(org: Organizer, options: EventOptions): Promise<number> {
  const event = await post(
    org,
    `/organizer/organizations/${org.orgId}/events`,
    {
      kind: 'tournament',
      name: options.name,
      startDate: options.start.toISOString(),
      endDate: new Date(options.start.getTime() + 86_400_000).toISOString(),
      timeZone: 'Europe/Berlin',
      venueName: options.venueName ?? 'Halle Süd',
      address: options.address ?? 'Ringstraße 5',
      city: 'München',
      country: 'DE',
    },
    201,
  )
  return event.id
}

/** A free open singles class, best of three games to 11 (win by 2), for up to `capacity`. */
export async function createSinglesClass(
  org: Organizer,
  eventId: number,
  name: string,
  capacity = 8,
): Promise<number> {
  const cls = await post(org, `/organizer/events/${eventId}/classes`, {
    name,
    type: 'singles',
    gender: 'open',
    capacity,
    feeMinor: 0,
    matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
  })
  return cls.id
}

export async function publishEvent(org: Organizer, eventId: number): Promise<void> {
  await post(org, `/organizer/events/${eventId}/publish`, undefined, 200)
}

/** `count` distinct seeded players, found the way the walk-in picker finds them. */
export async function seededPlayers(org: Organizer, count: number, searches = ['ber', 'er', 'an']) {
  const players = new Set<number>()
  // Specs find a player's card by name, so no two with the same name (other specs sign up
  // namesakes of seeded players, e.g. messages.spec.ts's Bruno Berg, on the same server).
  const names = new Set<string>()
  for (const search of searches) {
    const response = await org.page.request.get(`/bff/registrations/players?search=${search}`)
    expect(response.ok(), search).toBe(true)
    const found = (await response.json()) as { items: { id: number; firstName: string; lastName: string }[] }
    for (const item of found.items) {
      const name = `${item.firstName} ${item.lastName}`
      if (players.size < count && !names.has(name)) {
        players.add(item.id)
        names.add(name)
      }
    }
    if (players.size === count) break
  }
  expect(players.size, 'seeded players').toBe(count)
  return [...players]
}

/** Opens players' self check-in from an hour ago until two hours from now, with no desk deadline. */
export async function openSelfCheckIn(org: Organizer, eventId: number) {
  const hour = 3_600_000
  const response = await org.page.request.put(`/bff/organizer/events/${eventId}/check-in-settings`, {
    headers: org.headers,
    data: {
      selfCheckInOpensAt: new Date(Date.now() - hour).toISOString(),
      selfCheckInClosesAt: new Date(Date.now() + 2 * hour).toISOString(),
      checkInDeadline: null,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Enters each player into the class at the desk, paid. */
export async function addWalkIns(org: Organizer, classId: number, userIds: readonly number[]) {
  for (const userId of userIds)
    await post(org, `/organizer/classes/${classId}/entries`, { userId, paidAtDesk: true }, 201)
}

/** A published event with one singles class of `players` walk-ins. */
export async function eventWithWalkIns(
  org: Organizer,
  options: EventOptions & { className: string; players: number; searches?: string[] },
): Promise<{ eventId: number; classId: number }> {
  const eventId = await createEvent(org, options)
  const classId = await createSinglesClass(org, eventId, options.className)
  await publishEvent(org, eventId)
  await addWalkIns(org, classId, await seededPlayers(org, options.players, options.searches))
  return { eventId, classId }
}

/** What the public class page is built from (/bff/tournament/class/{id}/full). */
export async function publicClass(page: Page, classId: number): Promise<ClassFull> {
  const response = await page.request.get(`/bff/tournament/class/${classId}/full`)
  expect(response.status()).toBe(200)
  return (await response.json()) as ClassFull
}

/**
 * Opens a result dialog of the draw console with `button`, types the games (home, away, home,
 * away…) and saves; with `confirm` the console must first refuse (later matches affected) and
 * then clear them when told to.
 */
export async function enterResult(
  page: Page,
  locale: string,
  button: Locator,
  points: number[],
  confirm = false,
) {
  await button.click()
  const dialog = page.getByRole('dialog')
  const inputs = dialog.getByRole('textbox')
  for (const [i, value] of points.entries()) await inputs.nth(i).fill(String(value))
  await dialog.getByRole('button', { name: text(locale, 'manage.draw.saveResult') }).click()
  if (confirm) {
    await expect(dialog.getByRole('alert')).toContainText(
      text(locale, 'manage.errors.LATER_MATCHES_AFFECTED'),
    )
    await dialog.getByRole('button', { name: text(locale, 'manage.draw.confirmUndo') }).click()
  }
  await expect(dialog).toHaveCount(0)
}
