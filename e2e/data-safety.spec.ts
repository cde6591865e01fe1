// Data safety of the embedded database (issue 19), against the real production server started
// by this spec on its own data directories (port E2E_PORT + 1): a damaged data directory stops
// start-up with one message; `npm run db:backup` of a running server under writes, restored with
// `npm run db:restore -- FILE --yes` into a new directory, holds every write acknowledged before
// the backup began.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.ts'

const PORT = Number(process.env.E2E_PORT ?? 3210) + 1
const ORIGIN = `http://localhost:${PORT}`
const NODE = path.resolve('node_modules/.bin/node')
const TSX = path.resolve('node_modules/.bin/tsx')
const root = mkdtempSync(path.join(os.tmpdir(), 'courtside-safety-'))

test.describe.configure({ mode: 'serial' })
test.setTimeout(600_000)
test.afterAll(() => rmSync(root, { recursive: true, force: true }))

type Run = { process: ChildProcess; output: () => string; exited: Promise<number | null> }

function run(command: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { process: child, output: () => output, exited }
}

function startServer(dataDir: string): Run {
  return run(NODE, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SERVER_URL: ORIGIN,
    LOG_LEVEL: 'warn',
    // Each sign-up below comes from its own address, so the per-address limit does not interfere.
    TRUST_PROXY: 'true',
  })
}

async function untilRunning(server: Run) {
  await expect
    .poll(() => server.output(), { timeout: 300_000, intervals: [500] })
    .toContain('Courtside is running')
}

async function stop(server: Run) {
  server.process.kill('SIGTERM')
  await server.exited
}

let address = 0
const headersFrom = () => ({
  origin: ORIGIN,
  'content-type': 'application/json',
  'x-forwarded-for': `10.9.${Math.floor(++address / 250)}.${address % 250}`,
})

async function signUp(email: string): Promise<boolean> {
  const response = await fetch(`${ORIGIN}/bff/auth/sign-up`, {
    method: 'POST',
    headers: headersFrom(),
    body: JSON.stringify({
      identifier: email,
      password: 'correct horse battery staple 19',
      givenName: 'Safe',
      familyName: 'Keeping',
    }),
  })
  return response.status === 200
}

/** ACCOUNT_NOT_VERIFIED: the (unverified) account exists; INVALID_CREDENTIALS: it does not. */
async function accountExists(email: string): Promise<boolean> {
  const response = await fetch(`${ORIGIN}/bff/auth/login`, {
    method: 'POST',
    headers: headersFrom(),
    body: JSON.stringify({ identifier: email, password: 'correct horse battery staple 19' }),
  })
  const body = (await response.json()) as { error?: { code: string } }
  expect(['ACCOUNT_NOT_VERIFIED', 'INVALID_CREDENTIALS'], email).toContain(body.error?.code)
  return body.error?.code === 'ACCOUNT_NOT_VERIFIED'
}

const healthy = path.join(root, 'healthy')

test('a fresh data directory starts, and a damaged one stops start-up with one message', async () => {
  const server = startServer(healthy)
  await untilRunning(server)
  const health = await fetch(`${ORIGIN}/bff/health`)
  expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', state: 'ok' } })
  await stop(server)

  const damaged = path.join(root, 'damaged')
  cpSync(healthy, damaged, { recursive: true })
  unlinkSync(path.join(damaged, 'pglite/global/pg_control'))
  const started = Date.now()
  const broken = startServer(damaged)
  expect(await broken.exited).toBe(1)
  expect(Date.now() - started).toBeLessThan(30_000)
  const output = broken.output()
  expect(output).toContain(`The PGlite data directory ${path.join(damaged, 'pglite')} is damaged`)
  expect(output).toContain('the control file global/pg_control is missing')
  expect(output).toContain('npm run db:restore -- ')
  expect(output).not.toContain('Courtside is running')
  expect(output).not.toMatch(/RuntimeError|wasm-function/)
})

test('a backup of the running server under writes restores every acknowledged write', async () => {
  const server = startServer(healthy)
  await untilRunning(server)
  const acknowledged: { email: string; at: number }[] = []
  let isWriting = true
  let next = 0
  const writer = async () => {
    while (isWriting) {
      const email = `safety-${next++}@example.com`
      if (await signUp(email)) acknowledged.push({ email, at: Date.now() })
    }
  }
  const writers = Promise.all([writer(), writer(), writer()])
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(5)

  const backupStarted = Date.now()
  const backup = run(TSX, ['packages/db/src/cli/backup.ts'], { DATA_DIR: healthy })
  expect(await backup.exited, backup.output()).toBe(0)
  expect(backup.output()).toContain('taken by the running server')
  const file = /wrote (\S+\.tar\.gz)/.exec(backup.output())?.[1] ?? ''
  // Writes go on after the backup: they must not be in it.
  const backupDone = Date.now()
  await expect.poll(() => acknowledged.filter((a) => a.at > backupDone + 200).length).toBeGreaterThan(2)
  isWriting = false
  await writers
  await stop(server)

  const restored = path.join(root, 'restored')
  const restore = run(TSX, ['packages/db/src/cli/restore.ts', path.resolve(file), '--yes'], {
    DATA_DIR: restored,
  })
  expect(await restore.exited, restore.output()).toBe(0)

  const again = startServer(restored)
  await untilRunning(again)
  const before = acknowledged.filter((a) => a.at < backupStarted)
  expect(before.length).toBeGreaterThan(5)
  for (const { email } of before) expect(await accountExists(email), email).toBe(true)
  const after = acknowledged.filter((a) => a.at > backupDone + 200)
  for (const { email } of after) expect(await accountExists(email), email).toBe(false)
  await stop(again)
})
