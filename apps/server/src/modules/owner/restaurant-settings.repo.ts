import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, user } from '../../db/schema/index.ts';

/** The restaurants `ownerId` owns (null: every restaurant) by name, a page of them and their count. */
export async function managedRestaurantsPage(db: Db, ownerId: string | null, limit: number, offset: number) {
  const where = ownerId === null ? undefined : eq(restaurants.ownerId, ownerId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: restaurants.id,
        name: restaurants.name,
        isActive: restaurants.isActive,
        isPaused: restaurants.isPaused,
      })
      .from(restaurants)
      .where(where)
      .orderBy(asc(restaurants.name), asc(restaurants.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(restaurants).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A restaurant with its owner's sign-in names (the owner block of the restaurant's DTO). */
export async function findRestaurantWithOwner(db: Db, id: string) {
  const rows = await db
    .select({ restaurant: restaurants, ownerUsername: user.username, ownerEmail: user.email })
    .from(restaurants)
    .leftJoin(user, eq(user.id, restaurants.ownerId))
    .where(eq(restaurants.id, id))
    .limit(1);
  return rows[0];
}

export type RestaurantSettings = Pick<
  typeof restaurants.$inferInsert,
  | 'name'
  | 'description'
  | 'cuisine'
  | 'address'
  | 'lat'
  | 'lng'
  | 'images'
  | 'openHours'
  | 'minOrderPaise'
  | 'packagingChargePaise'
  | 'deliveryTime'
  | 'isPaused'
>;

/**
 * Writes the settings in one statement that checks and writes: only while `managed` (owner-access.ts
 * `managedBy`) allows the restaurant at that moment, so an owner whose restaurant an admin gave to
 * someone else meanwhile writes nothing. Returns whether it wrote.
 */
export async function updateManagedRestaurant(
  db: Db,
  managed: SQL,
  id: string,
  settings: RestaurantSettings,
): Promise<boolean> {
  const updated = await db
    .update(restaurants)
    // A pause or resume by a person ends the automatic pause's note (decision 052).
    .set({
      ...settings,
      ...(settings.isPaused !== undefined
        ? {
            autoPausedAt: sql`case when ${restaurants.isPaused} = ${settings.isPaused} then ${restaurants.autoPausedAt} end`,
          }
        : {}),
    })
    .where(and(eq(restaurants.id, id), managed))
    .returning({ id: restaurants.id });
  return updated.length > 0;
}
