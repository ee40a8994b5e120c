import { MESSAGES, storedHours, type TRestaurant, type ZOpeningHours } from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import { flattenRestaurant, toRestaurantDto } from '../catalogue/catalogue.mappers.ts';
import * as repo from './opening-hours.repo.ts';
import { managedBy } from './owner-access.ts';
import { findRestaurantWithOwner } from './restaurant-settings.repo.ts';

/**
 * PUT /api/restaurants/{id}/hours (decision 050): its owner or an admin sets the weekly slots, the
 * closed dates and "closed today" (stored as today's India date, so it turns itself off at midnight).
 */
export async function setOpeningHours(
  db: Db,
  caller: SessionUser,
  id: string,
  input: z.output<typeof ZOpeningHours>,
  now = new Date(),
): Promise<TRestaurant> {
  const wrote = await repo.updateManagedHours(db, managedBy(caller), id, storedHours(input, now));
  if (!wrote) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  const row = await findRestaurantWithOwner(db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  return toRestaurantDto(flattenRestaurant(row), caller);
}
