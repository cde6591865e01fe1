/**
 * A LIKE/ILIKE pattern that finds `term` anywhere, with LIKE's wildcards escaped, so a search for
 * "100%" or "a_b" means that text, not a pattern (PostgreSQL's default escape is the backslash).
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
