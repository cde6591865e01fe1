import { PLACE_HOLDING_STATUSES } from '@courtside/domain'
import { sql } from 'drizzle-orm'

/**
 * `('pending_payment', 'waiting_partner', 'confirmed')`: the domain's statuses that hold a place,
 * for `r.status in …` in raw SQL (capacity counts in subqueries), so the set is written once.
 */
export const PLACE_HOLDING_SQL = sql.raw(`(${PLACE_HOLDING_STATUSES.map((s) => `'${s}'`).join(', ')})`)
