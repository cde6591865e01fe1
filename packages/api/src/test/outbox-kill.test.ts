// Issue 16: "the outbox sends once … after a SIGKILL between commit and send". A real server
// process (outbox-process.ts: PGlite in a data directory, the sender and worker as the server
// builds them) commits a change with its message and starts sending it to an SMTP server that
// takes the connection and never answers; once the mail server sees that connection the process
// is killed with SIGKILL. Started again on the same data directory with a working SMTP server
// (smtp-server), it sends the message exactly once, with its stable Message-ID.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startTestSmtp } from './smtp.ts'

const CHILD = fileURLToPath(new URL('./outbox-process.ts', import.meta.url))

function startChild(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  )
  return { child, exited, stdout: () => stdout, stderr: () => stderr }
}

describe('the outbox under SIGKILL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-outbox-kill-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('sends once after a SIGKILL between commit and send', async () => {
    // A mail server that accepts the connection and says nothing (no 220 greeting).
    const connections: net.Socket[] = []
    let connected!: () => void
    const reached = new Promise<void>((resolve) => (connected = resolve))
    const silent = net.createServer((socket) => {
      connections.push(socket)
      connected()
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const silentPort = (silent.address() as net.AddressInfo).port

    const first = startChild({
      OUTBOX_DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${silentPort}`,
      OUTBOX_WRITE: '1',
    })
    void first.exited.then(() => connected())
    await reached
    expect(first.stdout(), first.stderr()).toMatch(/^committed \d+$/m)
    const id = Number(/^committed (\d+)$/m.exec(first.stdout())?.[1])
    first.child.kill('SIGKILL')
    expect(await first.exited).toBe('SIGKILL')
    for (const socket of connections) socket.destroy()
    await new Promise<void>((resolve) => silent.close(() => resolve()))

    const smtp = await startTestSmtp()
    try {
      const second = startChild({ OUTBOX_DATA_DIR: dataDir, SMTP_URL: smtp.url })
      expect(await second.exited, second.stderr()).toBe(0)
      // Claimed by the killed process (attempt 1), sent by the restarted one (attempt 2).
      expect(second.stdout()).toBe(`sent ${id} attempts 2\n`)
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]!.to).toEqual(['new.member@example.com'])
      expect(smtp.received[0]!.raw).toMatch(new RegExp(`^Message-ID: <message-${id}@localhost>`, 'm'))

      // A third start sends nothing more.
      const third = startChild({ OUTBOX_DATA_DIR: dataDir, SMTP_URL: smtp.url })
      expect(await third.exited, third.stderr()).toBe(0)
      expect(third.stdout()).toBe(`sent ${id} attempts 2\n`)
      expect(smtp.received).toHaveLength(1)
    } finally {
      await smtp.close()
    }
  }, 180_000)
})
