import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
 * Coupons (migration 0020): a code that takes a discount off the food on the bill (decision 045's
 * discount line). Platform-funded coupons apply to every restaurant or to those listed;
 * restaurant-funded ones to their own restaurant only. `used_count` counts the unreleased
 * redemptions and is raised by a conditional update, so `total_limit` holds under concurrency.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    fundedBy: text('funded_by', { enum: ['platform', 'restaurant'] }).notNull(),
    /** A restaurant-funded coupon's restaurant. */
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    /** A platform coupon limited to these restaurants; null: every restaurant. */
    restaurantIds: uuid('restaurant_ids').array(),
    kind: text('kind', { enum: ['flat', 'percent'] }).notNull(),
    /** Paise for a flat coupon, basis points for a percent one. */
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    perCustomerLimit: integer('per_customer_limit'),
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    index('coupons_restaurant_idx').on(t.restaurantId),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percent_at_most_100', sql`${t.kind} <> 'percent' or ${t.value} <= 10000`),
    check('coupons_funder_restaurant', sql`(${t.fundedBy} = 'restaurant') = (${t.restaurantId} is not null)`),
    // An admin may lower a limit below the uses so far: no more uses, the ones made stand.
    check('coupons_used_not_negative', sql`${t.usedCount} >= 0`),
  ],
);

/** One use of a coupon by one order; released (and `used_count` lowered) when the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_uq').on(t.orderId),
    // A customer's uses of a coupon (the per-customer limit and the checkout list).
    index('coupon_redemptions_user_coupon_idx').on(t.userId, t.couponId).where(sql`${t.releasedAt} IS NULL`),
  ],
);
