import {
  DEFAULT_DELIVERY_RADIUS_KM,
  isInZone,
  MESSAGES,
  paiseToRupees,
  quoteDelivery,
  SERVICEABILITY_MESSAGES,
  type TDeliveryZone,
  type TFeeSlab,
  type TLatLng,
  type TServiceability,
  type TServiceQuote,
  zonePolygonProblem,
  zoneReachKm,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idIsOneOf } from '../../db/id-is-one-of.ts';
import { restaurants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceZoneChange } from '../../lib/zone-changes.ts';
import type { SessionUser } from '../auth/auth.ts';
import { managedRestaurant } from '../owner/owner-access.ts';
import { deliveryFeeSlabs } from '../site-settings/site-settings-port.ts';
import { type BusyMode, type EtaFacts, etaFacts, etaInputsFor, withBusyMode } from './eta-facts.ts';
import * as repo from './serviceability.repo.ts';
import type { DeliverableFilter } from './serviceability-port.ts';
import { type SnapshotRow, zoneSnapshot } from './zone-snapshot.ts';

function notDeliverableReason(zone: TDeliveryZone | null): string {
  if (zone?.kind === 'polygon') return SERVICEABILITY_MESSAGES.outsidePolygon;
  return SERVICEABILITY_MESSAGES.outsideRadius(zone?.km ?? DEFAULT_DELIVERY_RADIUS_KM);
}

/** GET /api/serviceability: can this restaurant deliver here, how far, for how much, how soon. */
export async function serviceability(db: Db, restaurantId: string, point: TLatLng): Promise<TServiceability> {
  const [restaurant, slabs, facts] = await Promise.all([
    repo.findRestaurantZone(db, restaurantId),
    deliveryFeeSlabs(db),
    etaFacts(db).read(),
  ]);
  if (!restaurant?.isActive) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  const quote = quoteWithHistory(restaurant, point, slabs, facts);
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

/** What a list needs to keep only the restaurants that deliver to a point, and to quote each one. */

/**
 * The restaurants that deliver to `point` (decision 041), as a condition the lists AND into their
 * own query (the ids as one uuid[] parameter) and a quote for each row they show. From the
 * instance's zone snapshot: a bounding box of each zone's reach first, the exact zone after; the
 * fee and time are worked out only for the rows a page shows (a typical point is served by ~1,700
 * restaurants at bench scale, a page shows 10).
 */
export async function deliverableFilter(db: Db, point: TLatLng): Promise<DeliverableFilter> {
  const [rows, slabs, facts] = await Promise.all([
    zoneSnapshot(db).read(),
    deliveryFeeSlabs(db),
    etaFacts(db).read(),
  ]);
  const serving = restaurantsServing(rows, point);
  const quotes = new Map<string, TServiceQuote>();
  return {
    where: serving.size ? idIsOneOf(restaurants.id, [...serving.keys()]) : sql`false`,
    size: serving.size,
    quote: (row) => {
      const restaurant = serving.get(row.id);
      if (!restaurant) return undefined;
      let quote = quotes.get(row.id);
      if (!quote) {
        quote = quoteWithHistory(restaurant, point, slabs, facts);
        quotes.set(row.id, quote);
      }
      return quote;
    },
  };
}

/** Which of `rows` deliver to `point`, by id: pure, for the lists and the bench. */
export function restaurantsServing(rows: readonly SnapshotRow[], point: TLatLng): Map<string, SnapshotRow> {
  const serving = new Map<string, SnapshotRow>();
  const kmPerDegLng = 111.32 * Math.cos((point.lat * Math.PI) / 180);
  for (const row of rows) {
    // The box of the zone's reach around the restaurant, before any trigonometry.
    if (Math.abs(row.lat - point.lat) * 110.574 > row.reachKm + 0.01) continue;
    if (Math.abs(row.lng - point.lng) * kmPerDegLng > row.reachKm + 0.01) continue;
    if (isInZone(row, row.zone, point)) serving.set(row.id, row);
  }
  return serving;
}

/** A quote whose time uses what the kitchens and riders of the last hours showed (decision 043). */
function quoteWithHistory(
  restaurant: Parameters<typeof quoteDelivery>[0] & { id: string } & BusyMode,
  point: TLatLng,
  slabs: readonly TFeeSlab[],
  facts: EtaFacts | undefined,
): TServiceQuote {
  if (!facts)
    return quoteDelivery(
      { ...restaurant, prepMinutes: withBusyMode(restaurant.prepMinutes, restaurant) },
      point,
      slabs,
    );
  const { prepMinutes, model } = etaInputsFor(facts, restaurant);
  return quoteDelivery({ ...restaurant, prepMinutes }, point, slabs, model);
}

/**
 * An order's delivery to a point: its fee (paise) and time window, or a 400 when the restaurant does
 * not deliver there (`mustDeliver`; an address without a pin is only estimated). Placing an order
 * calls it before anything is written.
 */
export async function quoteForAddress(
  db: Db,
  restaurant: repo.ZoneRow,
  point: TLatLng,
  mustDeliver = true,
): Promise<{ deliveryFeePaise: number; etaMinutes: { min: number; max: number } }> {
  const [slabs, facts] = await Promise.all([deliveryFeeSlabs(db), etaFacts(db).read()]);
  const quote = quoteWithHistory(restaurant, point, slabs, facts);
  if (mustDeliver && !quote.deliverable)
    throw new AppError('BAD_REQUEST', SERVICEABILITY_MESSAGES.outsideZone);
  return { deliveryFeePaise: quote.deliveryFeePaise, etaMinutes: quote.etaMinutes };
}

/** GET /api/restaurants/:id/delivery-zone: its owner or an admin. */
export async function getDeliveryZone(
  db: Db,
  caller: SessionUser,
  restaurantId: string,
): Promise<{ restaurantId: string; zone: TDeliveryZone | null }> {
  await managedRestaurant(db, caller, restaurantId);
  const row = await repo.findRestaurantZone(db, restaurantId);
  return { restaurantId, zone: row?.zone ?? null };
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
  await announceZoneChange(db);
  return { restaurantId, zone };
}
