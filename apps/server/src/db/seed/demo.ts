import type { Db } from '../client.ts';
import { buildCatalogue } from './demo-catalogue.ts';
import { countRestaurants, insertCatalogue } from './insert-catalogue.ts';

export const DEMO_RESTAURANTS = 60;
export const DEMO_DISHES_PER_RESTAURANT = 16;

/** First start of an empty database: the demo catalogue. A database with restaurants is left alone. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  if ((await countRestaurants(db)) > 0) return false;
  await insertCatalogue(
    db,
    buildCatalogue({ restaurants: DEMO_RESTAURANTS, dishesPerRestaurant: DEMO_DISHES_PER_RESTAURANT }),
  );
  return true;
}
