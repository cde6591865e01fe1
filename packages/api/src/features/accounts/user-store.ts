// Users (players and accounts). A signed-in identity (local account or Cognito sub) is linked to
// one users row, created on first sign-in; profile changes only ever touch the caller's own row.
import { randomInt } from 'node:crypto'
import type { Locale } from '@courtside/domain'
import { and, eq, identityLinks, ne, or, preparedQuery, sql, users, type Db } from '@courtside/db'
import { isUniqueViolation } from '../../http/database-errors.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import type { IdClaims } from '../../adapters/identity/types.ts'
import type { UserProfile } from './schemas.ts'

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  avatar: users.avatar,
  email: users.email,
  phone: users.phone,
  country: users.country,
  birthYear: users.birthYear,
  gender: users.gender,
  preferredLanguage: users.preferredLanguage,
  duprId: users.duprId,
  duprRatingSingles: users.duprRatingSingles,
  duprRatingDoubles: users.duprRatingDoubles,
}

export async function getUserProfile(options: { db: Db; userId: number }): Promise<UserProfile> {
  const [row] = await options.db
    .select(profileColumns)
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1)
  if (!row) throw notFound('User')
  return row
}

/** Asked on every authenticated request: built once per database (docs/decisions/0014). */
const linkedUserQuery = preparedQuery('identity_linked_user', (db, name) =>
  db
    .select({ userId: identityLinks.userId })
    .from(identityLinks)
    .where(
      and(
        eq(identityLinks.provider, sql.placeholder('provider')),
        eq(identityLinks.subject, sql.placeholder('subject')),
      ),
    )
    .limit(1)
    .prepare(name),
)

export async function findLinkedUserId(options: {
  db: Db
  provider: 'local' | 'cognito'
  subject: string
}): Promise<number | null> {
  const [row] = await linkedUserQuery(options.db).execute({
    provider: options.provider,
    subject: options.subject,
  })
  return row?.userId ?? null
}

function userNameBase(claims: IdClaims): string {
  const fromName = `${claims.givenName}${claims.familyName}`
  const fromEmail = claims.email?.split('@')[0] ?? ''
  const base = (fromName || fromEmail || 'player')
    .normalize('NFKD')
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()
    .slice(0, 20)
  return base || 'player'
}

/**
 * The users row of a verified identity, linking or creating it on first sign-in. An existing
 * player with the same (provider-verified) email or phone is claimed rather than duplicated.
 * `language`: the site language of the page the first sign-in came from; a new player's
 * messages use it until they choose another in their profile (issue 16).
 */
export async function ensureUserForIdentity(options: {
  db: Db
  provider: 'local' | 'cognito'
  claims: IdClaims
  language?: Locale | undefined
}): Promise<number> {
  const { db, provider, claims } = options
  const linked = await findLinkedUserId({ db, provider, subject: claims.subject })
  if (linked) return linked
  const matches = [
    claims.email ? sql`lower(${users.email}) = ${claims.email.toLowerCase()}` : undefined,
    claims.phone ? eq(users.phone, claims.phone) : undefined,
  ].filter((condition) => condition !== undefined)
  let userId: number | undefined
  if (matches.length) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(...matches))
      .limit(1)
    userId = existing?.id
  }
  for (let attempt = 0; !userId && attempt < 5; attempt++) {
    const [created] = await db
      .insert(users)
      .values({
        email: claims.email,
        phone: claims.phone,
        firstName: claims.givenName || (claims.email?.split('@')[0] ?? ''),
        lastName: claims.familyName,
        userName: `${userNameBase(claims)}${randomInt(1000, 99_999)}`,
        preferredLanguage: options.language ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id })
    userId = created?.id
  }
  if (!userId) throw new AppError(409, 'USER_CONFLICT', 'The account could not be created')
  await db.insert(identityLinks).values({ provider, subject: claims.subject, userId }).onConflictDoNothing()
  return (await findLinkedUserId({ db, provider, subject: claims.subject })) ?? userId
}

export type ProfileChanges = Partial<
  Pick<
    UserProfile,
    'firstName' | 'lastName' | 'userName' | 'country' | 'phone' | 'birthYear' | 'gender' | 'preferredLanguage'
  >
>

/** Updates the caller's own row; `userId` always comes from the session, never from the body. */
export async function updateUserProfile(options: {
  db: Db
  userId: number
  changes: ProfileChanges
}): Promise<UserProfile> {
  const { db, userId, changes } = options
  if (changes.userName) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.userName}) = ${changes.userName.toLowerCase()}`, ne(users.id, userId)))
      .limit(1)
    if (taken) throw new AppError(409, 'USER_NAME_TAKEN', 'This user name is taken')
  }
  if (changes.phone) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, changes.phone), ne(users.id, userId)))
      .limit(1)
    if (taken) throw new AppError(409, 'PHONE_TAKEN', 'This phone number belongs to another account')
  }
  if (Object.keys(changes).length) {
    try {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId))
    } catch (error) {
      // A concurrent update took the name or phone between the check and the write.
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'PROFILE_CONFLICT', 'The user name or phone is taken')
      }
      throw error
    }
  }
  return getUserProfile({ db, userId })
}

export async function setUserAvatar(options: {
  db: Db
  userId: number
  avatar: string | null
}): Promise<string | null> {
  const [previous] = await options.db
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, options.userId))
  await options.db
    .update(users)
    .set({ avatar: options.avatar, updatedAt: new Date() })
    .where(eq(users.id, options.userId))
  return previous?.avatar ?? null
}
