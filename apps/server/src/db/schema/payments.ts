import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';

/** Provider webhook event ids already handled, so a redelivered event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `admin`: an admin refunded a paid order with a reason (`note`; modules/admin/admin-orders.service.ts). */
export const REFUND_REASONS = [
  'cancelled',
  'latePayment',
  'duplicatePayment',
  'amountMismatch',
  'admin',
] as const;
export type TRefundReason = (typeof REFUND_REASONS)[number];
/** pending: recorded, the provider not yet known to have it; processed: the provider took it; failed: refused for good. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Every refund we owe, recorded before the provider is asked (decision 017). One per captured
 * payment (unique payment id): however many confirmations or cancellations race, money goes back
 * once. The row id is the provider's idempotency key, so a retry never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The admin's reason for an `admin` refund (drizzle/0013). */
    note: text('note'),
    /** The admin who asked for it. */
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The credit note's number (decision 045), when the refund gives back what a tax invoice charged
     * (a paid order cancelled, an admin's refund): the next of the `CN` series of its financial
     * year, taken in the refund's transaction. Null for a payment refunded without paying an order.
     */
    creditNoteNumber: text('credit_note_number').unique('refunds_credit_note_uq'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_payment_uq').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    // The finisher's query: refunds still pending, oldest attempt first.
    index('refunds_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    // The admin's notification badge counts refunds a person has to finish (drizzle/0011).
    index('refunds_failed_idx').on(t.updatedAt).where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * A tip given after delivery, paid on its own (decision 045): one per order, opened with a provider
 * order for its amount and paid once (`paid_at`) by the signed result or the webhook; the paid
 * amount goes onto the order (`orders.late_tip_paise`) in the same transaction.
 */
export const tipPayments = pgTable('tip_payments', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'restrict' }),
  amountPaise: integer('amount_paise').notNull(),
  providerOrderId: text('provider_order_id').notNull().unique('tip_payments_provider_order_uq'),
  providerPaymentId: text('provider_payment_id'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
