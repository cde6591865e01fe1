// PATCH /bff/organizer/events/{id}/schedule/settings: change rest, daily limit or durations.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { body, errors, IdParams, json, SettingsBody, SettingsView } from './contract.ts'
import { updateSettings } from './court-service.ts'
import { settingsView } from './settings-view.ts'

export const route = createRoute({
  method: 'patch',
  path: '/events/{id}/schedule/settings',
  tags: ['Order of play'],
  summary: 'Change the schedule settings',
  description:
    'Only the fields sent change; `maxMatchesPerPlayerPerDay: null` removes the limit; durations change per format key. The next automatic plan and every conflict check use them. Roles: director, owner.',
  request: { params: IdParams, ...body(SettingsBody) },
  responses: { 200: json(SettingsView, 'The settings after the change'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const db = c.get('db')
  await updateSettings({ db, access, eventId: id, now: nowOf(c), input: c.req.valid('json') })
  return c.json(await settingsView(db, id), 200)
}
