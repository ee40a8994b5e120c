import {
  MESSAGES,
  type TFoodItem,
  type TPageQuery,
  type TRestaurant,
  type TRestaurantListQuery,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { toFoodItemDto, toRestaurantDto } from './catalogue.mappers.ts';
import * as repo from './catalogue.repo.ts';

export type Page<T> = { items: T[]; total: number };

const offsetOf = (q: TPageQuery) => (q.page - 1) * q.limit;

export async function listRestaurants(db: Db, q: TRestaurantListQuery): Promise<Page<TRestaurant>> {
  const text = q.q?.toLowerCase();
  const { rows, total } = await repo.findActiveRestaurantsPage(
    db,
    { limit: q.limit, offset: offsetOf(q) },
    {
      textPattern: text ? `%${escapeLike(text)}%` : undefined,
      minRating: q.minRating,
      maxDeliveryTime: q.maxDeliveryTime,
      maxPriceLevel: q.maxPriceLevel,
    },
  );
  return { items: rows.map(toRestaurantDto), total };
}

export async function getRestaurant(db: Db, id: string): Promise<TRestaurant> {
  const row = await repo.findRestaurantById(db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  return toRestaurantDto(row);
}

export async function listMenu(db: Db, q: TPageQuery & { restaurantId: string }): Promise<Page<TFoodItem>> {
  const restaurant = await repo.findRestaurantById(db, q.restaurantId);
  if (!restaurant?.isActive) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  const { rows, total } = await repo.findFoodItemsPage(db, {
    restaurantId: q.restaurantId,
    limit: q.limit,
    offset: offsetOf(q),
  });
  return { items: rows.map((r) => toFoodItemDto(r, 'id')), total };
}

export async function listFoodItems(
  db: Db,
  q: TPageQuery & { restaurantId?: string | undefined },
): Promise<Page<TFoodItem>> {
  const { rows, total } = await repo.findFoodItemsPage(db, {
    ...(q.restaurantId ? { restaurantId: q.restaurantId } : {}),
    limit: q.limit,
    offset: offsetOf(q),
  });
  return { items: rows.map((r) => toFoodItemDto(r, 'object')), total };
}
