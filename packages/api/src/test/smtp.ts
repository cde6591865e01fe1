// A real SMTP server for tests (smtp-server) on a free port: it keeps what it receives, or refuses
// every message while `refuse` is set (a 451, as a full mailbox or a greylisting server answers).
import { SMTPServer } from 'smtp-server'

export type TestSmtp = {
  url: string
  received: { to: string[]; raw: string }[]
  /** While true, every message is refused with 451. */
  refuse: boolean
  close: () => Promise<void>
}

export async function startTestSmtp(options: { refuse?: boolean; port?: number } = {}): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    received: [],
    refuse: options.refuse ?? false,
    close: async () => {},
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (state.refuse) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 }))
          return
        }
        state.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  state.url = `smtp://127.0.0.1:${port}`
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}
