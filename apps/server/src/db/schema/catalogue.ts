import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

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
    openHours: text('open_hours').notNull().default(''),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(4900),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    vegOptions: boolean('veg_options').notNull().default(true),
    avgPricePaise: integer('avg_price_paise').notNull().default(0),
    deliveryTime: integer('delivery_time').notNull().default(30),
    priceLevel: integer('price_level').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The catalogue lists active restaurants best-rated first; ties by name then id for stable pages.
    index('restaurants_active_rating_idx').on(t.isActive, t.rating.desc(), t.name, t.id),
    index('restaurants_owner_idx').on(t.ownerId),
    index('restaurants_area_idx').on(t.area),
    // Search: substring matches need trigram indexes on the very expressions that
    // modules/search/search.repo.ts filters on (it explains them; search.test.ts checks they are used).
    index('restaurants_search_trgm_idx').using(
      'gin',
      sql`lower((${t.name} || E'\\n' || ${t.description} || E'\\n' || array_to_tsvector(array_remove(array_remove(${t.cuisine}, null), ''))::text) collate "C") gin_trgm_ops`,
    ),
    index('restaurants_cuisine_trgm_idx').using(
      'gin',
      sql`lower(array_to_tsvector(array_remove(array_remove(${t.cuisine}, null), ''))::text collate "C") gin_trgm_ops`,
    ),
    index('restaurants_area_trgm_idx').using('gin', sql`lower(${t.area} collate "C") gin_trgm_ops`),
    index('restaurants_name_trgm_idx').using('gin', sql`lower(${t.name} collate "C") gin_trgm_ops`),
    index('restaurants_avg_price_idx').on(t.avgPricePaise),
  ],
);

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
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    rating: real('rating').notNull().default(0),
    customizations: jsonb('customizations').$type<TCustomizationRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('food_items_restaurant_category_idx').on(t.restaurantId, t.category, t.name),
    index('food_items_rating_idx').on(t.rating.desc(), t.id),
    // Search (modules/search): best-rated then by name, price filters, one trigram expression for
    // name, category and description, and the name index its suggestions walk name by name.
    index('food_items_rating_name_idx').on(t.rating.desc(), t.name, t.id),
    index('food_items_price_idx').on(t.pricePaise),
    index('food_items_name_idx').on(t.name),
    index('food_items_search_trgm_idx').using(
      'gin',
      sql`lower((${t.name} || E'\\n' || ${t.category} || E'\\n' || ${t.description}) collate "C") gin_trgm_ops`,
    ),
  ],
);
