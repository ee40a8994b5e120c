import { LEDGER_ACCOUNTS, LEDGER_EVENTS, PAYOUT_PARTY_KINDS, ROUTE_TRANSFER_STATUSES } from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { restaurants } from './catalogue.ts';
import { orders } from './orders.ts';

/**
 * The double-entry ledger (migration 0023, decision 048). A posting is one event of money (a payment
 * captured, an order delivered, a refund, a payout paid, cash collected or deposited); its entries
 * sum to zero. `posting_key` is unique: a replayed event posts nothing twice. Both tables are
 * append-only: a trigger refuses UPDATE and DELETE (a correction is a new posting).
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `<event>:<order id>` or `<event>:<payout/deposit id>`: one posting per event, ever. */
    postingKey: text('posting_key').notNull(),
    event: text('event', { enum: LEDGER_EVENTS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_postings_key_uq').on(t.postingKey),
    index('ledger_postings_order_idx').on(t.orderId),
  ],
);

/** One line of a posting: debits positive, credits negative (decision 048). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => ledgerPostings.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    event: text('event', { enum: LEDGER_EVENTS }).notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** The restaurant's or rider's id where the account is kept per party; null otherwise. */
    party: text('party'),
    /** What the line is for (sale, commission, gst, tip, delivery_pay, …): the statements group by it. */
    line: text('line').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_posting_idx').on(t.postingId),
    // A party's statement: its account, in a week.
    index('ledger_entries_party_idx').on(t.party, t.account, t.createdAt),
    check('ledger_entries_not_zero', sql`${t.amountPaise} <> 0`),
  ],
);

/**
 * What a closed week owes one party (a restaurant or a rider), from the ledger; paid with the bank's
 * UTR. One payout per party and week.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partyKind: text('party_kind', { enum: PAYOUT_PARTY_KINDS }).notNull(),
    party: text('party').notNull(),
    /** Monday of the week (India), inclusive; the week ends the next Monday. */
    weekStart: date('week_start').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['owed', 'paid'] })
      .notNull()
      .default('owed'),
    utr: text('utr'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_party_week_uq').on(t.partyKind, t.party, t.weekStart),
    index('payouts_status_idx').on(t.status, t.weekStart),
    check('payouts_paid_has_utr', sql`(${t.status} = 'paid') = (${t.utr} is not null)`),
  ],
);

/**
 * A restaurant's share of one paid order sent by Razorpay Route to its linked account (decision
 * 048). Test payment mode records it `settled` at once; with keys it is `pending` until the
 * transfer finisher (ledger/route-transfers.ts) has made it. A refund marks a transfer never made
 * `reversed`, and one made `reversing` until the finisher has taken it back.
 */
export const routeTransfers = pgTable(
  'route_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ROUTE_TRANSFER_STATUSES }).notNull(),
    providerTransferId: text('provider_transfer_id'),
    /** Why the last attempt to send or reverse it failed (the gateway's words), for the admin. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Also when the finisher last claimed it: a claim waits a while before the next try. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('route_transfers_order_uq').on(t.orderId),
    // The finisher's claim: the few transfers still to send or to take back, oldest try first.
    index('route_transfers_due_idx').on(t.updatedAt).where(sql`${t.status} in ('pending', 'reversing')`),
  ],
);
