import {
  MESSAGES,
  rupeesToPaise,
  type TOwnerRestaurantSummary,
  type TRestaurant,
  type ZRestaurantSettingsInput,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceZoneChange } from '../../lib/zone-changes.ts';
import type { SessionUser } from '../auth/auth.ts';
import { flattenRestaurant, toRestaurantDto } from '../catalogue/catalogue.mappers.ts';
import { managedBy, managedRestaurant, ownerScope } from './owner-access.ts';
import * as repo from './restaurant-settings.repo.ts';

/** The workspace's restaurant picker: the owner's restaurants by name (an admin: every restaurant, first 500). */
export async function listManagedRestaurants(
  db: Db,
  caller: SessionUser,
  page: { page: number; limit: number },
): Promise<{ items: TOwnerRestaurantSummary[]; total: number }> {
  const { rows, total } = await repo.managedRestaurantsPage(
    db,
    ownerScope(caller),
    page.limit,
    (page.page - 1) * page.limit,
  );
  return {
    total,
    items: rows.map((r) => ({ _id: r.id, name: r.name, isActive: r.isActive, isPaused: r.isPaused })),
  };
}

async function readRestaurant(db: Db, caller: SessionUser, id: string): Promise<TRestaurant> {
  const r = await repo.findRestaurantWithOwner(db, id);
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
  const wrote = await repo.updateManagedRestaurant(db, managedBy(caller), id, {
    name: input.name,
    description: input.description,
    cuisine: input.cuisine,
    address: input.address,
    lat: input.location.lat,
    lng: input.location.lng,
    images: input.images,
    openHours: input.openHours,
    minOrderPaise: rupeesToPaise(input.minOrderAmount),
    ...(input.packagingCharge !== undefined
      ? { packagingChargePaise: rupeesToPaise(input.packagingCharge) }
      : {}),
    deliveryTime: input.deliveryTime,
    isPaused: input.isPaused,
  });
  if (!wrote) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  // The location may have moved: who-delivers-here is read again.
  await announceZoneChange(db);
  return readRestaurant(db, caller, id);
}
