// The Node flags the server runs with, in one place: `npm run serve` (package.json, which cannot
// import this file and repeats them; server-node-flags.test.ts checks they agree), the browser
// tests' servers (playwright.config.ts, e2e), the benchmarks (scripts/bench/lib.ts) and the test
// runner (vitest.config.ts).
//
// --experimental-async-context-frame: AsyncLocalStorage (the CSP nonce, the render visit, TanStack
// Start's request context, the API's after-commit queue) kept in V8's continuation context instead
// of through async_hooks' promise hooks, which ran on every promise of every request — in an
// allocation profile of uncached page renders the hooks made 8% of all bytes allocated. Node 24 does
// this by default; on Node 22 it is this flag. Alternated runs, uncached signed-in event page at 25
// clients: 257/255 → 272/277 answers a second (issue 17, README "Performance").
//
// --no-parallel-scavenge: V8 collects the young generation on the thread that allocated, not split
// over its helper threads. Every core already runs a JavaScript thread of the server (the main
// thread and one render worker per core, server/render-pool.server.ts), so the helpers only
// competed with them for the same cores: on the 128-player class page they spent ~2 ms of CPU a
// page. Four alternated pairs, 25 clients, uncached, signed in (2026-12-07): event page 512 →
// 530 answers a second on average (3.43–3.54 → 3.27–3.54 ms CPU a page), class page 110 → 113/s
// (the helper threads' CPU 0.46–0.52 → 0.28–0.38 ms a page each). Concurrent marking still uses them.
export const SERVER_NODE_FLAGS: string[] = ['--experimental-async-context-frame', '--no-parallel-scavenge']
