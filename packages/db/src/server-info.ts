// While the server holds the embedded database it writes `<DATA_DIR>/server.json` (pid, port and
// a random token, readable by the owner only). `npm run db:backup` uses it to ask the running
// server for a backup (PGlite is one process: nobody else may open the directory), and
// `npm run db:restore` refuses to run while that process lives (docs/decisions/0009-backups.md).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type ServerInfo = { pid: number; port: number; token: string }

const fileOf = (dataDir: string) => path.join(dataDir, 'server.json')

export function writeServerInfo(dataDir: string, port: number): ServerInfo {
  const info: ServerInfo = { pid: process.pid, port, token: randomBytes(24).toString('base64url') }
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- DATA_DIR from the validated environment
  writeFileSync(fileOf(dataDir), JSON.stringify(info), { mode: 0o600 })
  return info
}

export function removeServerInfo(dataDir: string, info: ServerInfo): void {
  // Only our own file: a second server started by mistake must not delete the first one's.
  if (readServerInfo(dataDir)?.token === info.token) rmSync(fileOf(dataDir), { force: true })
}

function readServerInfo(dataDir: string): ServerInfo | undefined {
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
    return JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as ServerInfo
  } catch {
    return undefined
  }
}

/** The server that holds the database now, or undefined (no file, or its process is gone). */
export function runningServer(dataDir: string): ServerInfo | undefined {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  if (!existsSync(fileOf(dataDir))) return undefined
  const info = readServerInfo(dataDir)
  if (!info || !Number.isInteger(info.pid)) return undefined
  try {
    process.kill(info.pid, 0)
    return info
  } catch {
    return undefined
  }
}
