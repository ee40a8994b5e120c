import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import { foodItems, restaurants, user } from '../../db/schema/index.ts';

const restaurantColumns = {
  restaurant: restaurants,
  ownerName: user.name,
  ownerEmail: user.email,
};

export type RestaurantRow = typeof restaurants.$inferSelect & {
  ownerName: string | null;
  ownerEmail: string | null;
};

function flattenRestaurant(r: {
  restaurant: typeof restaurants.$inferSelect;
  ownerName: string | null;
  ownerEmail: string | null;
}): RestaurantRow {
  return { ...r.restaurant, ownerName: r.ownerName, ownerEmail: r.ownerEmail };
}

export async function findActiveRestaurantsPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: RestaurantRow[]; total: number }> {
  const where = eq(restaurants.isActive, true);
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

export async function findRestaurantById(db: Db, id: string): Promise<RestaurantRow | undefined> {
  const rows = await db
    .select(restaurantColumns)
    .from(restaurants)
    .leftJoin(user, eq(user.id, restaurants.ownerId))
    .where(eq(restaurants.id, id))
    .limit(1);
  return rows[0] && flattenRestaurant(rows[0]);
}

export type FoodItemRow = typeof foodItems.$inferSelect & { restaurantName: string; area: string };

export async function findFoodItemsPage(
  db: Db,
  filter: { restaurantId?: string; limit: number; offset: number },
): Promise<{ rows: FoodItemRow[]; total: number }> {
  const conditions: SQL[] = [eq(restaurants.isActive, true)];
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
