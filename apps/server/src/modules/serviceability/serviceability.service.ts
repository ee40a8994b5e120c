import {
  boundingBox,
  DEFAULT_DELIVERY_RADIUS_KM,
  MESSAGES,
  paiseToRupees,
  quoteDelivery,
  SERVICEABILITY_MESSAGES,
  type TDeliveryZone,
  type TLatLng,
  type TServiceability,
  type TServiceQuote,
  zonePolygonProblem,
  zoneReachKm,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliveryFeeSlabs } from '../admin/site-settings.ts';
import type { SessionUser } from '../auth/auth.ts';
import { managedRestaurant } from '../owner/owner-access.ts';
import * as repo from './serviceability.repo.ts';

function notDeliverableReason(zone: TDeliveryZone | null): string {
  if (zone?.kind === 'polygon') return SERVICEABILITY_MESSAGES.outsidePolygon;
  return SERVICEABILITY_MESSAGES.outsideRadius(zone?.km ?? DEFAULT_DELIVERY_RADIUS_KM);
}

/** GET /api/serviceability: can this restaurant deliver here, how far, for how much, how soon. */
export async function serviceability(db: Db, restaurantId: string, point: TLatLng): Promise<TServiceability> {
  const [restaurant, slabs] = await Promise.all([
    repo.findRestaurantZone(db, restaurantId),
    deliveryFeeSlabs(db),
  ]);
  if (!restaurant?.isActive) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  const quote = quoteDelivery(restaurant, point, slabs);
  const reason = restaurant.isPaused
    ? SERVICEABILITY_MESSAGES.restaurantClosed
    : quote.deliverable
      ? null
      : notDeliverableReason(restaurant.zone);
  return {
    deliverable: quote.deliverable && !restaurant.isPaused,
    distanceKm: quote.distanceKm,
    deliveryFee: paiseToRupees(quote.deliveryFeePaise),
    etaMinutes: quote.etaMinutes,
    reason,
  };
}

/**
 * Every active restaurant that delivers to `point`, with its quote: a box as wide as the widest zone
 * in SQL (an index range), the exact zone in code. The lists filter on these ids.
 */
export async function deliverableNear(db: Db, point: TLatLng): Promise<Map<string, TServiceQuote>> {
  const [reach, slabs] = await Promise.all([repo.widestReachKm(db), deliveryFeeSlabs(db)]);
  const quotes = new Map<string, TServiceQuote>();
  if (reach <= 0) return quotes;
  for (const row of await repo.findActiveInBox(db, boundingBox(point, reach))) {
    const quote = quoteDelivery(row, point, slabs);
    if (quote.deliverable) quotes.set(row.id, quote);
  }
  return quotes;
}

/**
 * The delivery fee of an order to a pinned address (paise), or a 400 when the restaurant does not
 * deliver there. Placing an order calls it before anything is written.
 */
export async function feeForAddress(db: Db, restaurantId: string, point: TLatLng): Promise<number> {
  const [restaurant, slabs] = await Promise.all([
    repo.findRestaurantZone(db, restaurantId),
    deliveryFeeSlabs(db),
  ]);
  if (!restaurant) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  const quote = quoteDelivery(restaurant, point, slabs);
  if (!quote.deliverable) throw new AppError('BAD_REQUEST', SERVICEABILITY_MESSAGES.outsideZone);
  return quote.deliveryFeePaise;
}

/** PUT /api/restaurants/:id/delivery-zone: its owner or an admin; a drawn zone is checked first. */
export async function setDeliveryZone(
  db: Db,
  caller: SessionUser,
  restaurantId: string,
  zone: TDeliveryZone | null,
): Promise<{ restaurantId: string; zone: TDeliveryZone | null }> {
  const restaurant = await managedRestaurant(db, caller, restaurantId);
  if (zone?.kind === 'polygon') {
    const problem = zonePolygonProblem(restaurant, zone.polygon);
    if (problem) throw new AppError('BAD_REQUEST', problem);
  }
  await repo.saveZone(db, restaurantId, zone, zoneReachKm(restaurant, zone));
  return { restaurantId, zone };
}
