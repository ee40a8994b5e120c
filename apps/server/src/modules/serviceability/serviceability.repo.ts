import type { TDeliveryZone } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';

/** What a quote needs of a restaurant: where it is, where it delivers, how long its kitchen takes. */
export type ZoneRow = {
  id: string;
  lat: number;
  lng: number;
  zone: TDeliveryZone | null;
  prepMinutes: number | null;
  /** Busy mode (decision 052): extra prep minutes until busyUntil. */
  busyMinutes: number;
  busyUntil: Date | null;
};

const zoneColumns = {
  id: restaurants.id,
  lat: restaurants.lat,
  lng: restaurants.lng,
  zone: restaurants.deliveryZone,
  prepMinutes: restaurants.prepMinutes,
  busyMinutes: restaurants.busyMinutes,
  busyUntil: restaurants.busyUntil,
};

export async function findRestaurantZone(
  db: Db,
  id: string,
): Promise<(ZoneRow & { isActive: boolean; isPaused: boolean }) | undefined> {
  const [row] = await db
    .select({ ...zoneColumns, isActive: restaurants.isActive, isPaused: restaurants.isPaused })
    .from(restaurants)
    .where(eq(restaurants.id, id))
    .limit(1);
  return row;
}

export async function saveZone(
  db: Db,
  id: string,
  zone: TDeliveryZone | null,
  reachKm: number,
): Promise<void> {
  await db
    .update(restaurants)
    .set({ deliveryZone: zone === null ? sql`null` : zone, deliveryReachKm: reachKm })
    .where(eq(restaurants.id, id));
}
