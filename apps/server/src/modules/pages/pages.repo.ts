import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foodItems, restaurants } from '../../db/schema/index.ts';

/** What a restaurant page's head shows; only an active restaurant has a public page. */
export async function findActiveRestaurantForHead(db: Db, id: string) {
  const rows = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      description: restaurants.description,
      cuisine: restaurants.cuisine,
      address: restaurants.address,
      area: restaurants.area,
      lat: restaurants.lat,
      lng: restaurants.lng,
      images: restaurants.images,
      openHours: restaurants.openHours,
      rating: restaurants.rating,
      ratingCount: restaurants.ratingCount,
      priceLevel: restaurants.priceLevel,
      isVegetarian: restaurants.isVegetarian,
    })
    .from(restaurants)
    .where(and(eq(restaurants.id, id), eq(restaurants.isActive, true)))
    .limit(1);
  return rows[0];
}

export type RestaurantForHead = NonNullable<Awaited<ReturnType<typeof findActiveRestaurantForHead>>> & {
  dishes: { name: string; pricePaise: number; description: string }[];
};

export async function countActiveRestaurants(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(restaurants).where(eq(restaurants.isActive, true));
  return row?.n ?? 0;
}

/**
 * One batch of active restaurants in id order, after `afterId` (keyset) or from `offset` for a
 * sitemap file's first batch; restaurants_sitemap_idx answers both.
 */
export async function activeRestaurantIds(
  db: Db,
  at: { afterId: string } | { offset: number },
  limit: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  const base = db
    .select({ id: restaurants.id, updatedAt: restaurants.updatedAt })
    .from(restaurants)
    .where(
      'afterId' in at
        ? and(eq(restaurants.isActive, true), gt(restaurants.id, at.afterId))
        : eq(restaurants.isActive, true),
    )
    .orderBy(asc(restaurants.id))
    .limit(limit);
  return 'offset' in at ? base.offset(at.offset) : base;
}

/** A restaurant's best-rated dishes on sale, for its page's description and structured data. */
export async function topDishesForHead(db: Db, restaurantId: string, limit: number) {
  return db
    .select({ name: foodItems.name, pricePaise: foodItems.pricePaise, description: foodItems.description })
    .from(foodItems)
    .where(and(eq(foodItems.restaurantId, restaurantId), eq(foodItems.isAvailable, true)))
    .orderBy(desc(foodItems.rating), asc(foodItems.name))
    .limit(limit);
}
