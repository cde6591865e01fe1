import { createServerFn } from '@tanstack/react-start'
import { getEnv } from '../env.server.ts'
import { toPublicConfig } from '../lib/env-schema.ts'

/** The browser-safe part of the validated environment (analytics, error reporting, app id). */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(() => toPublicConfig(getEnv()))
