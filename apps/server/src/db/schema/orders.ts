import { ORDER_STATUSES, PAYMENT_METHODS } from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { foodItems, restaurants } from './catalogue.ts';

export type TDeliveryInfo = {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  /** The customer's pin (decision 041), when the address has one. */
  lat?: number;
  lng?: number;
  /** For the rider and the kitchen ("Ring the bell"). */
  note?: string;
};
export type TChosenOption = { group: string; option: string; pricePaise: number };

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    deliveryPartnerId: text('delivery_partner_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('AwaitingPayment'),
    deliveryInfo: jsonb('delivery_info').$type<TDeliveryInfo>().notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    // The rest of the bill (decision 045); 0 on orders placed before it. subtotal is the item total.
    packagingChargePaise: integer('packaging_charge_paise').notNull().default(0),
    platformFeePaise: integer('platform_fee_paise').notNull().default(0),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon whose discount is on the bill (its redemption is in coupon_redemptions). */
    couponCode: text('coupon_code'),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    tipPaise: integer('tip_paise').notNull().default(0),
    /**
     * A tip given after delivery (tip_payments holds its payment): all the rider's, outside the
     * bill and its invoice (a tip is no supply), so `total` does not include it.
     */
    lateTipPaise: integer('late_tip_paise').notNull().default(0),
    /** The tax invoice's number, from a gap-free series per financial year, given at payment. */
    invoiceNumber: text('invoice_number'),
    idempotencyKey: text('idempotency_key'),
    /** What the Idempotency-Key was first used for: a reuse with another request is refused. */
    requestFingerprint: text('request_fingerprint'),
    paymentProvider: text('payment_provider'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How the customer pays (decision 049): online before the kitchen, or cash at the door. */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('online'),
    /** Cash on delivery: what the rider confirmed collecting at the door (paid_at is then set too). */
    cashCollectedPaise: integer('cash_collected_paise'),
    /** The restaurant's estimate when it accepted the order, shown to the customer. */
    prepMinutes: smallint('prep_minutes'),
    /** Why the restaurant rejected the order, shown to the customer. */
    cancelReason: text('cancel_reason'),
    /** When it was cancelled for not being accepted in time (decision 052); three in an hour pause the kitchen. */
    missedAt: timestamp('missed_at', { withTimezone: true }),
    /** When its kitchen ticket was first printed (POST /api/orders/{id}/ticket): printed once unless by hand. */
    ticketPrintedAt: timestamp('ticket_printed_at', { withTimezone: true }),
    // Delivery (migration 0009): ready for pickup, taken by a rider, delivered with a code.
    readyAt: timestamp('ready_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryCode: text('delivery_code'),
    deliveryCodeFailures: smallint('delivery_code_failures').notNull().default(0),
    partnerFeePaise: integer('partner_fee_paise'),
    /** When the kitchen started (the move to Preparing): with prepMinutes, when the food is due. */
    preparingAt: timestamp('preparing_at', { withTimezone: true }),
    /** The delivery time promised at payment, and the live estimate (decision 043). */
    promisedAt: timestamp('promised_at', { withTimezone: true }),
    etaAt: timestamp('eta_at', { withTimezone: true }),
    // Scheduled orders (decision 053): the half hour it arrives in, when its kitchen gets it (the
    // slot minus the prep time), and when that was announced to the kitchen (null: not yet).
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    kitchenStartsAt: timestamp('kitchen_starts_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_restaurant_status_idx').on(t.restaurantId, t.status, t.createdAt.desc()),
    index('orders_partner_status_idx').on(t.deliveryPartnerId, t.status),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    // Owner dashboard, analytics, customers and reports: one restaurant's orders over a date range.
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    // Admin dashboard: orders and GMV over the last days (modules/admin/dashboard.repo.ts; drizzle/0010).
    index('orders_admin_created_idx').on(t.createdAt.desc()),
    // Admin analytics and sales reports: paid orders over a date range, index-only. drizzle/0012 also
    // INCLUDEs restaurant_id, status, total_paise, delivery_fee_paise (Drizzle cannot declare INCLUDE).
    index('orders_paid_created_cover_idx').on(t.createdAt).where(sql`${t.paidAt} IS NOT NULL`),
    // Admin Orders and header search: an order id typed from its start (drizzle/0013).
    index('orders_id_text_idx').on(sql`(${t.id}::text) text_pattern_ops`),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_provider_order_uq').on(t.providerOrderId),
    uniqueIndex('orders_invoice_number_uq').on(t.invoiceNumber),
    // The bill adds up, whoever wrote it (decision 045).
    check(
      'orders_bill_adds_up',
      sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.packagingChargePaise} + ${t.deliveryFeePaise} + ${t.platformFeePaise} - ${t.discountPaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.tipPaise}`,
    ),
    index('orders_ready_for_pickup_idx')
      .on(t.readyAt)
      .where(sql`${t.status} = 'Preparing' AND ${t.deliveryPartnerId} IS NULL AND ${t.readyAt} IS NOT NULL`),
    // The dispatcher's queue: preparing orders nobody delivers yet (decision 043).
    index('orders_awaiting_rider_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'Preparing' AND ${t.deliveryPartnerId} IS NULL`),
    // The delivery estimate's kitchen medians: orders made ready lately (modules/serviceability/eta-facts.ts).
    index('orders_ready_at_idx').on(t.readyAt).where(sql`${t.preparingAt} IS NOT NULL`),
    // A rider's cash in hand (decision 049): the COD cash they collected.
    index('orders_partner_cash_idx').on(t.deliveryPartnerId).where(sql`${t.cashCollectedPaise} IS NOT NULL`),
    index('orders_partner_delivered_idx')
      .on(t.deliveryPartnerId, t.deliveredAt.desc())
      .where(sql`${t.deliveredAt} IS NOT NULL`),
    // Auto-cancel (decision 052): orders waiting for the kitchen, by when they started waiting
    // (paid, or placed for cash on delivery), the very expression of kitchen-controls.repo.ts.
    index('orders_waiting_for_kitchen_idx')
      .on(sql`coalesce(${t.paidAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'Processing'`),
    // A slot's capacity: one restaurant's orders for one half hour.
    index('orders_restaurant_slot_idx')
      .on(t.restaurantId, t.scheduledFor)
      .where(sql`${t.scheduledFor} IS NOT NULL`),
    // Scheduled orders whose kitchen has not been told yet, by when it should be.
    index('orders_to_release_idx')
      .on(t.kitchenStartsAt)
      .where(sql`${t.kitchenStartsAt} IS NOT NULL AND ${t.releasedAt} IS NULL`),
    // The missed-orders rule: one restaurant's orders cancelled for not being accepted, lately.
    index('orders_restaurant_missed_idx')
      .on(t.restaurantId, t.missedAt)
      .where(sql`${t.missedAt} IS NOT NULL`),
  ],
);

/**
 * The last number given in each invoice series (a prefix per document kind) and financial year: the
 * payment's statement takes the next under this row's lock, so numbers are consecutive and gap-free.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** An order as stored; the row shape orders, delivery, payments and admin read. */
export type OrderRow = typeof orders.$inferSelect;

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    foodItemId: uuid('food_item_id').references(() => foodItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: smallint('quantity').notNull(),
    image: text('image').notNull().default(''),
    options: jsonb('options').$type<TChosenOption[]>().notNull().default([]),
  },
  // food_item_id: deleting a dish sets its order lines' reference to null (ON DELETE SET NULL);
  // without this index every delete scans every order line.
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_food_item_idx').on(t.foodItemId)],
);

/** Every status change, for the tracking timeline's times. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the people concerned were notified of this change (modules/notifications/order-notifier.ts):
     * null until then. The status history is the outbox of notifications (decision 051).
     */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('order_status_events_order_idx').on(t.orderId, t.createdAt),
    index('order_status_events_unnotified_idx').on(t.createdAt).where(sql`${t.notifiedAt} is null`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** The restaurant's public answer, shown under the review on the restaurant page. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /**
     * Hidden by an admin (Customer Feedback, decision 019): kept for the record, shown to admins
     * only, and out of the restaurant's rating_sum / rating_count.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_uq').on(t.orderId),
    // Admin Customer Feedback (drizzle/0011): every review newest first, by stars, searched.
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reviews_rating_created_idx').on(t.rating, t.createdAt.desc()),
    index('reviews_admin_trgm_idx').using(
      'gin',
      sql`lower((${t.comment} || E'\\n' || coalesce(${t.reply}, '')) collate "C") gin_trgm_ops`,
    ),
    // Feedback's filter by stars, newest first.
    index('reviews_restaurant_rating_created_idx').on(t.restaurantId, t.rating, t.createdAt.desc()),
    index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt.desc()),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.restaurantId] })],
);

export type TCartLine = {
  foodItemId: string;
  quantity: number;
  options: { group: string; option: string }[];
};

export const carts = pgTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<TCartLine[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
