import {
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
    status: text('status').notNull().default('AwaitingPayment'),
    deliveryInfo: jsonb('delivery_info').$type<TDeliveryInfo>().notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    idempotencyKey: text('idempotency_key'),
    paymentProvider: text('payment_provider'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_restaurant_status_idx').on(t.restaurantId, t.status, t.createdAt.desc()),
    index('orders_partner_status_idx').on(t.deliveryPartnerId, t.status),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_provider_order_uq').on(t.providerOrderId),
  ],
);

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
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Every status change, for the tracking timeline's times. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Provider webhook event ids already handled, so a redelivered event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_uq').on(t.orderId),
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
