import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * The route a delivery took, thinned (decision 056): a point when 30 s have passed or the rider
 * moved 200 m since the last one, written in batches, kept 30 days (proof of delivery, the arrival
 * estimate's model), then deleted. Not the live position: that is courier_locations.
 */
export const courierTrail = pgTable(
  'courier_trail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('courier_trail_order_idx').on(t.orderId, t.recordedAt),
    index('courier_trail_recorded_idx').on(t.recordedAt),
  ],
);

/**
 * An on-duty rider's latest position (decision 043): one row per rider, overwritten by each
 * position the phone sends; the dispatcher reads the fresh ones into its spatial index.
 */
export const riderPositions = pgTable(
  'rider_positions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rider_positions_recorded_idx').on(t.recordedAt)],
);

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

/**
 * An order offered to one rider (decision 043). At most one pending offer per order and per rider,
 * enforced by the two partial unique indexes, so two dispatchers (two instances) can never offer an
 * order twice at once nor one rider two orders.
 */
export const deliveryOffers = pgTable(
  'delivery_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    riderId: text('rider_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    /** Road km from the rider's position to the restaurant when offered. */
    pickupKm: real('pickup_km'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('delivery_offers_order_pending_uq').on(t.orderId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('delivery_offers_rider_pending_uq').on(t.riderId).where(sql`${t.status} = 'pending'`),
    index('delivery_offers_order_idx').on(t.orderId),
    index('delivery_offers_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The estimate's riders' way to a restaurant: accepted offers of the last hour.
    index('delivery_offers_accepted_idx').on(t.offeredAt).where(sql`${t.status} = 'accepted'`),
  ],
);
