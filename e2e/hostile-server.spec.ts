// Hostile input against the real production server (issue 19): the in-process suite
// (packages/api/src/test/hostile-input.test.ts) cannot see what the server around the API does —
// srvx's Node requests, TanStack Start's server-function handler. Here every method of every
// /bff route and every server function of the build gets requests without a body, without a
// CSRF token and with malformed payloads: the answer is never a 5xx, and a 4xx carries the
// error shape `{ error: { code, message } }`.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pino from 'pino'
import { createApp } from '../packages/api/src/app.ts'
import { endpointsOf, fillPath } from '../packages/api/src/test/endpoints.ts'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** The /bff route patterns as the Hono app lists them (no database is touched to list them). */
function bffPaths(): string[] {
  const app = createApp({
    database: {
      db: {} as never,
      kind: 'pglite',
      ping: () => Promise.resolve(true),
      listen: () => Promise.reject(new Error('no database: only the routes are listed')),
      close: () => Promise.resolve(),
    },
    logger: pino({ level: 'silent' }),
    config: { siteUrl: 'http://localhost:3000', environment: 'production', dataDir: 'data/e2e' },
  })
  return [...new Set(endpointsOf(app).map((e) => e.path))]
}

/** Every server function id of the production build (TanStack Start's server manifest). */
function serverFunctionIds(): string[] {
  const dir = path.resolve('apps/web/.output/server/_ssr')
  const ids = new Set<string>()
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.mjs'))) {
    const text = readFileSync(path.join(dir, name), 'utf8')
    for (const match of text.matchAll(/"([0-9a-f]{64})": \{\s*functionName: "(\w+)"/g)) ids.add(match[1]!)
  }
  return [...ids]
}

async function expectWellFormed(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500)
  if (response.status >= 400 && response.status !== 405 && response.headers.get('content-length') !== '0') {
    const text = await response.text()
    if (!text) return
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }
    expect(typeof body.error?.code, `${label}: ${text.slice(0, 200)}`).toBe('string')
    expect(typeof body.error?.message, label).toBe('string')
  } else {
    await response.arrayBuffer()
  }
}

test('every method of every /bff route answers without a 5xx, with no body and no CSRF token', async ({
  baseURL,
}) => {
  test.setTimeout(120_000)
  const paths = bffPaths()
  expect(paths.length).toBeGreaterThan(20)
  expect(paths).toContain('/bff/dupr/link')
  for (const route of paths) {
    for (const method of METHODS) {
      const url = `${baseURL}${fillPath(route, ['1'])}`
      // The way curl and scripts send them: no Origin, no body, no Content-Length.
      const response = await fetch(url, { method })
      const label = `${method} ${route}`
      if (method === 'HEAD' || method === 'OPTIONS') expect(response.status, label).toBeLessThan(500)
      else await expectWellFormed(response, label)
    }
  }
  const unlink = await fetch(`${baseURL}/bff/dupr/link`, { method: 'DELETE' })
  expect(unlink.status).toBe(401)
})

test('every server function answers malformed payloads from the site’s own origin with a 4xx and the error shape', async ({
  baseURL,
}) => {
  const ids = serverFunctionIds()
  expect(ids.length).toBeGreaterThanOrEqual(5)
  const origin = { origin: baseURL!, 'sec-fetch-site': 'same-origin' }
  const payloads: (string | undefined)[] = [
    undefined,
    '',
    '{',
    'null',
    '[]',
    '"x"',
    '{"data":{"identifier":5}}',
    JSON.stringify({ t: { t: 10, i: 0, p: { k: ['data'], v: [{ t: 1, s: 'x' }] }, o: 0 } }),
    JSON.stringify({ t: 10, i: 0, p: { k: ['data'], v: [{ t: 2, s: 1 }] }, o: 0 }),
    'x'.repeat(100_000),
  ]
  for (const id of [...ids, 'not-a-server-function']) {
    for (const body of payloads) {
      const response = await fetch(`${baseURL}/_serverFn/${id}`, {
        method: 'POST',
        headers: { ...origin, 'content-type': 'application/json' },
        body,
      })
      await expectWellFormed(response, `POST ${id} ${String(body).slice(0, 60)}`)
    }
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(`${baseURL}/_serverFn/${id}`, { method, headers: origin })
      await expectWellFormed(response, `${method} ${id}`)
    }
  }
  // The login function from the site's own origin with a payload of the wrong shape: 400.
  const loginId = ids.find((id) => readManifestName(id) === 'loginFn_createServerFn_handler')
  const malformed = await fetch(`${baseURL}/_serverFn/${loginId}`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json', 'x-tsr-serverfn': 'true' },
    // TanStack Start's own encoding of `{ data: 'x' }`: decodes, then the validator refuses it.
    body: JSON.stringify({ t: 10, i: 0, p: { k: ['data'], v: [{ t: 1, s: 'x' }] }, o: 0 }),
  })
  expect(malformed.status).toBe(400)
  expect(await malformed.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } })
})

function readManifestName(id: string): string | undefined {
  const dir = path.resolve('apps/web/.output/server/_ssr')
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.mjs'))) {
    const match = new RegExp(`"${id}": \\{\\s*functionName: "(\\w+)"`).exec(
      readFileSync(path.join(dir, name), 'utf8'),
    )
    if (match) return match[1]
  }
  return undefined
}
