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
export const SERVER_NODE_FLAGS: string[] = ['--experimental-async-context-frame']
