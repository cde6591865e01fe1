// Locking for the entries desk, in the order features/registrations/class-store.ts follows:
// classes in ascending id, then orders, then rows.
import { eq, registrations } from '@courtside/db'
import { AppError } from '../../lib/errors.ts'
import { lockClasses, type LockedClass, type Tx } from '../registrations/index.ts'

/** Walk-ins paid in cash or by card at the desk: an order with this provider, refunded at the desk. */
export const DESK_PROVIDER = 'desk'
export async function lockOne(tx: Tx, classId: number): Promise<LockedClass> {
  const cls = (await lockClasses(tx, [classId])).get(classId)
  if (!cls) throw new AppError(404, 'NOT_FOUND', 'Class not found')
  return cls
}

export async function lockedEntry(tx: Tx, entryId: number) {
  const [found] = await tx.select().from(registrations).where(eq(registrations.id, entryId))
  if (!found) throw new AppError(404, 'NOT_FOUND', 'Entry not found')
  const cls = await lockOne(tx, found.classId)
  const [reg] = await tx.select().from(registrations).where(eq(registrations.id, entryId)).for('update')
  if (!reg) throw new AppError(404, 'NOT_FOUND', 'Entry not found')
  return { cls, reg }
}
