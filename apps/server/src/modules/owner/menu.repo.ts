import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foodItems, restaurants, type TCustomizationRow } from '../../db/schema/index.ts';

export type ManagedFoodItemRow = typeof foodItems.$inferSelect & {
  restaurantName: string;
  area: string;
  ownerId: string | null;
};

const columns = {
  item: foodItems,
  restaurantName: restaurants.name,
  area: restaurants.area,
  ownerId: restaurants.ownerId,
};
const flatten = (r: {
  item: typeof foodItems.$inferSelect;
  restaurantName: string;
  area: string;
  ownerId: string | null;
}) => ({
  ...r.item,
  restaurantName: r.restaurantName,
  area: r.area,
  ownerId: r.ownerId,
});

/**
 * Menu Management's search text (spec 5): name, description, category, restaurant name, and the
 * customisations' names and options (not their prices or JSON keys), lower-cased.
 */
const menuSearchText = sql`lower(${foodItems.name} || E'\\n' || ${foodItems.description} || E'\\n' || ${foodItems.category} || E'\\n' || ${restaurants.name} || E'\\n' || jsonb_path_query_array(${foodItems.customizations}, '$[*].name')::text || jsonb_path_query_array(${foodItems.customizations}, '$[*].options[*]')::text)`;

export type MenuFilter = {
  /** Only this owner's restaurants (null: an admin, every restaurant). */
  ownerId: string | null;
  restaurantId?: string | undefined;
  pattern?: string | undefined;
};

function menuWhere(f: MenuFilter): SQL | undefined {
  return and(
    f.ownerId === null ? undefined : eq(restaurants.ownerId, f.ownerId),
    f.restaurantId ? eq(foodItems.restaurantId, f.restaurantId) : undefined,
    f.pattern ? like(menuSearchText, f.pattern) : undefined,
  );
}

/** One page of the owner's dishes, by restaurant then name (food_items_restaurant_category_idx, restaurants_owner_idx). */
export async function findManagedFoodItems(db: Db, f: MenuFilter, limit: number, offset: number) {
  const rows = await db
    .select(columns)
    .from(foodItems)
    .innerJoin(restaurants, eq(restaurants.id, foodItems.restaurantId))
    .where(menuWhere(f))
    .orderBy(asc(restaurants.name), asc(foodItems.name), asc(foodItems.id))
    .limit(limit)
    .offset(offset);
  return rows.map(flatten);
}

export async function countManagedFoodItems(db: Db, f: MenuFilter): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(foodItems)
    .innerJoin(restaurants, eq(restaurants.id, foodItems.restaurantId))
    .where(menuWhere(f));
  return rows[0]?.total ?? 0;
}

export async function findFoodItemWithOwner(db: Db, id: string): Promise<ManagedFoodItemRow | undefined> {
  const rows = await db
    .select(columns)
    .from(foodItems)
    .innerJoin(restaurants, eq(restaurants.id, foodItems.restaurantId))
    .where(eq(foodItems.id, id))
    .limit(1);
  return rows[0] && flatten(rows[0]);
}

export type FoodItemValues = {
  restaurantId: string;
  name: string;
  category: string;
  description: string;
  pricePaise: number;
  imageUrl: string;
  isAvailable: boolean;
  isVegetarian: boolean;
  customizations: TCustomizationRow[];
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * "Veg options" on a restaurant is a fact about its dishes, not a default: true exactly when it
 * has a vegetarian dish. Re-derived in the transaction of every dish write.
 */
async function refreshVegOptions(tx: Tx, restaurantIds: readonly string[]): Promise<void> {
  for (const id of new Set(restaurantIds)) {
    await tx
      .update(restaurants)
      .set({
        vegOptions: sql`exists (select 1 from ${foodItems} where ${foodItems.restaurantId} = ${id} and ${foodItems.isVegetarian})`,
      })
      .where(eq(restaurants.id, id));
  }
}

export async function insertFoodItem(db: Db, values: FoodItemValues): Promise<string> {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(foodItems).values(values).returning({ id: foodItems.id });
    await refreshVegOptions(tx, [values.restaurantId]);
    return rows[0]?.id ?? '';
  });
}

export async function updateFoodItem(db: Db, id: string, values: FoodItemValues): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ restaurantId: foodItems.restaurantId })
      .from(foodItems)
      .where(eq(foodItems.id, id))
      .for('update');
    await tx.update(foodItems).set(values).where(eq(foodItems.id, id));
    await refreshVegOptions(tx, [values.restaurantId, ...(before ? [before.restaurantId] : [])]);
  });
}

export async function setFoodItemAvailability(db: Db, id: string, isAvailable: boolean): Promise<void> {
  // The switch says what holds from now: it also ends a "sold out for today" (decision 052).
  await db.update(foodItems).set({ isAvailable, soldOutUntil: null }).where(eq(foodItems.id, id));
}

/**
 * Deletes a dish. Past orders keep their own copy of its name, price, image and options
 * (order_items; their link becomes null), reviews are of orders not dishes, and a cart that
 * still names it prices without it at checkout.
 */
export async function deleteFoodItem(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(foodItems)
      .where(eq(foodItems.id, id))
      .returning({ restaurantId: foodItems.restaurantId });
    await refreshVegOptions(
      tx,
      gone.map((g) => g.restaurantId),
    );
  });
}
