import {
  DEFAULT_DELIVERY_RADIUS_KM,
  FOOD_ITEM_MAX_BYTES,
  RESTAURANT_MAX_BYTES,
  RESTAURANT_MAX_CUISINES,
  type TDeliveryZone,
  type TWeeklyHours,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** A CHECK that a text column holds at most `max` bytes of UTF-8 (a literal, not a parameter). */
function maxBytes(name: string, column: AnyPgColumn, max: number) {
  return check(name, sql`octet_length(${column}) <= ${sql.raw(String(max))}`);
}

/**
 * Upper bounds on a restaurant's searched text, in UTF-8 bytes (octet_length), and on its number of
 * cuisines. Search walks a covering btree index that stores name, description and cuisines twice,
 * as they are and as one lower-cased text (drizzle/0003), and a btree entry holds at most 2,704
 * bytes: at these limits an entry stays under ~2,150 even when every cuisine character needs
 * escaping. search.test.ts inserts one at the limits. A form that writes restaurants must refuse
 * more first. The numbers live in @app/shared (contracts/admin.ts) so the admin form checks them too.
 */
// The numbers live in @app/shared (limits.ts) so that forms and routes refuse the same text first.
export { RESTAURANT_MAX_BYTES, RESTAURANT_MAX_CUISINES };

export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cuisine: text('cuisine').array().notNull().default(sql`'{}'::text[]`),
    address: text('address').notNull(),
    area: text('area').notNull().default(''),
    lat: doublePrecision('lat').notNull().default(0),
    lng: doublePrecision('lng').notNull().default(0),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** The old free text, still shown; `weeklyHours` is what counts (decision 050). */
    openHours: text('open_hours').notNull().default(''),
    /** Slots per weekday, Asia/Kolkata (decision 050); null = no hours set = open around the clock. */
    weeklyHours: jsonb('weekly_hours').$type<TWeeklyHours>(),
    /** Whole India days it is closed (festivals), YYYY-MM-DD. */
    closedDates: date('closed_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    /** The India day its owner switched "closed today" on for; any other day the switch reads off. */
    closedOn: date('closed_on', { mode: 'string' }),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(4900),
    /** Charged once per order for boxes and bags, set by the owner (decision 045). */
    packagingChargePaise: integer('packaging_charge_paise').notNull().default(0),
    /** The platform's commission on the item total, in basis points (admin; decision 048). */
    commissionBps: integer('commission_bps').notNull().default(2000),
    /** Its Razorpay Route linked account (`acc_…`), where its shares go with real keys (decision 048). */
    razorpayAccountId: text('razorpay_account_id'),
    /** Its GST registration and FSSAI licence, set by the admin, printed on invoices (decision 045). */
    gstin: text('gstin'),
    fssaiLicence: text('fssai_licence'),
    /** ratingSum / ratingCount rounded to one decimal; all three move together in one UPDATE. */
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The sum of every star given (seeded restaurants: consistent with their seeded count). */
    ratingSum: integer('rating_sum').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Paused by its owner: listed, shown closed, takes no orders (isActive is the admin's switch). */
    isPaused: boolean('is_paused').notNull().default(false),
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    vegOptions: boolean('veg_options').notNull().default(false),
    avgPricePaise: integer('avg_price_paise').notNull().default(0),
    deliveryTime: integer('delivery_time').notNull().default(30),
    priceLevel: integer('price_level').notNull().default(2),
    /** Where it delivers (decision 041): a radius or a GeoJSON polygon; null is the default radius. */
    deliveryZone: jsonb('delivery_zone').$type<TDeliveryZone>(),
    /**
     * The farthest straight-line km its zone reaches (zoneReachKm), written with the zone: the
     * location filters prefilter on a box as wide as the largest reach of any active restaurant.
     */
    deliveryReachKm: real('delivery_reach_km').notNull().default(DEFAULT_DELIVERY_RADIUS_KM),
    /** Minutes its kitchen takes, for the delivery estimate; null until the owner says (decision 041). */
    prepMinutes: smallint('prep_minutes'),
    // Kitchen controls (decision 052).
    /** Busy mode: minutes added to the prep time (0, 10, 20, 30) until `busyUntil` (the next 6 am). */
    busyMinutes: smallint('busy_minutes').notNull().default(0),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    /** A paid order goes to Preparing at once, with the prep time. */
    autoAccept: boolean('auto_accept').notNull().default(false),
    /** A paid order not accepted within this many minutes is cancelled (and refunded). */
    acceptWithinMinutes: smallint('accept_within_minutes').notNull().default(5),
    /** Scheduled orders (decision 053): how many one half hour takes. */
    slotCapacity: smallint('slot_capacity').notNull().default(10),
    /** When the missed-orders rule paused it (null once its owner or an admin sets the pause again). */
    autoPausedAt: timestamp('auto_paused_at', { withTimezone: true }),
    /** Missed orders count only after this (the last automatic pause), so one bad hour pauses once. */
    missesCountedFrom: timestamp('misses_counted_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved by a trigger on every UPDATE (drizzle/0014); the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The sitemap walks active restaurants by id (modules/pages, drizzle/0014).
    index('restaurants_sitemap_idx').on(t.id, t.updatedAt).where(sql`${t.isActive}`),
    // The catalogue lists active restaurants best-rated first; ties by name then id for stable pages.
    index('restaurants_active_rating_idx').on(t.isActive, t.rating.desc(), t.name, t.id),
    index('restaurants_owner_idx').on(t.ownerId),
    // The "open now" filter reads the hours of only the restaurants that have any (decision 050).
    index('restaurants_with_hours_idx')
      .on(t.id)
      .where(
        sql`${t.weeklyHours} is not null or ${t.closedOn} is not null or cardinality(${t.closedDates}) > 0`,
      ),
    // Serviceability (decision 041): the bounding-box prefilter around a customer, and the widest reach.
    index('restaurants_location_idx').on(t.lat, t.lng).where(sql`${t.isActive}`),
    index('restaurants_reach_idx').on(t.deliveryReachKm.desc()).where(sql`${t.isActive}`),
    index('restaurants_area_idx').on(t.area),
    // Search: substring matches need trigram indexes on the very expressions that
    // modules/search/search.repo.ts filters on (it explains them; search.test.ts checks they are used).
    index('restaurants_search_trgm_idx').using(
      'gin',
      sql`lower((${t.name} || E'\\n' || ${t.description} || E'\\n' || array_to_tsvector(array_remove(array_remove(${t.cuisine}, null), ''))::text) collate "C") gin_trgm_ops`,
    ),
    // The browse screen's search box (GET /api/restaurants?q=): name, address and cuisines, the very
    // expression of browseText in modules/catalogue/catalogue.repo.ts.
    index('restaurants_browse_trgm_idx').using(
      'gin',
      sql`lower((${t.name} || E'\\n' || ${t.address} || E'\\n' || array_to_tsvector(array_remove(array_remove(${t.cuisine}, null), ''))::text) collate "C") gin_trgm_ops`,
    ),
    index('restaurants_cuisine_trgm_idx').using(
      'gin',
      sql`lower(array_to_tsvector(array_remove(array_remove(${t.cuisine}, null), ''))::text collate "C") gin_trgm_ops`,
    ),
    index('restaurants_area_trgm_idx').using('gin', sql`lower(${t.area} collate "C") gin_trgm_ops`),
    index('restaurants_name_trgm_idx').using('gin', sql`lower(${t.name} collate "C") gin_trgm_ops`),
    index('restaurants_avg_price_idx').on(t.avgPricePaise),
    // Admin View Restaurants (modules/admin): newest first, searched on name, description, address
    // and cuisines (drizzle/0010).
    index('restaurants_created_idx').on(t.createdAt.desc(), t.id),
    index('restaurants_admin_trgm_idx').using(
      'gin',
      sql`lower((${t.name} || E'\\n' || ${t.description} || E'\\n' || ${t.address} || E'\\n' || array_to_tsvector(array_remove(array_remove(${t.cuisine}, null), ''))::text) collate "C") gin_trgm_ops`,
    ),
    // Search's best-rated-first walk uses restaurants_search_covering_idx, which Drizzle cannot
    // declare (INCLUDE): it exists only in drizzle/0003_search_covering_indexes.sql.
    check('restaurants_busy_minutes', sql`${t.busyMinutes} in (0, 10, 20, 30)`),
    check('restaurants_accept_within', sql`${t.acceptWithinMinutes} between 2 and 30`),
    check('restaurants_slot_capacity', sql`${t.slotCapacity} between 1 and 100`),
    maxBytes('restaurants_name_size', t.name, RESTAURANT_MAX_BYTES.name),
    maxBytes('restaurants_description_size', t.description, RESTAURANT_MAX_BYTES.description),
    maxBytes('restaurants_area_size', t.area, RESTAURANT_MAX_BYTES.area),
    check(
      'restaurants_cuisine_size',
      sql`cardinality(${t.cuisine}) <= ${sql.raw(String(RESTAURANT_MAX_CUISINES))} and ${sql`octet_length(array_to_string(${t.cuisine}, ''))`} <= ${sql.raw(String(RESTAURANT_MAX_BYTES.cuisines))}`,
    ),
  ],
);

/**
 * Upper bounds on a dish's text, in UTF-8 bytes (octet_length). Search walks a covering btree index
 * that stores name, category and description twice, as they are and lower-cased (drizzle/0003), and
 * a btree entry holds at most 2,704 bytes: these limits keep the largest dish at ~2,470, so that no
 * insert can fail on the index. search.test.ts inserts one at the limits. A form that writes dishes
 * must refuse longer text first; 1,000 bytes is 1,000 Latin or about 330 Tamil characters.
 */
export { FOOD_ITEM_MAX_BYTES };

/** Option prices are parallel to `options`, in paise. */
export type TCustomizationRow = { name: string; options: string[]; optionPricesPaise: number[] };

export const foodItems = pgTable(
  'food_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    isAvailable: boolean('is_available').notNull().default(true),
    /** "Sold out for today" (decision 052): not orderable until this instant, the next 6 am in India. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    rating: real('rating').notNull().default(0),
    customizations: jsonb('customizations').$type<TCustomizationRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('food_items_restaurant_category_idx').on(t.restaurantId, t.category, t.name),
    index('food_items_rating_idx').on(t.rating.desc(), t.id),
    // Search (modules/search): price filters, one trigram expression for name, category and
    // description, and the name index its suggestions walk name by name. Its best-rated-first walk
    // uses food_items_search_covering_idx, which Drizzle cannot declare (INCLUDE): it exists only in
    // drizzle/0003_search_covering_indexes.sql.
    index('food_items_price_idx').on(t.pricePaise),
    index('food_items_name_idx').on(t.name),
    index('food_items_search_trgm_idx').using(
      'gin',
      sql`lower((${t.name} || E'\\n' || ${t.category} || E'\\n' || ${t.description}) collate "C") gin_trgm_ops`,
    ),
    maxBytes('food_items_name_size', t.name, FOOD_ITEM_MAX_BYTES.name),
    maxBytes('food_items_category_size', t.category, FOOD_ITEM_MAX_BYTES.category),
    maxBytes('food_items_description_size', t.description, FOOD_ITEM_MAX_BYTES.description),
  ],
);
