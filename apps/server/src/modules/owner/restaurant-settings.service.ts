import {
  MESSAGES,
  rupeesToPaise,
  type TOwnerRestaurantSummary,
  type TRestaurant,
  type ZRestaurantSettingsInput,
} from '@app/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { restaurants, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceZoneChange } from '../../lib/zone-changes.ts';
import type { SessionUser } from '../auth/auth.ts';
import { flattenRestaurant, toRestaurantDto } from '../catalogue/catalogue.mappers.ts';
import { managedBy, managedRestaurant, ownerScope } from './owner-access.ts';

/** The workspace's restaurant picker: the owner's restaurants by name (an admin: every restaurant, first 500). */
export async function listManagedRestaurants(
  db: Db,
  caller: SessionUser,
  page: { page: number; limit: number },
): Promise<{ items: TOwnerRestaurantSummary[]; total: number }> {
  const ownerId = ownerScope(caller);
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
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(restaurants).where(where),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    items: rows.map((r) => ({ _id: r.id, name: r.name, isActive: r.isActive, isPaused: r.isPaused })),
  };
}

async function readRestaurant(db: Db, caller: SessionUser, id: string): Promise<TRestaurant> {
  const rows = await db
    .select({ restaurant: restaurants, ownerUsername: user.username, ownerEmail: user.email })
    .from(restaurants)
    .leftJoin(user, eq(user.id, restaurants.ownerId))
    .where(eq(restaurants.id, id))
    .limit(1);
  const r = rows[0];
  if (!r) throw new Error('restaurant vanished');
  // The caller manages this restaurant (its owner or an admin), so the owner block is theirs to see.
  return toRestaurantDto(flattenRestaurant(r), caller);
}

/** My Restaurant: the owner's own restaurant whatever its state (paused, or made inactive by an admin). */
export async function getManagedRestaurant(db: Db, caller: SessionUser, id: string): Promise<TRestaurant> {
  await managedRestaurant(db, caller, id);
  return readRestaurant(db, caller, id);
}

/** Settings: the owner's own details, hours, minimum order, delivery time, and open / paused. */
export async function updateRestaurantSettings(
  db: Db,
  caller: SessionUser,
  id: string,
  input: z.output<typeof ZRestaurantSettingsInput>,
): Promise<TRestaurant> {
  // One statement checks who manages the restaurant and writes: an owner whose restaurant an admin
  // gave to someone else meanwhile writes nothing.
  const [updated] = await db
    .update(restaurants)
    .set({
      name: input.name,
      description: input.description,
      cuisine: input.cuisine,
      address: input.address,
      lat: input.location.lat,
      lng: input.location.lng,
      images: input.images,
      openHours: input.openHours,
      minOrderPaise: rupeesToPaise(input.minOrderAmount),
      deliveryTime: input.deliveryTime,
      isPaused: input.isPaused,
    })
    .where(and(eq(restaurants.id, id), managedBy(caller)))
    .returning({ id: restaurants.id });
  if (!updated) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  // The location may have moved: who-delivers-here is read again.
  await announceZoneChange(db);
  return readRestaurant(db, caller, id);
}
