// A player who never chose a language (accounts made before it was asked, or through Cognito)
// gets their messages — receipts, waitlist moves, match calls — in the language of the page they
// registered or paid on, not in English. A language the player chose is never overwritten.
import { and, eq, isNull, users, type Executor } from '@courtside/db'
import type { Locale } from '@courtside/domain'

export async function rememberLanguage(
  db: Executor,
  userId: number,
  locale: Locale | undefined,
): Promise<void> {
  if (!locale) return
  await db
    .update(users)
    .set({ preferredLanguage: locale })
    .where(and(eq(users.id, userId), isNull(users.preferredLanguage)))
}
