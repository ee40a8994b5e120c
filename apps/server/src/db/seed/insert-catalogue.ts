import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { foodItems, restaurants } from '../schema/index.ts';
import type { CatalogueEntry } from './demo-catalogue.ts';

const RESTAURANT_BATCH = 500;
const DISH_BATCH = 2000;

/** Inserts restaurants with their dishes in batches (one round trip per batch, not per row). */
export async function insertCatalogue(db: Db, entries: CatalogueEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += RESTAURANT_BATCH) {
    const batch = entries.slice(i, i + RESTAURANT_BATCH);
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(restaurants)
        .values(batch.map((e) => e.restaurant))
        .returning({ id: restaurants.id });
      const dishes = batch.flatMap((e, j) => {
        const restaurantId = ids[j]?.id;
        if (!restaurantId) throw new Error('insert returned fewer ids than rows');
        return e.dishes.map((d) => ({ ...d, restaurantId }));
      });
      for (let k = 0; k < dishes.length; k += DISH_BATCH) {
        await tx.insert(foodItems).values(dishes.slice(k, k + DISH_BATCH));
      }
    });
  }
}

export async function countRestaurants(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(restaurants);
  return rows[0]?.n ?? 0;
}
