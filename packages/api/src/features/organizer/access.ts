// Who may do what in an organization (issue 12). Every console call resolves the organization of
// the object it touches on the server (event → organization, class → event → organization,
// entry → class → event → organization) and checks the caller's role there, in ONE place. A caller
// who is not a member of that organization gets 404, the same answer as for an id that does not
// exist, so ids of other clubs' objects reveal nothing; a member without the role gets 403.
import {
  and,
  classes,
  eq,
  organizationMembers,
  registrations,
  tournaments,
  type OrganizationRole,
} from '@courtside/db'
import type { Executor } from '../registrations/index.ts'
import type { AuthContext } from '../../http/auth.ts'
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors.ts'

export const ROLES = {
  /** Members, invitations and everything below. */
  owners: ['owner'],
  /** Events, classes, entries, money. */
  directors: ['owner', 'director'],
  /** Entries at the desk (walk-ins, withdrawals, check-in) and reading the event. */
  desk: ['owner', 'director', 'desk'],
  /** Any member (reading the organization). */
  members: ['owner', 'director', 'desk', 'referee'],
} as const satisfies Record<string, readonly OrganizationRole[]>

export type Target =
  { organizationId: number } | { eventId: number } | { classId: number } | { entryId: number }

export type Access = {
  userId: number
  organizationId: number
  role: OrganizationRole
  /** The event the target belongs to (absent for an organization target). */
  eventId: number | null
}

async function organizationOf(
  db: Executor,
  target: Target,
): Promise<{ organizationId: number; eventId: number | null } | null> {
  if ('organizationId' in target) return { organizationId: target.organizationId, eventId: null }
  if ('eventId' in target) {
    const [row] = await db
      .select({ organizationId: tournaments.organizationId, eventId: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.id, target.eventId))
    return row ?? null
  }
  if ('classId' in target) {
    const [row] = await db
      .select({ organizationId: tournaments.organizationId, eventId: tournaments.id })
      .from(classes)
      .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
      .where(eq(classes.id, target.classId))
    return row ?? null
  }
  const [row] = await db
    .select({ organizationId: tournaments.organizationId, eventId: tournaments.id })
    .from(registrations)
    .innerJoin(classes, eq(classes.id, registrations.classId))
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .where(eq(registrations.id, target.entryId))
  return row ?? null
}

function targetName(target: Target): string {
  if ('organizationId' in target) return 'Organization'
  if ('eventId' in target) return 'Event'
  if ('classId' in target) return 'Class'
  return 'Entry'
}

/**
 * The one authorization check of the organizer API: resolves the target's organization and
 * returns the caller's access, or throws 401 (anonymous), 404 (not a member there, or no such
 * object) or 403 (a member without one of `roles`).
 */
export async function requireRole(options: {
  auth: AuthContext | null
  db: Executor
  target: Target
  roles: readonly OrganizationRole[]
}): Promise<Access> {
  const { auth, db, target, roles } = options
  if (!auth) throw unauthorized()
  const owner = await organizationOf(db, target)
  if (!owner) throw notFound(targetName(target))
  const [member] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, owner.organizationId),
        eq(organizationMembers.userId, auth.userId),
      ),
    )
  if (!member) throw notFound(targetName(target))
  if (!roles.includes(member.role)) {
    throw forbidden(
      `Your role (${member.role}) may not do this; it needs ${roles.join(' or ')}`,
      'ROLE_REQUIRED',
    )
  }
  return {
    userId: auth.userId,
    organizationId: owner.organizationId,
    role: member.role,
    eventId: owner.eventId,
  }
}

export { AppError }
