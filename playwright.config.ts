import { SERVER_NODE_FLAGS } from './scripts/server-node-flags.ts'
import { defineConfig, devices } from '@playwright/test'

// Browser tests drive Debian's Chromium (never a downloaded browser) against the production
// build, which the config starts itself on a fresh PGlite database (epic-stack's pattern).
const PORT = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://localhost:${PORT}`

export default defineConfig({
  testDir: './e2e',
  // A hang detector, not a speed check (speed is measured by npm run bench): the long account
  // flows took 31 s with three browsers and the server sharing two cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} scripts/serve.mjs`,
    url: `${baseURL}/bff/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      SERVER_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Rate limits count per X-Forwarded-For address: the tests' sign-ups each come from their own
      // (e2e/auth-helpers.ts ownAddress); every other request counts against the socket's.
      TRUST_PROXY: 'true',
      // A configured app id, so the app-banner meta tag can be checked (e2e/reach.spec.ts).
      IOS_APP_ID: '1234567890',
    },
  },
})
