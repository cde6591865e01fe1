// Creating an organization (the operator's `npm run org:create`, cli/org-create.ts): the owner is
// the user with the given e-mail, or — when nobody has signed up with it yet — an owner
// invitation whose link the operator passes on (valid 7 days, accepted once signed in).
import { randomBytes } from 'node:crypto'
import { eq, organizationMembers, organizations, sql, users, type Db } from '@courtside/db'
import { withTransaction } from '../registrations/index.ts'
import { writeAudit } from './audit.ts'
import { createInvitation, invitationLink } from './member-service.ts'
import { slugFor } from './event-service.ts'

export type CreatedOrganization = {
  id: number
  slug: string
  owner: { userId: number } | { invitationLink: string; expiresAt: Date }
}

export async function createOrganization(options: {
  db: Db
  name: string
  ownerEmail: string
  country: string
  defaultLanguage: string
  siteUrl: string
  now: Date
}): Promise<CreatedOrganization> {
  const { db, now } = options
  const name = options.name.trim()
  if (!name || name.length > 200) throw new Error('The name must have 1 to 200 characters')
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(options.ownerEmail)) throw new Error('The owner e-mail is not valid')
  if (!/^[A-Z]{2}$/.test(options.country)) throw new Error('The country must be a two-letter code such as DE')
  return withTransaction(db, async (tx) => {
    let slug = slugFor(name).replace(/-[0-9a-f]{6}$/, '')
    const [taken] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, slug))
    if (taken) slug = `${slug}-${randomBytes(2).toString('hex')}`
    const [org] = await tx
      .insert(organizations)
      .values({
        slug,
        name,
        country: options.country,
        defaultLanguage: options.defaultLanguage,
        createdAt: now,
      })
      .returning({ id: organizations.id })
    if (!org) throw new Error('insert returned no row')
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${options.ownerEmail.toLowerCase()}`)
    const access = { userId: user?.id ?? 0, organizationId: org.id }
    if (user) {
      await tx
        .insert(organizationMembers)
        .values({ organizationId: org.id, userId: user.id, role: 'owner', createdAt: now })
      await writeAudit(tx, {
        access: { ...access, userId: user.id },
        action: 'organization.create',
        objectType: 'organization',
        objectId: org.id,
        after: { name, slug, owner: user.id },
        at: now,
      })
      return { id: org.id, slug, owner: { userId: user.id } }
    }
    const invitation = await createInvitation(tx, {
      organizationId: org.id,
      email: options.ownerEmail,
      role: 'owner',
      invitedByUserId: null,
      now,
    })
    return {
      id: org.id,
      slug,
      owner: {
        invitationLink: invitationLink(options.siteUrl, invitation.token),
        expiresAt: invitation.expiresAt,
      },
    }
  })
}
