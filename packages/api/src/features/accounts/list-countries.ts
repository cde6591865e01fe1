// GET /bff/auth/countries: dial codes for the login phone picker.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { DialCountries, json } from './contract.ts'
import { DIAL_COUNTRIES } from './countries.ts'

export const route = createRoute({
  method: 'get',
  path: '/auth/countries',
  tags: ['Account'],
  summary: 'List dial codes',
  description: 'ISO country codes with their dial codes, Europe first; names are localised by the browser.',
  responses: { 200: json(DialCountries, 'The dial codes') },
})

export const handler: Handler<AppEnv> = (c) => {
  c.header('cache-control', 'public, max-age=86400')
  return c.json({ items: DIAL_COUNTRIES })
}
