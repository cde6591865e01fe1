// The import graph's rules (issue 18, docs/decisions/0011-import-rules.md), run by `npm run lint`.
// Dependencies point one way: web → api → db → domain; no circles; features of the API see each
// other only through their public index.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes every module in it load and change together.',
      from: { pathNot: 'routeTree\\.gen\\.ts$' },
      to: { circular: true, viaOnly: { pathNot: 'routeTree\\.gen\\.ts$' } },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain is pure logic: it imports no other workspace package.',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(api|db)|apps)/' },
    },
    {
      name: 'db-below-api',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: { path: '^(packages/api|apps)/' },
    },
    {
      name: 'api-below-web',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-lib-is-a-leaf',
      severity: 'error',
      comment:
        'apps/web/src/lib holds helpers that pages, queries and server code use; it never reaches back up.',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/(queries|server|routes|components)/' },
    },
    {
      name: 'schemas-import-only-schemas',
      severity: 'error',
      comment:
        'A slice’s schemas.ts describes answers only: lib/types.ts and other slices import it, so it imports nothing of the API but other schemas.ts (docs/decisions/0013).',
      from: { path: '^packages/api/src/features/[^/]+/schemas\\.ts$' },
      to: { path: '^packages/api/src/', pathNot: '^packages/api/src/features/[^/]+/schemas\\.ts$' },
    },
    {
      name: 'features-through-their-index',
      severity: 'error',
      comment:
        'A feature of the API uses another only through that feature’s index.ts, or its answers’ shapes through its schemas.ts (which imports nothing of the API but other schemas.ts).',
      from: { path: '^packages/api/src/features/([^/]+)/' },
      to: {
        path: '^packages/api/src/features/([^/]+)/',
        pathNot: [
          '^packages/api/src/features/$1/',
          '^packages/api/src/features/[^/]+/index\\.ts$',
          '^packages/api/src/features/[^/]+/schemas\\.ts$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.output|\\.tanstack|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
  },
}
