import { and, asc, eq, gte, ilike, inArray, like, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import { foodItems, restaurants, user } from '../../db/schema/index.ts';
import { cuisineList, searchableText } from '../../db/searchable-text.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { type FoodItemRow, flattenRestaurant, type RestaurantRow } from '../catalogue/catalogue.mappers.ts';

/** The parsed query in database units: prices in paise, free text as a ready LIKE pattern. */
export type SearchCriteria = {
  veg: 'veg' | 'nonVeg' | null;
  minRating: number | null;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  cuisines: string[];
  areas: string[];
  /** Lower-case `%text%`, LIKE wildcards escaped; null when there is no free text. */
  textPattern: string | null;
  /** Restaurant areas the free text matches (findAreasMatching), so it is read as a place too. */
  textAreas: string[];
  limit: number;
  /** Only restaurants that deliver to the customer, and their dishes (deliverableFilter, decision 041). */
  deliversHere?: SQL | undefined;
};

// Free text of each kind, one index each (db/searchable-text.ts): dishText and restaurantText are
// also the last key of the covering indexes (drizzle/0003).
const dishText = searchableText(foodItems.name, foodItems.category, foodItems.description);
const cuisineText = searchableText(cuisineList);
const restaurantText = searchableText(restaurants.name, restaurants.description, cuisineList);
const areaText = searchableText(restaurants.area);
const restaurantNameText = searchableText(restaurants.name);

/** Exported for the test that checks each one is answered by its index. */
export const SEARCH_EXPRESSIONS = { dishText, restaurantText, cuisineText, areaText, restaurantNameText };

/** "indian" must find 'South Indian' and 'North Indian' too, so each cuisine is a substring. */
function cuisineMatches(cuisines: string[]): SQL {
  return or(...cuisines.map((c) => like(cuisineText, `%${escapeLike(c.toLowerCase())}%`))) as SQL;
}

/** ILIKE without wildcards: case-insensitive equality that the planner can estimate from statistics. */
function areaIs(areas: string[]): SQL {
  return or(...areas.map((a) => ilike(restaurants.area, escapeLike(a)))) as SQL;
}

/** Filters both lists share: the restaurant is open for business and in the asked cuisine and area. */
function restaurantConditions(c: SearchCriteria): SQL[] {
  const conditions: SQL[] = [eq(restaurants.isActive, true)];
  if (c.cuisines.length > 0) conditions.push(cuisineMatches(c.cuisines));
  if (c.areas.length > 0) conditions.push(areaIs(c.areas));
  if (c.deliversHere !== undefined) conditions.push(c.deliversHere);
  return conditions;
}

/**
 * VACUUM ANALYZE of the tables search reads: planner statistics, the visibility map that lets an
 * index-only scan skip the table, and the trigram indexes' pending lists merged (bulk inserts leave
 * them there, where every search reads them one by one, and only VACUUM merges them).
 */
export async function vacuumSearchTables(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${restaurants}, ${foodItems}`);
}

/** Free text that names a place ("nagar") also finds what is there; usually none, so one cheap probe. */
export async function findAreasMatching(db: Db, textPattern: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ area: restaurants.area })
    .from(restaurants)
    .where(like(areaText, textPattern));
  return rows.map((r) => r.area);
}

/** Search's dish order: best-rated first, ties by name then id so that the answer is stable. */
const dishOrder = () => [descNullsLast(foodItems.rating), asc(foodItems.name), asc(foodItems.id)];

/** The shared filters plus the dish's own: veg, rating, price and free text. */
function dishListConditions(c: SearchCriteria): SQL[] {
  const conditions = restaurantConditions(c);
  if (c.veg === 'veg') conditions.push(eq(foodItems.isVegetarian, true));
  if (c.veg === 'nonVeg') conditions.push(eq(foodItems.isVegetarian, false));
  if (c.minRating !== null) conditions.push(gte(foodItems.rating, c.minRating));
  if (c.minPricePaise !== null) conditions.push(gte(foodItems.pricePaise, c.minPricePaise));
  if (c.maxPricePaise !== null) conditions.push(lte(foodItems.pricePaise, c.maxPricePaise));
  if (c.textPattern !== null) {
    const inText = like(dishText, c.textPattern);
    // Only when the text names an area does the OR reach the restaurant row; otherwise the
    // condition stays on food_items alone and the trigram index answers it.
    conditions.push(
      c.textAreas.length > 0 ? (or(inText, inArray(restaurants.area, c.textAreas)) as SQL) : inText,
    );
  }
  return conditions;
}

/**
 * The ids of the matching dishes, in order, from columns of food_items_search_covering_idx alone
 * (drizzle/0003). Common text (`thai`: 1 dish in 110) is then an index-only walk down the ratings
 * that tests the stored lower-cased text, instead of fetching each dish it passes from the table
 * and lower-casing its text (7,500 of them for 50 hits). Rare text still takes the trigram index.
 * Exported for search.test.ts, which checks that plan.
 */
export function dishHits(db: Db, c: SearchCriteria, onlyRestaurants?: string[]) {
  const conditions = dishListConditions(c);
  if (onlyRestaurants) conditions.push(inArray(foodItems.restaurantId, onlyRestaurants));
  return db
    .select({ id: foodItems.id })
    .from(foodItems)
    .innerJoin(restaurants, eq(restaurants.id, foodItems.restaurantId))
    .where(and(...conditions))
    .orderBy(...dishOrder())
    .limit(c.limit);
}

/** Up to this many qualifying restaurants, their dishes are read restaurant by restaurant. */
const FEW_RESTAURANTS = 100;

/**
 * When the query names a cuisine or an area and only a few open restaurants have them, their ids;
 * otherwise null. The planner cannot know that two filters rarely meet ("chinese in omr": no
 * restaurant has both) and would walk every dish best-rated first looking for 50 that never come
 * (60 ms at bench scale); with the few ids in hand it reads just those restaurants' dishes.
 */
async function fewQualifyingRestaurants(db: Db, c: SearchCriteria): Promise<string[] | null> {
  if (c.cuisines.length === 0 && c.areas.length === 0) return null;
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(...restaurantConditions(c)))
    .limit(FEW_RESTAURANTS + 1);
  return rows.length > FEW_RESTAURANTS ? null : rows.map((r) => r.id);
}

export async function searchFoodItems(db: Db, c: SearchCriteria): Promise<FoodItemRow[]> {
  const few = await fewQualifyingRestaurants(db, c);
  if (few?.length === 0) return [];
  // Whole rows for the 50 hits only: 50 primary-key reads of each table.
  const hits = db.$with('hits').as(dishHits(db, c, few ?? undefined));
  const rows = await db
    .with(hits)
    .select({ item: foodItems, restaurantName: restaurants.name, area: restaurants.area })
    .from(hits)
    .innerJoin(foodItems, eq(foodItems.id, hits.id))
    .innerJoin(restaurants, eq(restaurants.id, foodItems.restaurantId))
    .orderBy(...dishOrder());
  return rows.map((r) => ({ ...r.item, restaurantName: r.restaurantName, area: r.area }));
}

/** Search's restaurant order, as for dishes: best-rated first, then name, then id. */
const restaurantOrder = () => [descNullsLast(restaurants.rating), asc(restaurants.name), asc(restaurants.id)];

/** The shared filters plus the restaurant's own, on its flags, rating, average price and text. */
function restaurantListConditions(c: SearchCriteria): SQL[] {
  const conditions = restaurantConditions(c);
  // A veg eater can order from a pure-veg place or from one with veg dishes on the menu.
  if (c.veg === 'veg') conditions.push(or(restaurants.isVegetarian, restaurants.vegOptions) as SQL);
  if (c.veg === 'nonVeg') conditions.push(not(restaurants.isVegetarian));
  if (c.minRating !== null) conditions.push(gte(restaurants.rating, c.minRating));
  if (c.minPricePaise !== null) conditions.push(gte(restaurants.avgPricePaise, c.minPricePaise));
  if (c.maxPricePaise !== null) conditions.push(lte(restaurants.avgPricePaise, c.maxPricePaise));
  if (c.textPattern !== null) {
    const inText = like(restaurantText, c.textPattern);
    conditions.push(
      c.textAreas.length > 0 ? (or(inText, inArray(restaurants.area, c.textAreas)) as SQL) : inText,
    );
  }
  return conditions;
}

/**
 * The ids of the matching restaurants, in order, from columns of restaurants_search_covering_idx
 * alone (drizzle/0003): as for dishes, the walk tests the stored lower-cased text, where computing
 * it (cuisines through a tsvector) for each of the 1,700 restaurants `thai` passes cost most.
 * Exported for search.test.ts, which checks that plan.
 */
export function restaurantHits(db: Db, c: SearchCriteria) {
  return db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(...restaurantListConditions(c)))
    .orderBy(...restaurantOrder())
    .limit(c.limit);
}

export async function searchRestaurants(db: Db, c: SearchCriteria): Promise<RestaurantRow[]> {
  // Whole rows (and owners) for the hits only, by primary key.
  const hits = db.$with('hits').as(restaurantHits(db, c));
  const rows = await db
    .with(hits)
    .select({ restaurant: restaurants, ownerUsername: user.username, ownerEmail: user.email })
    .from(hits)
    .innerJoin(restaurants, eq(restaurants.id, hits.id))
    .leftJoin(user, eq(user.id, restaurants.ownerId))
    .orderBy(...restaurantOrder());
  return rows.map(flattenRestaurant);
}

export type SuggestionPatterns = { contains: string; startsWith: string };

/** Names starting with the typed text come before names that merely contain it. */
function prefixFirst(lowerName: SQL, startsWith: string): SQL {
  return sql`(${lowerName} like ${startsWith}) desc`;
}

export async function suggestRestaurantNames(
  db: Db,
  patterns: SuggestionPatterns,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(and(eq(restaurants.isActive, true), like(restaurantNameText, patterns.contains)))
    .groupBy(restaurants.name)
    .orderBy(prefixFirst(restaurantNameText, patterns.startsWith), asc(restaurants.name))
    .limit(limit);
  return rows.map((r) => r.name);
}

/**
 * Distinct dish names of open restaurants by a loose index scan: one probe of food_items_name_idx
 * per distinct name (hundreds) instead of reading every matching dish (thousands share a name).
 */
export async function suggestDishNames(
  db: Db,
  patterns: SuggestionPatterns,
  limit: number,
): Promise<string[]> {
  // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`; Db's type says unknown.
  const result = (await db.execute(sql`
    with recursive names(name) as (
      (
        select f.name from ${foodItems} f
        join ${restaurants} r on r.id = f.restaurant_id and r.is_active
        order by f.name limit 1
      )
      union all
      select (
        select f.name from ${foodItems} f
        join ${restaurants} r on r.id = f.restaurant_id and r.is_active
        where f.name > names.name order by f.name limit 1
      )
      from names where names.name is not null
    )
    select name from names
    where lower(name collate "C") like ${patterns.contains}
    order by ${prefixFirst(sql`lower(name collate "C")`, patterns.startsWith)}, name
    limit ${limit}`)) as unknown as { rows: { name: string }[] };
  return result.rows.map((r) => r.name);
}
