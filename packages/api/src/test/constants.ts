import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
export const TEST_CACHE_DIR = path.join(root, 'node_modules/.cache/courtside-test')
export const PGLITE_TEMPLATE_FILE = path.join(TEST_CACHE_DIR, 'pglite-template.tar.gz')
/** One template per checkout, so test runs in two working trees never drop each other's template. */
export const POSTGRES_TEMPLATE_DB = `courtside_test_template_${createHash('sha256').update(root).digest('hex').slice(0, 8)}`
/** Every test database is seeded "as of" this moment, so dates and states are stable. */
export const SEED_NOW = new Date('2026-11-23T10:00:00Z')
