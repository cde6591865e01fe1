// Draws (issue 14, migrations/0007_draws.sql): one row per class holding the domain's Draw JSON
// (packages/domain/src/draws, docs/decisions/0012). Everything derived — who plays whom,
// standings, winners — is resolved from it; on lock the API copies the draw into the public
// tables (groups, group_teams, rounds, matches) the class page reads, and re-copies after every
// later write. Logic: packages/api/src/features/draws.
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Draw, DrawFormat } from '@courtside/domain'
import { classes } from './schema.ts'

export const DRAW_STATUSES = ['draft', 'locked', 'published'] as const
export type DrawStatus = (typeof DRAW_STATUSES)[number]

/** The generation options as the director chose them (the draw's format plus the seed choice). */
export type DrawOptionsJson = { format: DrawFormat; seedGiven: boolean }

const ts = (name: string) => timestamp(name, { withTimezone: true })

export const draws = pgTable(
  'draws',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DRAW_STATUSES }).notNull().default('draft'),
    draw: jsonb('draw').$type<Draw>().notNull(),
    options: jsonb('options').$type<DrawOptionsJson>().notNull(),
    /** The unsigned 32-bit seed of the random generator (also inside `draw`), shown to reproduce it. */
    randomSeed: bigint('random_seed', { mode: 'number' }).notNull(),
    /** When the public may see the draw; null = as soon as it is published. */
    publishAt: ts('publish_at'),
    lockedAt: ts('locked_at'),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draws_class_uq').on(t.classId),
    check('draws_status_ck', sql`${t.status} in ('draft', 'locked', 'published')`),
  ],
)

/**
 * Whether the public may see a class's draw at `now`: published, and its publication time reached.
 * Before that the class page shows the entries only (never a draft or a locked draw).
 */
export function isDrawPublic(row: { status: DrawStatus; publishAt: Date | null }, now: Date): boolean {
  return row.status === 'published' && (row.publishAt === null || row.publishAt.getTime() <= now.getTime())
}
