import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courierLocations, courierTrail } from '../../db/schema/index.ts';
import type { CourierPosition } from './courier-positions.ts';

/** How long the thinned route of a delivery is kept (privacy page). */
export const TRAIL_KEPT_DAYS = 30;

export type TrailPoint = { orderId: string; lat: number; lng: number; recordedAt: Date };

/** The latest position written for an order (before this instance heard one). */
export async function findLatest(db: Db, orderId: string): Promise<CourierPosition | undefined> {
  const [row] = await db
    .select()
    .from(courierLocations)
    .where(eq(courierLocations.orderId, orderId))
    .limit(1);
  return row
    ? {
        orderId: row.orderId,
        partnerId: row.partnerId,
        lat: row.lat,
        lng: row.lng,
        speedMps: row.speedMps,
        at: row.recordedAt,
        etaAt: null,
      }
    : undefined;
}

/**
 * The latest position of each order, its arrival estimate, and the route's new points, in one
 * transaction of two statements however many there are. Only deliveries still on the way with
 * the same rider are written (one that ended meanwhile had its position deleted, and stays so),
 * and a position never overwrites a newer one (another instance's).
 */
export async function writePositions(
  db: Db,
  positions: CourierPosition[],
  trail: TrailPoint[],
): Promise<void> {
  const rows = JSON.stringify(
    positions.map((p) => ({
      order_id: p.orderId,
      partner_id: p.partnerId,
      lat: p.lat,
      lng: p.lng,
      speed_mps: p.speedMps,
      recorded_at: p.at.toISOString(),
      eta_at: p.etaAt?.toISOString() ?? null,
    })),
  );
  const points = JSON.stringify(
    trail.map((t) => ({
      order_id: t.orderId,
      lat: t.lat,
      lng: t.lng,
      recorded_at: t.recordedAt.toISOString(),
    })),
  );
  await db.transaction(async (tx) => {
    if (positions.length > 0) {
      await tx.execute(sql`
        with v as (
          select * from jsonb_to_recordset(${rows}::jsonb)
            as v(order_id uuid, partner_id text, lat float8, lng float8, speed_mps real, recorded_at timestamptz, eta_at timestamptz)
        ), live as (
          -- Locked, in one order: a delivery ending now either waits for this write (and then
          -- deletes the position) or has ended, and its order is left out.
          select v.* from v join orders o
            on o.id = v.order_id and o.status = 'On the way' and o.delivery_partner_id = v.partner_id
          order by o.id
          for update of o
        ), estimates as (
          update orders o set eta_at = live.eta_at
          from live where o.id = live.order_id and live.eta_at is not null
        )
        insert into courier_locations (order_id, partner_id, lat, lng, speed_mps, recorded_at)
        select order_id, partner_id, lat, lng, speed_mps, recorded_at from live
        on conflict (order_id) do update set
          lat = excluded.lat, lng = excluded.lng, speed_mps = excluded.speed_mps, recorded_at = excluded.recorded_at
          where courier_locations.recorded_at < excluded.recorded_at`);
    }
    if (trail.length > 0) {
      await tx.execute(sql`
        insert into courier_trail (order_id, lat, lng, recorded_at)
        select v.order_id, v.lat, v.lng, v.recorded_at
        from jsonb_to_recordset(${points}::jsonb) as v(order_id uuid, lat float8, lng float8, recorded_at timestamptz)
        where exists (select 1 from orders o where o.id = v.order_id)`);
    }
  });
}

/** Route points older than TRAIL_KEPT_DAYS are deleted (courier_trail_recorded_idx). */
export async function purgeOldTrail(db: Db, now: Date): Promise<void> {
  await db
    .delete(courierTrail)
    .where(lt(courierTrail.recordedAt, new Date(now.getTime() - TRAIL_KEPT_DAYS * 86_400_000)));
}
