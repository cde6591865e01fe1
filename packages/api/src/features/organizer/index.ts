// The organizer console's API (issue 12), mounted at /bff/organizer (app.ts). Every operation is
// one file (verb-noun) with its route declared by @hono/zod-openapi, so the same zod schemas
// validate requests and describe them in /bff/openapi.json (docs/decisions/0010-organizer-api.md).
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { respondToError } from '../../http/on-error.ts'
import * as acceptInvitation from './accept-invitation.ts'
import * as approveEntry from './approve-entry.ts'
import * as cancelEvent from './cancel-event.ts'
import * as copyEvent from './copy-event.ts'
import * as createClass from './create-class.ts'
import * as createEntry from './create-entry.ts'
import * as createEvent from './create-event.ts'
import * as deleteClass from './delete-class.ts'
import * as exportEntries from './export-entries.ts'
import * as getEvent from './get-event.ts'
import * as getMe from './get-me.ts'
import * as inviteMember from './invite-member.ts'
import * as listAudit from './list-audit.ts'
import * as listEntries from './list-entries.ts'
import * as listEvents from './list-events.ts'
import * as listMembers from './list-members.ts'
import * as listMessages from './list-messages.ts'
import * as moveEntry from './move-entry.ts'
import { createOpenApiApp } from './openapi-app.ts'
import * as orderWaitlist from './order-waitlist.ts'
import * as pairEntries from './pair-entries.ts'
import * as promoteEntry from './promote-entry.ts'
import * as publishEvent from './publish-event.ts'
import * as refuseEntry from './refuse-entry.ts'
import * as removeMember from './remove-member.ts'
import * as retryMessage from './retry-message.ts'
import * as revokeInvitation from './revoke-invitation.ts'
import * as unpublishEvent from './unpublish-event.ts'
import * as updateClass from './update-class.ts'
import * as updateEvent from './update-event.ts'
import * as updateMember from './update-member.ts'
import * as uploadEventImage from './upload-event-image.ts'
import * as withdrawEntry from './withdraw-entry.ts'

export { requireRole, ROLES } from './access.ts'
// What other feature slices mounted under /bff/organizer (features/draws) build on.
export { type Access } from './access.ts'
export { writeAudit } from './audit.ts'
export { body, ErrorSchema, errors, IdParams, json } from './contract.ts'
export { accessTo, nowOf, paymentProviderOf } from './kit.ts'
export { createOpenApiApp, respondWithFields } from './openapi-app.ts'
export { csvDocument } from './entry-csv.ts'
export { withdrawInTransaction } from './entry-withdraw.ts'
export { createInvitation, invitationLink } from './member-service.ts'

/** Refusals may carry what a confirmation would do (`consequences`, class-service.ts). */
function onError(err: Error, c: Context<AppEnv>): Response {
  const consequences = (err as { consequences?: unknown }).consequences
  if (err instanceof AppError && consequences) {
    return c.json({ error: { code: err.code, message: err.message, consequences } }, err.status)
  }
  return respondToError(err, c, c.get('log'))
}

export function createOrganizerApp() {
  const app = createOpenApiApp()
    .openapi(getMe.route, getMe.handler)
    .openapi(listEvents.route, listEvents.handler)
    .openapi(createEvent.route, createEvent.handler)
    .openapi(getEvent.route, getEvent.handler)
    .openapi(updateEvent.route, updateEvent.handler)
    .openapi(publishEvent.route, publishEvent.handler)
    .openapi(unpublishEvent.route, unpublishEvent.handler)
    .openapi(cancelEvent.route, cancelEvent.handler)
    .openapi(copyEvent.route, copyEvent.handler)
    .openapi(uploadEventImage.route, uploadEventImage.handler)
    .openapi(listAudit.route, listAudit.handler)
    .openapi(createClass.route, createClass.handler)
    .openapi(updateClass.route, updateClass.handler)
    .openapi(deleteClass.route, deleteClass.handler)
    .openapi(exportEntries.route, exportEntries.handler)
    .openapi(listEntries.route, listEntries.handler)
    .openapi(createEntry.route, createEntry.handler)
    .openapi(orderWaitlist.route, orderWaitlist.handler)
    .openapi(withdrawEntry.route, withdrawEntry.handler)
    .openapi(moveEntry.route, moveEntry.handler)
    .openapi(approveEntry.route, approveEntry.handler)
    .openapi(refuseEntry.route, refuseEntry.handler)
    .openapi(promoteEntry.route, promoteEntry.handler)
    .openapi(pairEntries.route, pairEntries.handler)
    .openapi(listMembers.route, listMembers.handler)
    .openapi(inviteMember.route, inviteMember.handler)
    .openapi(updateMember.route, updateMember.handler)
    .openapi(removeMember.route, removeMember.handler)
    .openapi(revokeInvitation.route, revokeInvitation.handler)
    .openapi(acceptInvitation.route, acceptInvitation.handler)
    .openapi(listMessages.route, listMessages.handler)
    .openapi(retryMessage.route, retryMessage.handler)
  app.onError(onError)
  return app
}

export type OrganizerApp = ReturnType<typeof createOrganizerApp>

/** An app whose operations go into the document, and the prefix clients call them under. */
export type DocumentedApp = { prefix: string; app: Pick<OrganizerApp, 'getOpenAPI31Document'> }

/**
 * The OpenAPI 3.1 document of the organizer API, paths as clients call them (/bff/organizer/…),
 * plus the public reads' apps (`more`: /bff/tournament/…, /bff/podcast/…) under their prefixes.
 */
export function organizerOpenApiDocument(app: OrganizerApp, more: readonly DocumentedApp[] = []) {
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Courtside organizer API',
      version: '1',
      description:
        'The JSON API behind the organizer console, for clubs to script against. Authenticate with the session cookie (plus the x-csrf-token header on writes) or `Authorization: Bearer <access token>`. Errors are `{ error: { code, message, fields? , consequences? } }` with a 4xx status. Times are ISO 8601 instants; money is integer minor units.',
    },
  })
  const paths: typeof doc.paths = {}
  for (const [path, item] of Object.entries(doc.paths ?? {})) paths[`/bff/organizer${path}`] = item
  let schemas = doc.components?.schemas
  for (const { prefix, app: other } of more) {
    const part = other.getOpenAPI31Document({ openapi: '3.1.0', info: { title: '', version: '1' } })
    for (const [path, item] of Object.entries(part.paths ?? {})) {
      // Two apps under one prefix (classes and events under /bff/tournament) share path items.
      paths[`${prefix}${path}`] = { ...paths[`${prefix}${path}`], ...item }
    }
    schemas = { ...schemas, ...part.components?.schemas }
  }
  return {
    ...doc,
    paths,
    components: {
      ...doc.components,
      schemas,
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: '__Host-courtside_access' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    security: [{ cookie: [] }, { bearer: [] }],
  }
}
