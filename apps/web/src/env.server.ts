import { parseEnv, type Env } from './lib/env-schema.ts'

let cached: Env | undefined

/** The validated environment; the only reader of process.env in the web app. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
