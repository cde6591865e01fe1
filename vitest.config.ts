import { defineConfig } from 'vitest/config'
import { SERVER_NODE_FLAGS } from './scripts/server-node-flags.ts'

// Two projects so `npm run test:unit` stays fast and `npm run test:api` can run the same API
// suites against PGlite and PostgreSQL (see packages/api/src/test/databases.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The code under test runs as the server does (scripts/server-node-flags.ts).
          execArgv: SERVER_NODE_FLAGS,
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/api/src/adapters/**/*.test.ts',
            'packages/api/src/http/**/*.test.ts',
            'packages/api/src/lib/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/src/**/*.test.tsx',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          execArgv: SERVER_NODE_FLAGS,
          include: [
            'packages/api/src/features/**/*.test.ts',
            'packages/api/src/test/**/*.test.ts',
            'packages/db/src/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['packages/api/src/test/global-setup.ts'],
        },
      },
    ],
  },
})
