// Registration and payment records that complement `orders` and `registrations` (schema.ts).
// Logic: packages/api/src/features/registrations, features/payments and adapters/payments. Money is integer minor
// units in the order's currency.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { classes, orders, registrations, users } from './schema.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * What an order covers, line by line, as priced when it was created: the receipt and the basis
 * for per-entry refunds. `charged` lines hold a place and are paid; `waitlisted` lines joined
 * the waitlist in the same request and cost nothing now (a promotion creates its own order).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    kind: text('kind', { enum: ['charged', 'waitlisted'] }).notNull(),
    /** Players paid for (the registering player may pay for partners). */
    quantity: integer('quantity').notNull().default(1),
    unitFeeMinor: integer('unit_fee_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    vatMinor: integer('vat_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_items_order_registration_uq').on(t.orderId, t.registrationId),
    index('order_items_registration_idx').on(t.registrationId),
  ],
)

/**
 * Refunds are recorded (status `pending`) in the same transaction as their cause, then executed
 * through the payment adapter with the row id as idempotency key, so a crash in between is
 * retried rather than lost.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    registrationId: integer('registration_id').references(() => registrations.id),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason', { enum: ['cancellation', 'late_payment', 'partner_deadline'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId), index('order_refunds_status_idx').on(t.status)],
)

/** A doubles/team entry's invitation to a partner; the entry is confirmed once all accepted. */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    inviterUserId: integer('inviter_user_id')
      .notNull()
      .references(() => users.id),
    invitedUserId: integer('invited_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'expired', 'cancelled'] })
      .notNull()
      .default('pending'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_invitations_registration_user_uq').on(t.registrationId, t.invitedUserId),
    index('partner_invitations_invited_idx').on(t.invitedUserId, t.status),
    index('partner_invitations_class_idx').on(t.classId, t.status),
  ],
)
