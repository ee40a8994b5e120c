import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, restaurants } from '../../db/schema/index.ts';

export async function findFavoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favorites.restaurantId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
  return rows.map((r) => r.id);
}

/** Replaces the user's favourites with the given restaurants (unknown ids are dropped). */
export async function replaceFavorites(db: Db, userId: string, restaurantIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const existing =
      restaurantIds.length === 0
        ? []
        : await tx
            .select({ id: restaurants.id })
            .from(restaurants)
            .where(inArray(restaurants.id, restaurantIds));
    const known = new Set(existing.map((r) => r.id));
    await tx.delete(favorites).where(eq(favorites.userId, userId));
    const rows = [...new Set(restaurantIds)]
      .filter((id) => known.has(id))
      .map((restaurantId) => ({ userId, restaurantId }));
    if (rows.length > 0) await tx.insert(favorites).values(rows);
  });
}
