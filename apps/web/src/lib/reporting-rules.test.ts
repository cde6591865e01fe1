import { describe, expect, it } from 'vitest'
import { parseEnv, toPublicConfig } from './env-schema.ts'
import { sentryBaseOptions } from './error-reporting.ts'

const config = (raw: Record<string, string>) => toPublicConfig(parseEnv(raw))

describe('analytics enable rule (spec section 9)', () => {
  it('is off in development even with a key', () => {
    expect(config({ APP_ENV: 'development', POSTHOG_KEY: 'phc_1' }).posthog).toBeNull()
  })
  it('is off without a key', () => {
    expect(config({ APP_ENV: 'production' }).posthog).toBeNull()
    expect(config({ APP_ENV: 'production', POSTHOG_KEY: '' }).posthog).toBeNull()
  })
  it('is on outside development with a key, host defaulting to the EU cloud', () => {
    expect(config({ APP_ENV: 'production', POSTHOG_KEY: 'phc_1' }).posthog).toEqual({
      key: 'phc_1',
      host: 'https://eu.i.posthog.com',
    })
    expect(
      config({ APP_ENV: 'production', POSTHOG_KEY: 'phc_1', POSTHOG_HOST: 'https://ph.example.org' }).posthog
        ?.host,
    ).toBe('https://ph.example.org')
  })
})

describe('error reporting enable rule (spec section 9)', () => {
  const dsn = 'https://abc@o1.ingest.sentry.io/2'
  it('is off in development and in development builds', () => {
    expect(config({ APP_ENV: 'development', SENTRY_DSN: dsn }).sentry).toBeNull()
    expect(config({ APP_ENV: 'production', MODE: 'development', SENTRY_DSN: dsn }).sentry).toBeNull()
  })
  it('is off without a DSN', () => {
    expect(config({ APP_ENV: 'production' }).sentry).toBeNull()
  })
  it('uses trace rate 0.4 and replay rates 0 by default', () => {
    expect(config({ APP_ENV: 'production', SENTRY_DSN: dsn }).sentry).toEqual({
      dsn,
      tracesSampleRate: 0.4,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    })
  })
  it('accepts configured rates as strings and ignores nonsense', () => {
    const sentry = config({
      APP_ENV: 'production',
      MODE: 'staging',
      SENTRY_DSN: dsn,
      SENTRY_TRACES_SAMPLE_RATE: '0.1',
      SENTRY_REPLAYS_SESSION_SAMPLE_RATE: 'lots',
    }).sentry
    expect(sentry?.tracesSampleRate).toBe(0.1)
    expect(sentry?.replaysSessionSampleRate).toBe(0)
  })
})

describe('error reporting options (browser and server)', () => {
  it('collect no personal data and use the configured trace rate', () => {
    const options = sentryBaseOptions(
      {
        dsn: 'https://key@o1.ingest.sentry.io/1',
        tracesSampleRate: 0.4,
        replaysSessionSampleRate: 0,
        replaysOnErrorSampleRate: 0,
      },
      'production',
    )
    expect(options.dataCollection).toEqual({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    })
    expect(options.tracesSampleRate).toBe(0.4)
    expect(options.environment).toBe('production')
  })
})
