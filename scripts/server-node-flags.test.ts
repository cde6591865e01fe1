// `npm run serve` repeats the server's Node flags (package.json cannot import them): this keeps
// the two in step, so the site the README starts runs as the tests and the benchmarks do.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './server-node-flags.ts'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>
}

describe('the server’s Node flags', () => {
  it('are the ones `npm run serve` starts the server with', () => {
    const [command, ...args] = pkg.scripts.serve!.split(/\s+/)
    expect(command).toBe('node')
    expect(args.filter((arg) => arg.startsWith('--'))).toEqual(SERVER_NODE_FLAGS)
    expect(args.at(-1)).toBe('scripts/serve.mjs')
  })
})
