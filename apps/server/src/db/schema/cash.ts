import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Cash on delivery (decision 049): what a rider handed over of the cash they collected at the door,
 * as an admin recorded it. A rider's cash in hand is their collected cash (orders.cash_collected_paise)
 * less these. Rows are never edited: a correction is a new row by an admin.
 */
export const cashDeposits = pgTable(
  'cash_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: text('rider_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /** The bank slip, the receipt number: whatever proves the deposit. */
    reference: text('reference').notNull(),
    /** The admin who recorded it. */
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_deposits_rider_created_idx').on(t.riderId, t.createdAt.desc()),
    index('cash_deposits_created_idx').on(t.createdAt.desc()),
    check('cash_deposits_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
