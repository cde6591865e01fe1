// The entries desk's contract: entries as the console lists them, walk-ins, withdraw, move and pairing.
import { z } from '@hono/zod-openapi'

export const EntryStatus = z.enum([
  'pending_payment',
  'waiting_partner',
  'confirmed',
  'waitlisted',
  'cancelled',
  'expired',
  'pending_approval',
])
export const EntrySchema = z
  .object({
    id: z.number(),
    classId: z.number(),
    status: EntryStatus,
    players: z.array(z.object({ userId: z.number(), name: z.string(), rating: z.number().nullable() })),
    isLookingForPartner: z.boolean(),
    waitlistPosition: z.number().nullable(),
    feeMinor: z.number(),
    payment: z.enum(['none', 'online', 'desk']),
    paidMinor: z.number(),
    refundedMinor: z.number(),
    createdAt: z.string(),
  })
  .openapi('Entry')

export const EntriesQuery = z.object({
  status: EntryStatus.optional(),
  search: z.string().max(100).optional(),
})

export const WalkInBody = z
  .object({
    userId: z.number().int().positive().max(2_147_483_647),
    partnerUserIds: z.array(z.number().int().positive().max(2_147_483_647)).max(7).optional(),
    paidAtDesk: z.boolean().openapi({ description: 'true: the fee was paid in cash/card at the desk' }),
    confirm: z
      .boolean()
      .optional()
      .openapi({ description: "Add even if the class's gender/age limits refuse" }),
  })
  .strict()
  .openapi('WalkIn')

export const WithdrawBody = z
  .object({
    refund: z
      .enum(['policy', 'full', 'none'])
      .optional()
      .openapi({ description: 'policy (default): full refund until the refund deadline, none after' }),
    rebalance: z.boolean().optional().openapi({
      description:
        'In a locked group draw before play: move the lowest seed of the largest group into the group that lost the entry when it became too small',
    }),
  })
  .strict()
  .openapi('Withdraw')

export const MoveBody = z
  .object({ toClassId: z.number().int().positive().max(2_147_483_647), confirm: z.boolean().optional() })
  .strict()
  .openapi('MoveEntry')

export const PairBody = z
  .object({
    entryIds: z
      .tuple([z.number().int().positive().max(2_147_483_647), z.number().int().positive().max(2_147_483_647)])
      .openapi({ description: 'The two entries of the class looking for a partner' }),
  })
  .strict()
  .openapi('PairEntries')
export const PairResult = z
  .object({
    entryId: z.number().openapi({ description: 'The entry that now holds both players' }),
    releasedEntryId: z
      .number()
      .openapi({ description: 'The other entry: its player joined entryId (its own place is released)' }),
    status: z.enum(['confirmed', 'waitlisted']),
    players: z.array(z.object({ userId: z.number(), name: z.string() })),
    alreadyPaired: z.boolean().openapi({ description: 'true: a repeat; the two were already paired' }),
  })
  .openapi('PairResult')
