// The organizer API's contract (issue 12): the zod schemas that validate every request and, via
// @hono/zod-openapi, describe it in /bff/openapi.json. Times are ISO 8601 instants with an offset
// (the console converts from and to the event's time zone); money is integer minor units.
import { z } from '@hono/zod-openapi'
import { ORGANIZATION_ROLES } from '@courtside/db'
import { LOCALES, RANKING_PRESETS, type RankingPresetKey } from '@courtside/domain'

const id = z.coerce.number().int().positive().max(2_147_483_647)
export const IdParams = z.object({ id: id.openapi({ param: { name: 'id', in: 'path' }, example: 42 }) })
export const OrgParams = z.object({
  orgId: id.openapi({ param: { name: 'orgId', in: 'path' }, example: 1 }),
})

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'CAPACITY_BELOW_CONFIRMED' }),
      message: z.string(),
      /** zod failures: field path → message. */
      fields: z.record(z.string(), z.string()).optional(),
      /** Refusals that a `confirm: true` would override: what would happen to whom. */
      consequences: z
        .array(z.object({ entryId: z.number(), playerName: z.string(), effect: z.string() }))
        .optional(),
    }),
  })
  .openapi('Error')

const text = (max: number) => z.string().trim().min(1).max(max)
const instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s))
const nullableInstant = instant.nullable()
const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

export const Role = z.enum(ORGANIZATION_ROLES).openapi('Role')
export const EventKind = z.enum(['tournament', 'travel'])
export const EventStatus = z.enum(['draft', 'published', 'cancelled'])
export const Descriptions = z
  .object(
    Object.fromEntries(LOCALES.map((l) => [l, z.string().max(20_000).optional()])) as Record<
      (typeof LOCALES)[number],
      z.ZodOptional<z.ZodString>
    >,
  )
  .strict()
  .openapi('Descriptions', {
    description: 'Markdown per locale; missing ones fall back to the default language',
  })

const eventFields = {
  name: text(200),
  startDate: instant,
  endDate: instant,
  timeZone: z.string().max(64).refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin'),
  venueName: text(200),
  address: text(300),
  postalCode: z.string().trim().max(20).nullable().optional(),
  city: text(120),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((s) => s.toUpperCase()),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  descriptions: Descriptions.optional(),
  registrationOpensAt: nullableInstant.optional(),
  registrationClosesAt: nullableInstant.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR')
    .nullable()
    .optional(),
  vatMode: z.enum(['included', 'added']).nullable().optional(),
  vatRateBasisPoints: z.number().int().min(0).max(10_000).nullable().optional(),
  refundUntilDays: z.number().int().min(0).max(365).nullable().optional(),
  partnerDeadlineHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .optional(),
}

export const CreateEventBody = z
  .object({ kind: EventKind, ...eventFields })
  .strict()
  .refine((e) => e.endDate >= e.startDate, { path: ['endDate'], message: 'must not be before the start' })
  .openapi('CreateEvent')

export const UpdateEventBody = z
  .object({
    name: eventFields.name.optional(),
    startDate: instant.optional(),
    endDate: instant.optional(),
    timeZone: eventFields.timeZone.optional(),
    venueName: eventFields.venueName.optional(),
    address: eventFields.address.optional(),
    postalCode: eventFields.postalCode,
    city: eventFields.city.optional(),
    country: eventFields.country.optional(),
    latitude: eventFields.latitude,
    longitude: eventFields.longitude,
    descriptions: eventFields.descriptions,
    registrationOpensAt: eventFields.registrationOpensAt,
    registrationClosesAt: eventFields.registrationClosesAt,
    currency: eventFields.currency,
    vatMode: eventFields.vatMode,
    vatRateBasisPoints: eventFields.vatRateBasisPoints,
    refundUntilDays: eventFields.refundUntilDays,
    partnerDeadlineHours: eventFields.partnerDeadlineHours,
  })
  .strict()
  .openapi('UpdateEvent')

export const ClassTypeName = z.enum(['singles', 'doubles', 'cup', 'teams'])
export const MatchFormat = z
  .object({
    gamesToWin: z.number().int().min(1).max(3),
    pointsToWin: z.number().int().min(5).max(25),
    winBy: z.number().int().min(1).max(2),
    cap: z.number().int().min(5).max(30).optional(),
    scoring: z.enum(['side_out', 'rally']),
  })
  .strict()
  .openapi('MatchFormat')

const rating = z.number().min(0).max(9.999)
const classFields = {
  name: text(120),
  type: ClassTypeName,
  gender: z.enum(['open', 'men', 'women', 'mixed']),
  capacity: z.number().int().min(1).max(1024),
  feeMinor: z.number().int().min(0).max(10_000_000),
  ratingMin: rating.nullable().optional(),
  ratingMax: rating.nullable().optional(),
  unratedMayAsk: z.boolean().optional(),
  minAge: z.number().int().min(1).max(120).nullable().optional(),
  maxAge: z.number().int().min(1).max(120).nullable().optional(),
  ageReferenceDate: z.iso.date().nullable().optional(),
  matchFormat: MatchFormat,
  // The standings' tie-break presets (packages/domain/src/standings.ts RANKING_PRESETS).
  rankingPreset: z.enum(Object.keys(RANKING_PRESETS) as [RankingPresetKey, ...RankingPresetKey[]]).optional(),
  startsAt: nullableInstant.optional(),
  waitlistEnabled: z.boolean().optional(),
}

export const CreateClassBody = z.object(classFields).strict().openapi('CreateClass')
export const UpdateClassBody = z
  .object({
    ...Object.fromEntries(Object.entries(classFields).map(([k, v]) => [k, v.optional()])),
    confirm: z.boolean().optional().openapi({ description: 'Accept the consequences a 409 described' }),
  })
  .strict()
  .openapi('UpdateClass') as unknown as z.ZodObject<
  {
    [K in keyof typeof classFields]: z.ZodOptional<(typeof classFields)[K]>
  } & { confirm: z.ZodOptional<z.ZodBoolean> }
>
export const ConfirmBody = z.object({ confirm: z.boolean().optional() }).strict().openapi('Confirm')

export const ClassSchema = z
  .object({
    id: z.number(),
    eventId: z.number(),
    name: z.string(),
    type: ClassTypeName,
    gender: z.enum(['open', 'men', 'women', 'mixed']),
    capacity: z.number(),
    feeMinor: z.number(),
    ratingMin: z.number().nullable(),
    ratingMax: z.number().nullable(),
    unratedMayAsk: z.boolean(),
    minAge: z.number().nullable(),
    maxAge: z.number().nullable(),
    ageReferenceDate: z.string().nullable(),
    matchFormat: MatchFormat,
    rankingPreset: z.string(),
    startsAt: z.string().nullable(),
    waitlistEnabled: z.boolean(),
    position: z.number(),
    counts: z.object({
      confirmed: z.number(),
      holding: z.number(),
      waitlisted: z.number(),
      pendingApproval: z.number(),
    }),
  })
  .openapi('Class')

export const EventSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    organizationId: z.number(),
    kind: EventKind,
    status: EventStatus,
    progress: z.enum(['not_started', 'started', 'finished']),
    name: z.string(),
    descriptions: z.record(z.string(), z.string()),
    defaultLanguage: z.string(),
    image: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    timeZone: z.string(),
    venueName: z.string(),
    address: z.string(),
    postalCode: z.string().nullable(),
    city: z.string(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    registrationOpensAt: z.string().nullable(),
    registrationClosesAt: z.string().nullable(),
    currency: z.string().nullable(),
    vatMode: z.enum(['included', 'added']).nullable(),
    vatRateBasisPoints: z.number().nullable(),
    refundUntilDays: z.number().nullable(),
    partnerDeadlineHours: z.number().nullable(),
    effective: z.object({
      currency: z.string(),
      vatMode: z.enum(['included', 'added']),
      vatRateBasisPoints: z.number(),
      refundUntilDays: z.number(),
      partnerDeadlineHours: z.number(),
    }),
    classes: z.array(ClassSchema),
  })
  .openapi('Event')

export const EventSummary = z
  .object({
    id: z.number(),
    name: z.string(),
    kind: EventKind,
    status: EventStatus,
    progress: z.enum(['not_started', 'started', 'finished']),
    startDate: z.string(),
    endDate: z.string(),
    timeZone: z.string(),
    city: z.string(),
    classCount: z.number(),
    entries: z.object({ confirmed: z.number(), waitlisted: z.number(), pendingApproval: z.number() }),
    money: z.object({ currency: z.string(), paidMinor: z.number(), refundedMinor: z.number() }),
  })
  .openapi('EventSummary')

export const CopyBody = z
  .object({
    offsetDays: z.number().int().min(-3650).max(3650),
    name: text(200).optional(),
  })
  .strict()
  .openapi('CopyEvent')

export const ImageBody = z
  .object({ fileName: z.string().max(200), file: z.string().max(8_000_000) })
  .strict()
  .openapi('ImageUpload')

export const AuditEntry = z
  .object({
    id: z.number(),
    at: z.string(),
    actor: z.object({ userId: z.number().nullable(), name: z.string() }),
    action: z.string(),
    objectType: z.string(),
    objectId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .openapi('AuditEntry')

export const MemberSchema = z
  .object({
    userId: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    role: Role,
    since: z.string(),
  })
  .openapi('Member')
export const InvitationSchema = z
  .object({ id: z.number(), email: z.string(), role: Role, expiresAt: z.string(), createdAt: z.string() })
  .openapi('Invitation')
export const InviteBody = z
  .object({ email: z.email().max(254), role: Role })
  .strict()
  .openapi('Invite')
export const RoleBody = z.object({ role: Role }).strict().openapi('ChangeRole')
export const MemberParams = OrgParams.extend({
  userId: id.openapi({ param: { name: 'userId', in: 'path' } }),
})
export const InvitationParams = OrgParams.extend({
  id: id.openapi({ param: { name: 'id', in: 'path' } }),
})
export const AcceptBody = z
  .object({ token: z.string().min(20).max(200) })
  .strict()
  .openapi('AcceptInvitation')

export const Me = z
  .object({
    userId: z.number(),
    organizations: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), role: Role })),
  })
  .openapi('OrganizerMe')

/** Shared responses. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})
export const errors = {
  400: json(ErrorSchema, 'Invalid input (fields: path → message)'),
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'CSRF token missing, or your role may not do this'),
  404: json(ErrorSchema, 'No such object in an organization you belong to'),
} as const
export const conflict = { 409: json(ErrorSchema, 'Refused: contradicts existing entries or state') } as const
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})
