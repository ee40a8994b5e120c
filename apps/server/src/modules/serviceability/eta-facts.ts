import { busyMinutesAt, DEFAULT_PREP_MINUTES, DEFAULT_RIDE_SPEED_KMH, type TEtaModel } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RefreshingSnapshot, snapshotPerDb } from '../../lib/refreshing-snapshot.ts';

/** How stale the learned figures may be: they move over hours, not seconds. */
export const ETA_FACTS_TTL_MS = 60_000;
/** A kitchen's own median needs this many orders of the last 14 days; until then, its stated time. */
export const MIN_PREP_SAMPLES = 5;
/** Speeds outside these bounds (km/h) are a phone's noise, not a city's traffic. */
const SPEED_BOUNDS_KMH = [8, 40] as const;

/** What the estimate learns from the orders and riders of the last hours (decision 043). */
export type EtaFacts = {
  /** Each kitchen's median minutes from accepting an order to it being ready, when known. */
  prepMinutes: Map<string, number>;
  /** Orders each kitchen is cooking now. */
  kitchenLoad: Map<string, number>;
  /** Riders' median minutes to reach a restaurant after accepting, over the last hour. */
  pickupMinutes: number;
  /** Riders' mean speed on the way over the last 15 minutes, km/h. */
  speedKmh: number;
};

type Rows<T> = { rows: T[] };

async function readEtaFacts(db: Db): Promise<EtaFacts> {
  const [prep, load, city] = await Promise.all([
    db.execute(sql`
      select restaurant_id as id,
        percentile_cont(0.5) within group (order by extract(epoch from ready_at - preparing_at) / 60) as minutes
      from orders
      where ready_at > now() - interval '14 days' and preparing_at is not null and ready_at > preparing_at
      group by restaurant_id having count(*) >= ${MIN_PREP_SAMPLES}`) as unknown as Promise<
      Rows<{ id: string; minutes: number }>
    >,
    db.execute(sql`
      select restaurant_id as id, count(*)::int as n from orders
      where status = 'Preparing' and ready_at is null group by restaurant_id`) as unknown as Promise<
      Rows<{ id: string; n: number }>
    >,
    db.execute(sql`
      select
        (select avg(speed_mps) * 3.6 from courier_locations
          where recorded_at > now() - interval '15 minutes' and speed_mps > 0.5) as speed_kmh,
        (select percentile_cont(0.5) within group (order by pickup_km) from delivery_offers
          where status = 'accepted' and offered_at > now() - interval '1 hour') as pickup_km`) as unknown as Promise<
      Rows<{ speed_kmh: number | null; pickup_km: number | null }>
    >,
  ]);
  const measured = city.rows[0]?.speed_kmh;
  const speedKmh =
    measured == null
      ? DEFAULT_RIDE_SPEED_KMH
      : Math.min(SPEED_BOUNDS_KMH[1], Math.max(SPEED_BOUNDS_KMH[0], Number(measured)));
  const pickupKm = city.rows[0]?.pickup_km;
  return {
    prepMinutes: new Map(prep.rows.map((r) => [r.id, Number(r.minutes)])),
    kitchenLoad: new Map(load.rows.map((r) => [r.id, Number(r.n)])),
    pickupMinutes: pickupKm == null ? 0 : (Number(pickupKm) / speedKmh) * 60,
    speedKmh,
  };
}

export const etaFacts = snapshotPerDb(
  (db) => new RefreshingSnapshot(() => readEtaFacts(db as Db), ETA_FACTS_TTL_MS),
);

/** Busy mode as stored (decision 052): its minutes count until `busyUntil`. */
export type BusyMode = { busyMinutes?: number; busyUntil?: Date | null };

/**
 * The kitchen's minutes with busy mode's extra on top (decision 052), or `prepMinutes` as it was
 * when the kitchen is not busy (null keeps the estimate's default).
 */
export function withBusyMode(prepMinutes: number | null, busy: BusyMode, now = new Date()): number | null {
  const extra = busyMinutesAt({ busyMinutes: busy.busyMinutes ?? 0, busyUntil: busy.busyUntil ?? null }, now);
  return extra > 0 ? (prepMinutes ?? DEFAULT_PREP_MINUTES) + extra : prepMinutes;
}

/**
 * The estimate's inputs for one restaurant: its own kitchen time when learned, else what the owner
 * set, plus busy mode's minutes while it lasts.
 */
export function etaInputsFor(
  facts: EtaFacts,
  restaurant: { id: string; prepMinutes: number | null } & BusyMode,
): { prepMinutes: number | null; model: TEtaModel } {
  return {
    prepMinutes: withBusyMode(facts.prepMinutes.get(restaurant.id) ?? restaurant.prepMinutes, restaurant),
    model: {
      kitchenLoad: facts.kitchenLoad.get(restaurant.id) ?? 0,
      pickupMinutes: facts.pickupMinutes,
      speedKmh: facts.speedKmh,
    },
  };
}
