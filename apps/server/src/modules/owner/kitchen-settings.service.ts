import {
  MESSAGES,
  nextIndiaMorning,
  OWNER_MESSAGES,
  type TFoodItem,
  type TRestaurant,
  type ZKitchenSettingsInput,
} from '@app/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { foodItems, restaurants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceZoneChange } from '../../lib/zone-changes.ts';
import type { SessionUser } from '../auth/auth.ts';
import { flattenRestaurant, toFoodItemDto, toRestaurantDto } from '../catalogue/catalogue.mappers.ts';
import { findFoodItemWithOwner } from './menu.repo.ts';
import { canManage, managedBy } from './owner-access.ts';
import { findRestaurantWithOwner } from './restaurant-settings.repo.ts';

/**
 * PUT /api/restaurants/{id}/kitchen (decision 052): busy mode (on until the next 6:00 am in India),
 * auto-accept, the minutes a paid order may wait, the kitchen's prep time, and the scheduled
 * orders a half hour takes (decision 053). One statement checks who may write and writes.
 */
export async function setKitchenSettings(
  db: Db,
  caller: SessionUser,
  id: string,
  input: z.output<typeof ZKitchenSettingsInput>,
  now = new Date(),
): Promise<TRestaurant> {
  const updated = await db
    .update(restaurants)
    .set({
      busyMinutes: input.busyMinutes,
      busyUntil: input.busyMinutes > 0 ? nextIndiaMorning(now) : null,
      autoAccept: input.autoAccept,
      acceptWithinMinutes: input.acceptWithinMinutes,
      ...(input.slotCapacity !== undefined ? { slotCapacity: input.slotCapacity } : {}),
      ...(input.prepMinutes !== undefined ? { prepMinutes: input.prepMinutes } : {}),
    })
    .where(and(eq(restaurants.id, id), managedBy(caller) as SQL))
    .returning({ id: restaurants.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  // The delivery estimates read busy mode from the zone snapshot: read it again.
  await announceZoneChange(db);
  const row = await findRestaurantWithOwner(db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  return toRestaurantDto(flattenRestaurant(row), caller);
}

/**
 * PUT /api/food-items/{id}/sold-out-today: sold out until the next 6:00 am in India (true), or on
 * sale again now (false). Every read that says whether it can be ordered reads the time, so it
 * comes back by itself with no job.
 */
export async function setSoldOutToday(
  db: Db,
  caller: SessionUser,
  id: string,
  soldOutToday: boolean,
  now = new Date(),
): Promise<TFoodItem> {
  const dish = await findFoodItemWithOwner(db, id);
  if (!dish || !canManage(caller, dish.ownerId))
    throw new AppError('NOT_FOUND', OWNER_MESSAGES.foodItemNotFound);
  await db
    .update(foodItems)
    .set({ soldOutUntil: soldOutToday ? nextIndiaMorning(now) : null })
    .where(eq(foodItems.id, id));
  const row = await findFoodItemWithOwner(db, id);
  if (!row) throw new AppError('NOT_FOUND', OWNER_MESSAGES.foodItemNotFound);
  return toFoodItemDto(row, 'object', now);
}
