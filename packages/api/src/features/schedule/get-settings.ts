// GET /bff/organizer/events/{id}/schedule/settings: rest, daily limit and minutes per format.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo } from '../organizer/index.ts'
import { errors, IdParams, json, SettingsView } from './contract.ts'
import { loadEvent } from './schedule-store.ts'
import { settingsView } from './settings-view.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/schedule/settings',
  tags: ['Order of play'],
  summary: 'Read the schedule settings',
  description:
    'Minimum rest between two matches of a player (default 20 minutes), the optional limit of matches per player per day, and the minutes a match of each format books a court for (defaults filled in), with the minutes of each class. Readable by the desk.',
  request: { params: IdParams },
  responses: { 200: json(SettingsView, 'The settings'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  const db = c.get('db')
  await loadEvent(db, id)
  return c.json(await settingsView(db, id), 200)
}
