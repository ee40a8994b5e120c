import {
  isOpenNow,
  MESSAGES,
  storedHoursOf,
  type TFoodItem,
  type TPageQuery,
  type TRestaurant,
  type TRestaurantListQuery,
  type TRestaurantNearby,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import type { Serviceability } from '../serviceability/serviceability-port.ts';
import { type OwnerViewer, toFoodItemDto, toRestaurantDto } from './catalogue.mappers.ts';
import * as repo from './catalogue.repo.ts';
import { withQuote } from './catalogue-quotes.ts';

export type Page<T> = { items: T[]; total: number };

const offsetOf = (q: TPageQuery) => (q.page - 1) * q.limit;

export async function listRestaurants(
  db: Db,
  serviceability: Serviceability,
  q: TRestaurantListQuery,
  viewer: OwnerViewer = null,
): Promise<Page<TRestaurantNearby>> {
  const text = q.q?.toLowerCase();
  // With a location, only the restaurants that deliver there (decision 041); without, as before.
  const near =
    q.lat !== undefined && q.lng !== undefined
      ? await serviceability.deliverableFilter(db, { lat: q.lat, lng: q.lng })
      : null;
  const excludeIds = q.openNow ? await closedNowIds(db, new Date()) : undefined;
  const { rows, total } = await repo.findActiveRestaurantsPage(
    db,
    { limit: q.limit, offset: offsetOf(q) },
    {
      textPattern: text ? `%${escapeLike(text)}%` : undefined,
      minRating: q.minRating,
      maxDeliveryTime: q.maxDeliveryTime,
      maxPriceLevel: q.maxPriceLevel,
      deliversHere: near?.where,
      excludeIds,
    },
  );
  return { items: rows.map((r) => withQuote(toRestaurantDto(r, viewer), near?.quote(r))), total };
}

/**
 * "Open now" (decision 050): the rule lives in packages/shared, so the restaurants closed now are
 * found by it over the few that have hours at all, and left out of the page in SQL.
 */
async function closedNowIds(db: Db, now: Date): Promise<string[]> {
  const rows = await repo.findActiveRestaurantHours(db);
  return rows.filter((r) => !isOpenNow(storedHoursOf(r), now)).map((r) => r.id);
}

export async function getRestaurant(db: Db, id: string, viewer: OwnerViewer = null): Promise<TRestaurant> {
  const row = await repo.findRestaurantById(db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  return toRestaurantDto(row, viewer);
}

/**
 * A restaurant's menu. An inactive restaurant's menu is gone for customers, but its owner (and
 * admins) still read it; `viewer` is asked only then, so the public read costs no session lookup.
 */
export async function listMenu(
  db: Db,
  q: TPageQuery & { restaurantId: string },
  viewer: () => Promise<{ id: string; role: string } | null> = async () => null,
): Promise<Page<TFoodItem>> {
  const restaurant = await repo.findRestaurantById(db, q.restaurantId);
  if (!restaurant) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  if (!restaurant.isActive) {
    const who = await viewer();
    const manages = who?.role === 'admin' || (who !== null && who.id === restaurant.ownerId);
    if (!manages) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  }
  const { rows, total } = await repo.findFoodItemsPage(db, {
    restaurantId: q.restaurantId,
    limit: q.limit,
    offset: offsetOf(q),
    includeInactive: !restaurant.isActive,
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
