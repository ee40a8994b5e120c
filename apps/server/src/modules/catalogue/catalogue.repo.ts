import { and, asc, count, eq, gte, isNotNull, like, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import { foodItems, restaurants, user } from '../../db/schema/index.ts';
import { cuisineList, searchableText } from '../../db/searchable-text.ts';
import { type FoodItemRow, flattenRestaurant, type RestaurantRow } from './catalogue.mappers.ts';

const restaurantColumns = {
  restaurant: restaurants,
  ownerUsername: user.username,
  ownerEmail: user.email,
};

/** The browse screen's narrowing (spec 5); each absent field narrows nothing. */
export type RestaurantFilter = {
  /** Lower-case `%text%` LIKE pattern (wildcards escaped), looked for in name, address and cuisines. */
  textPattern?: string | undefined;
  minRating?: number | undefined;
  maxDeliveryTime?: number | undefined;
  maxPriceLevel?: number | undefined;
  /** Only the restaurants that deliver to the customer's location (deliverableFilter, decision 041). */
  deliversHere?: SQL | undefined;
  /** Leave these out: the restaurants closed now (decision 050). */
  excludeIds?: string[] | undefined;
};

// The browse search box looks in name, address and cuisines: one LIKE on one text, answered by
// restaurants_browse_trgm_idx (db/searchable-text.ts).
export const browseText = searchableText(restaurants.name, restaurants.address, cuisineList);

function browseConditions(filter: RestaurantFilter): SQL {
  const conditions: SQL[] = [eq(restaurants.isActive, true)];
  if (filter.textPattern !== undefined) conditions.push(like(browseText, filter.textPattern));
  if (filter.minRating !== undefined) conditions.push(gte(restaurants.rating, filter.minRating));
  if (filter.maxDeliveryTime !== undefined)
    conditions.push(lte(restaurants.deliveryTime, filter.maxDeliveryTime));
  if (filter.maxPriceLevel !== undefined) conditions.push(lte(restaurants.priceLevel, filter.maxPriceLevel));
  if (filter.deliversHere !== undefined) conditions.push(filter.deliversHere);
  if (filter.excludeIds !== undefined && filter.excludeIds.length > 0)
    conditions.push(notInArray(restaurants.id, filter.excludeIds));
  return and(...conditions) as SQL;
}

export async function findActiveRestaurantsPage(
  db: Db,
  page: { limit: number; offset: number },
  filter: RestaurantFilter = {},
): Promise<{ rows: RestaurantRow[]; total: number }> {
  const where = browseConditions(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(restaurantColumns)
      .from(restaurants)
      .leftJoin(user, eq(user.id, restaurants.ownerId))
      .where(where)
      .orderBy(descNullsLast(restaurants.rating), asc(restaurants.name), asc(restaurants.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(restaurants).where(where),
  ]);
  return { rows: rows.map(flattenRestaurant), total: totals[0]?.total ?? 0 };
}

/**
 * The hours of the active restaurants that have any (weekly slots, closed dates or closed today):
 * every other one is open around the clock (decision 050). Read through restaurants_with_hours_idx.
 */
export async function findActiveRestaurantHours(db: Db) {
  return db
    .select({
      id: restaurants.id,
      weeklyHours: restaurants.weeklyHours,
      closedDates: restaurants.closedDates,
      closedOn: restaurants.closedOn,
    })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.isActive, true),
        or(
          isNotNull(restaurants.weeklyHours),
          isNotNull(restaurants.closedOn),
          sql`cardinality(${restaurants.closedDates}) > 0`,
        ),
      ),
    );
}

export async function findRestaurantById(db: Db, id: string): Promise<RestaurantRow | undefined> {
  const rows = await db
    .select(restaurantColumns)
    .from(restaurants)
    .leftJoin(user, eq(user.id, restaurants.ownerId))
    .where(eq(restaurants.id, id))
    .limit(1);
  return rows[0] && flattenRestaurant(rows[0]);
}

export async function findFoodItemsPage(
  db: Db,
  filter: { restaurantId?: string; limit: number; offset: number; includeInactive?: boolean },
): Promise<{ rows: FoodItemRow[]; total: number }> {
  const conditions: SQL[] = filter.includeInactive ? [] : [eq(restaurants.isActive, true)];
  if (filter.restaurantId) conditions.push(eq(foodItems.restaurantId, filter.restaurantId));
  const where = and(...conditions);
  // A menu reads in category order; the all-dishes list reads best-rated first.
  const order = filter.restaurantId
    ? [asc(foodItems.category), asc(foodItems.name), asc(foodItems.id)]
    : [descNullsLast(foodItems.rating), asc(foodItems.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({ item: foodItems, restaurantName: restaurants.name, area: restaurants.area })
      .from(foodItems)
      .innerJoin(restaurants, eq(restaurants.id, foodItems.restaurantId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(foodItems)
      .innerJoin(restaurants, eq(restaurants.id, foodItems.restaurantId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.item, restaurantName: r.restaurantName, area: r.area })),
    total: totals[0]?.total ?? 0,
  };
}
