// Members and invitations of an organization. Owners invite by e-mail with a role; the link
// carries a random token of which only the SHA-256 is stored, valid 7 days, used once, accepted
// by a signed-in user (whatever their e-mail: the link is the credential, like every invitation
// link). The last owner can neither leave nor be demoted.
import { createHash, randomBytes } from 'node:crypto'
import {
  and,
  asc,
  eq,
  gt,
  isNull,
  organizationInvitations,
  organizationMembers,
  organizations,
  sql,
  users,
  type Db,
  type OrganizationRole,
} from '@courtside/db'
import { enqueue, type MessageSender } from '../messages/index.ts'
import { AppError } from '../../lib/errors.ts'
import { type Tx, withTransaction } from '../registrations/index.ts'
import type { Access } from './access.ts'
import { writeAudit } from './audit.ts'

export const INVITATION_DAYS = 7
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function myOrganizations(db: Db, userId: number) {
  return db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name))
}

export async function listMembers(db: Db, organizationId: number, now: Date) {
  const members = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: organizationMembers.role,
      since: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(users.lastName), asc(users.firstName))
  const invitations = await db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(organizationInvitations.createdAt))
  return {
    members: members.map((m) => ({
      userId: m.userId,
      name: `${m.firstName} ${m.lastName}`,
      email: m.email,
      role: m.role,
      since: m.since.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
    })),
  }
}

/** Creates an invitation (used by the API and by the org:create CLI); returns the raw token. */
export async function createInvitation(
  tx: Db | Tx,
  options: {
    organizationId: number
    email: string
    role: OrganizationRole
    invitedByUserId: number | null
    now: Date
  },
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(options.now.getTime() + INVITATION_DAYS * 86_400_000)
  const [row] = await tx
    .insert(organizationInvitations)
    .values({
      organizationId: options.organizationId,
      email: options.email.toLowerCase(),
      role: options.role,
      tokenHash: hashToken(token),
      invitedByUserId: options.invitedByUserId,
      expiresAt,
      createdAt: options.now,
    })
    .returning({ id: organizationInvitations.id })
  if (!row) throw new Error('insert returned no row')
  return { id: row.id, token, expiresAt }
}

export const invitationLink = (siteUrl: string, token: string) => `${siteUrl}/en/manage/invitation/${token}`

export async function inviteMember(options: {
  db: Db
  messages: MessageSender
  siteUrl: string
  access: Access
  email: string
  role: OrganizationRole
  now: Date
}) {
  const { db, access, now } = options
  const created = await withTransaction(db, async (tx) => {
    const invitation = await createInvitation(tx, {
      organizationId: access.organizationId,
      email: options.email,
      role: options.role,
      invitedByUserId: access.userId,
      now,
    })
    await writeAudit(tx, {
      access,
      action: 'member.invite',
      objectType: 'invitation',
      objectId: invitation.id,
      after: { email: options.email.toLowerCase(), role: options.role, expiresAt: invitation.expiresAt },
      at: now,
    })
    await enqueueOrganizationInvitation(tx, { access, email: options.email, invitation })
    return invitation
  })
  await options.messages.runOnce()
  return {
    id: created.id,
    email: options.email.toLowerCase(),
    role: options.role,
    expiresAt: created.expiresAt.toISOString(),
    link: invitationLink(options.siteUrl, created.token),
  }
}

/** The invitation e-mail (issue 16), in the invitee's language if they have an account. */
async function enqueueOrganizationInvitation(
  tx: Tx,
  options: { access: Access; email: string; invitation: { id: number; token: string; expiresAt: Date } },
) {
  const [org] = await tx
    .select({ name: organizations.name, language: organizations.defaultLanguage, city: organizations.city })
    .from(organizations)
    .where(eq(organizations.id, options.access.organizationId))
  const [invitee] = await tx
    .select({ language: users.preferredLanguage, firstName: users.firstName })
    .from(users)
    .where(sql`lower(${users.email}) = ${options.email.toLowerCase()}`)
  const [inviter] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, options.access.userId))
  await enqueue(tx, {
    kind: 'org_invitation',
    subjectKey: `invitation:${options.invitation.id}`,
    recipient: options.email.toLowerCase(),
    locale: invitee?.language ?? org?.language ?? 'en',
    payload: {
      name: invitee?.firstName,
      organization: org?.name ?? '',
      inviter: inviter ? `${inviter.firstName} ${inviter.lastName}` : '',
      deadline: options.invitation.expiresAt.toISOString(),
      timeZone: 'UTC',
      path: `/manage/invitation/${options.invitation.token}`,
    },
  })
}

async function ownerCount(tx: Tx, organizationId: number): Promise<number> {
  const rows = await tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')))
    .for('update')
  return rows.length
}

export async function changeMember(options: {
  db: Db
  access: Access
  userId: number
  role: OrganizationRole | null
  now: Date
}): Promise<void> {
  const { db, access, userId, role, now } = options
  await withTransaction(db, async (tx) => {
    const owners = await ownerCount(tx, access.organizationId)
    const [member] = await tx
      .select()
      .from(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, access.organizationId),
          eq(organizationMembers.userId, userId),
        ),
      )
      .for('update')
    if (!member) throw new AppError(404, 'NOT_FOUND', 'Member not found')
    if (member.role === 'owner' && role !== 'owner' && owners <= 1) {
      throw new AppError(
        409,
        'LAST_OWNER',
        'The organization needs at least one owner; make someone else owner first',
      )
    }
    const where = and(
      eq(organizationMembers.organizationId, access.organizationId),
      eq(organizationMembers.userId, userId),
    )
    if (role === null) await tx.delete(organizationMembers).where(where)
    else await tx.update(organizationMembers).set({ role }).where(where)
    await writeAudit(tx, {
      access,
      action: role === null ? 'member.remove' : 'member.role',
      objectType: 'member',
      objectId: userId,
      before: { role: member.role },
      after: role === null ? null : { role },
      at: now,
    })
  })
}

export async function acceptInvitation(options: { db: Db; userId: number; token: string; now: Date }) {
  const { db, userId, token, now } = options
  return withTransaction(db, async (tx) => {
    const [invitation] = await tx
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.tokenHash, hashToken(token)))
      .for('update')
    if (!invitation) throw new AppError(404, 'NOT_FOUND', 'Invitation not found')
    if (invitation.revokedAt)
      throw new AppError(410, 'INVITATION_REVOKED', 'This invitation was withdrawn by the organization')
    if (invitation.acceptedAt)
      throw new AppError(409, 'INVITATION_USED', 'This invitation has already been used')
    if (invitation.expiresAt <= now)
      throw new AppError(410, 'INVITATION_EXPIRED', 'This invitation has expired; ask for a new one')
    await tx
      .update(organizationInvitations)
      .set({ acceptedAt: now, acceptedByUserId: userId })
      .where(eq(organizationInvitations.id, invitation.id))
    // An existing member keeps the higher of the two roles' rights only if the invitation says so:
    // the invitation's role replaces theirs, unless it would demote the last owner.
    await tx
      .insert(organizationMembers)
      .values({ organizationId: invitation.organizationId, userId, role: invitation.role, createdAt: now })
      .onConflictDoUpdate({
        target: [organizationMembers.organizationId, organizationMembers.userId],
        set: {
          role: sql`case when ${organizationMembers.role} = 'owner' then 'owner' else excluded.role end`,
        },
      })
    await writeAudit(tx, {
      access: { userId, organizationId: invitation.organizationId },
      action: 'member.join',
      objectType: 'member',
      objectId: userId,
      after: { role: invitation.role, invitationId: invitation.id },
      at: now,
    })
    const [org] = await tx
      .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, invitation.organizationId))
    return { organization: org!, role: invitation.role }
  })
}

/** Withdraws a pending invitation; a repeat is a no-op (no second audit row). */
export async function revokeInvitation(options: {
  db: Db
  access: Access
  invitationId: number
  now: Date
}): Promise<void> {
  const { db, access, invitationId, now } = options
  await withTransaction(db, async (tx) => {
    const [invitation] = await tx
      .select()
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.id, invitationId),
          eq(organizationInvitations.organizationId, access.organizationId),
        ),
      )
      .for('update')
    // Another organization's invitation reads as absent, like every foreign object.
    if (!invitation) throw new AppError(404, 'NOT_FOUND', 'Invitation not found')
    if (invitation.acceptedAt)
      throw new AppError(409, 'INVITATION_USED', 'This invitation has already been accepted')
    if (invitation.revokedAt) return
    await tx
      .update(organizationInvitations)
      .set({ revokedAt: now })
      .where(eq(organizationInvitations.id, invitation.id))
    await writeAudit(tx, {
      access,
      action: 'member.revoke_invitation',
      objectType: 'invitation',
      objectId: invitation.id,
      before: { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt },
      after: { revokedAt: now },
      at: now,
    })
  })
}
