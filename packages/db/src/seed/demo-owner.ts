// The demo club's owner account (issue 12): development only. prepareDatabase adds it when it
// seeds a development database, and db:seed / db:reset add it unless NODE_ENV=production; a
// production database never gets an account with a published password. README names the login.
import { eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { identityAccounts, identityLinks } from '../schema-auth.ts'
import { organizationMembers } from '../schema-organizer.ts'
import { organizations, users } from '../schema.ts'
import { EMBED_TEST_ORGANIZER } from './organizers.ts'

export const DEMO_OWNER = {
  email: 'owner@pickleball-club-muenchen.example',
  password: 'Courtside-Demo-Owner-2026',
  organizationSlug: EMBED_TEST_ORGANIZER,
} as const

/** scrypt hash of DEMO_OWNER.password in the format of api/adapters/identity/passwords.ts. */
const PASSWORD_HASH = 'scrypt$32768$8$1$zqwa1f8fNQ0HuABydwqJEQ==$Q1jG6Ykd0G2j+bSaXu46OI/ddZZI1IMG+xysFJHoz44='

/** Adds the owner (idempotent: does nothing when the account exists or the club is missing). */
export async function seedDemoOwner(db: Db): Promise<{ userId: number; organizationId: number } | null> {
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, DEMO_OWNER.organizationSlug))
  if (!organization) return null
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER.email))
  if (existing) return { userId: existing.id, organizationId: organization.id }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_OWNER.email,
        firstName: 'Mia',
        lastName: 'Hofmann',
        userName: 'pcm-owner',
        country: 'DE',
        preferredLanguage: 'de',
      })
      .returning({ id: users.id })
    const [account] = await tx
      .insert(identityAccounts)
      .values({
        email: DEMO_OWNER.email,
        passwordHash: PASSWORD_HASH,
        givenName: 'Mia',
        familyName: 'Hofmann',
        isVerified: true,
      })
      .returning({ id: identityAccounts.id })
    if (!user || !account) throw new Error('demo owner insert returned no row')
    await tx.insert(identityLinks).values({ provider: 'local', subject: account.id, userId: user.id })
    await tx
      .insert(organizationMembers)
      .values({ organizationId: organization.id, userId: user.id, role: 'owner' })
    return { userId: user.id, organizationId: organization.id }
  })
}
