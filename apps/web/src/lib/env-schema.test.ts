import { describe, expect, it } from 'vitest'
import { EnvValidationError, parseEnv, toPublicConfig } from './env-schema.ts'

describe('environment schema', () => {
  it('defaults to the built-in identity provider, no DUPR, no proxy trust', () => {
    const env = parseEnv({})
    expect(toPublicConfig(env).identity).toBe('local')
    expect(env.DUPR_CLIENT_KEY).toBeUndefined()
    expect(env.DUPR_ENVIRONMENT).toBe('production')
    expect(env.TRUST_PROXY).toBe(false)
  })

  it('selects Cognito when both pool values are set; half a configuration fails', () => {
    const env = parseEnv({ USER_POOL_ID: 'eu-central-1_abc', USER_POOL_WEB_CLIENT_ID: 'client' })
    expect(toPublicConfig(env).identity).toBe('cognito')
    expect(() => parseEnv({ USER_POOL_ID: 'eu-central-1_abc' })).toThrow(EnvValidationError)
  })

  it('needs both DUPR credentials or neither, and a known DUPR environment', () => {
    const env = parseEnv({ DUPR_CLIENT_KEY: 'key', DUPR_CLIENT_SECRET: 'secret', DUPR_ENVIRONMENT: 'uat' })
    expect(env.DUPR_ENVIRONMENT).toBe('uat')
    try {
      parseEnv({ DUPR_CLIENT_KEY: 'key' })
      expect.unreachable()
    } catch (error) {
      expect((error as EnvValidationError).variables).toEqual(['DUPR_CLIENT_SECRET'])
    }
    expect(() => parseEnv({ DUPR_ENVIRONMENT: 'staging' })).toThrow(EnvValidationError)
  })

  it('treats empty strings as unset and validates the emulator endpoint as a URL', () => {
    expect(
      parseEnv({ DUPR_CLIENT_KEY: '', DUPR_CLIENT_SECRET: '', USER_POOL_ENDPOINT: '' }).USER_POOL_ENDPOINT,
    ).toBeUndefined()
    expect(() => parseEnv({ USER_POOL_ENDPOINT: 'not a url' })).toThrow(EnvValidationError)
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
  })

  it('keeps DUPR and identity secrets out of the public config', () => {
    const config = toPublicConfig(parseEnv({ DUPR_CLIENT_KEY: 'key', DUPR_CLIENT_SECRET: 'secret' }))
    expect(JSON.stringify(config)).not.toContain('secret')
  })
})
