import { boolean, doublePrecision, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';

/** A delivery partner's duty switch: off duty, nothing is offered to them. */
export const deliveryPartners = pgTable('delivery_partners', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  onDuty: boolean('on_duty').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rider's latest position for an order being delivered: one row per order, kept only while
 * the delivery is active and deleted when it ends (privacy page).
 */
export const courierLocations = pgTable('courier_locations', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  partnerId: text('partner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Smoothed from the last positions, for the customer's arrival estimate. */
  speedMps: real('speed_mps'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
