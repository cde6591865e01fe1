import { sql, type SQL } from 'drizzle-orm'

/**
 * A LIKE/ILIKE pattern that finds `term` anywhere, with LIKE's wildcards escaped, so a search for
 * "100%" or "a_b" means that text, not a pattern (PostgreSQL's default escape is the backslash).
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * `likePattern(term)` folded as the database folds names (courtside_fold: case, accents, ß, ue/oe/ae;
 * migrations/0005), for a LIKE against a stored folded column (migrations/0022). A subquery, so
 * the term is folded once per query even in a prepared statement's generic plan, where
 * `courtside_fold($1)` would be folded again for every row it is compared with.
 */
export function foldedPattern(term: string): SQL {
  return sql`(select courtside_fold(${likePattern(term)}))`
}
