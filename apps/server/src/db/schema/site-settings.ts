import type { TFeeSlab } from '@app/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * System Settings (decision 020): what an operator changes without a deploy. One row (id 1), created
 * by drizzle/0012 with the contact the site shipped with; modules/site-settings reads it
 * through a cache of a few seconds and writes it with an audit entry.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    supportPhone: text('support_phone').notNull(),
    supportEmail: text('support_email').notNull(),
    bannerEnabled: boolean('banner_enabled').notNull().default(false),
    bannerText: text('banner_text').notNull().default(''),
    orderingPaused: boolean('ordering_paused').notNull().default(false),
    /** How many deliveries one rider may hold at once (accepted or on the way). */
    riderDeliveryCap: smallint('rider_delivery_cap').notNull().default(2),
    /** The delivery fee by road distance (decision 041), paise; the default is DEFAULT_DELIVERY_FEE_SLABS. */
    deliveryFeeSlabs: jsonb('delivery_fee_slabs')
      .$type<TFeeSlab[]>()
      .notNull()
      .default(
        sql`'[{"upToKm":3,"feePaise":2900},{"upToKm":6,"feePaise":4900},{"upToKm":null,"feePaise":6900}]'::jsonb`,
      ),
    /** The platform fee on every order, paise (decision 045). */
    platformFeePaise: integer('platform_fee_paise').notNull().default(0),
    /** Cash on delivery (decision 049): offered at checkout only when on, up to a bill total, paise. */
    codEnabled: boolean('cod_enabled').notNull().default(false),
    codMaxOrderPaise: integer('cod_max_order_paise').notNull().default(100000),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The email of the admin who saved last (copied, like the audit log's actor). */
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('site_settings_one_row', sql`${t.id} = 1`),
    check('site_settings_rider_cap', sql`${t.riderDeliveryCap} between 1 and 20`),
    check('site_settings_platform_fee', sql`${t.platformFeePaise} between 0 and 10000`),
    check('site_settings_cod_max', sql`${t.codMaxOrderPaise} between 100 and 10000000`),
  ],
);
