// The operator endpoint `npm run db:backup` calls on the running server (docs/decisions/0009):
// only from the loopback address and with the token of DATA_DIR/server.json; everybody else
// gets 404. With both, a real backup of the open database lands in DATA_DIR/backups.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { listBackups, migrateDatabase, openDatabase, writeBackup, type DatabaseHandle } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { silentLogger } from '../../test/databases.ts'
import { OPS_TOKEN_HEADER } from './ops.routes.ts'

const TOKEN = 'a-random-token-of-the-server-0123456789'
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'courtside-ops-'))
let database: DatabaseHandle
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: 'memory://', dataDir })
  await migrateDatabase(database)
  app = createApp({
    database,
    logger: silentLogger,
    config: { siteUrl: 'http://localhost:3000', environment: 'production', dataDir },
    ops: {
      token: TOKEN,
      backup: () => writeBackup({ dataDir, keep: 2, dump: () => database.dumpDataDir!() }),
    },
  })
}, 60_000)
afterAll(async () => {
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function backupFrom(ip: string, token: string | undefined) {
  const request = new Request('http://localhost:3000/bff/ops/backup', {
    method: 'POST',
    headers: token ? { [OPS_TOKEN_HEADER]: token } : {},
  })
  // The socket address, the way srvx exposes it (http/rate-limit.ts clientIp).
  Object.defineProperty(request, 'ip', { value: ip })
  return app.fetch(request)
}

describe('POST /bff/ops/backup', () => {
  it('is invisible without the token, with a wrong one, or from another address', async () => {
    for (const [ip, token] of [
      ['127.0.0.1', undefined],
      ['127.0.0.1', `${TOKEN.slice(0, -1)}x`],
      ['192.0.2.7', TOKEN],
    ] as const) {
      const response = await backupFrom(ip, token)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
    expect(listBackups(path.join(dataDir, 'backups'))).toHaveLength(0)
  })

  it('writes a backup for the local operator and keeps the newest ones', async () => {
    const files: string[] = []
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await backupFrom(ip, TOKEN)
      expect(response.status).toBe(200)
      const body = (await response.json()) as { file: string; bytes: number }
      expect(existsSync(body.file)).toBe(true)
      expect(body.bytes).toBeGreaterThan(100_000)
      files.push(path.basename(body.file))
    }
    expect(listBackups(path.join(dataDir, 'backups'))).toEqual(files.slice(-2).sort())
  }, 60_000)
})
