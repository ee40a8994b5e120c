import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { istDay, sqlRows } from '../../lib/india-days.ts';
import { GMV_PAISE, NET_PAISE, REFUND_SUCCEEDED, REFUNDED_PAISE, saleInRange } from '../../lib/sales.sql.ts';

/**
 * Business Analytics and Sales Reports (decision 020): SQL aggregates over the paid orders placed in
 * [from, to). Each reads orders_paid_created_cover_idx (drizzle/0012: created_at of paid orders,
 * carrying restaurant_id, status, total_paise and delivery_fee_paise), index-only, never rows in JS.
 */
const PAID_IN_RANGE = saleInRange;

/** Paid orders, their GMV (paise, what customers paid) and how many were cancelled, per India day. */
export function ordersPerDay(db: Db, from: Date, to: Date) {
  return sqlRows<{ day: string; orders: number; paise: number; cancelled: number }>(
    db,
    sql`
      select ${istDay(sql`o.created_at`)} as day, count(*)::int as orders,
        coalesce(sum(${GMV_PAISE}), 0)::float8 as paise,
        (count(*) filter (where o.status = 'Cancelled'))::int as cancelled
      from orders o
      where ${PAID_IN_RANGE(from, to)}
      group by 1 order by 1`,
  );
}

/** Accounts created per India day (user_created_at_idx). */
export function newUsersPerDay(db: Db, from: Date, to: Date) {
  return sqlRows<{ day: string; users: number }>(
    db,
    sql`
      select ${istDay(sql`u.created_at`)} as day, count(*)::int as users
      from "user" u
      where u.created_at >= ${from} and u.created_at < ${to}
      group by 1 order by 1`,
  );
}

/** Paid orders by the restaurant's area: one pass, joined to restaurants by primary key. */
export function ordersByArea(db: Db, from: Date, to: Date) {
  return sqlRows<{ area: string; orders: number; paise: number }>(
    db,
    sql`
      select r.area, sum(t.orders)::int as orders, sum(t.paise)::float8 as paise
      from (
        select o.restaurant_id, count(*) as orders, sum(${GMV_PAISE}) as paise
        from orders o where ${PAID_IN_RANGE(from, to)} group by o.restaurant_id
      ) t join restaurants r on r.id = t.restaurant_id
      group by r.area order by orders desc, r.area`,
  );
}

export function topRestaurants(db: Db, from: Date, to: Date, limit: number) {
  return sqlRows<{ id: string; name: string; orders: number; paise: number }>(
    db,
    sql`
      select t.restaurant_id as id, r.name, t.orders, t.paise
      from (
        select o.restaurant_id, count(*)::int as orders, sum(${GMV_PAISE})::float8 as paise
        from orders o where ${PAID_IN_RANGE(from, to)}
        group by o.restaurant_id order by paise desc, o.restaurant_id limit ${limit}
      ) t join restaurants r on r.id = t.restaurant_id
      order by t.paise desc, t.restaurant_id`,
  );
}

/** Sales of the range with money sent back (a refund that succeeded: lib/sales.sql.ts). */
export async function refundedOrders(db: Db, from: Date, to: Date): Promise<number> {
  const [r] = await sqlRows<{ n: number }>(
    db,
    sql`
      select count(distinct f.order_id)::int as n
      from refunds f join orders o on o.id = f.order_id
      where ${REFUND_SUCCEEDED} and ${PAID_IN_RANGE(from, to)}`,
  );
  return r?.n ?? 0;
}

export type SalesReportRow = {
  id: string;
  name: string;
  orders: number;
  gmvPaise: number;
  feesPaise: number;
  refundsPaise: number;
  netPaise: number;
};

export type SalesReportCursor = { name: string; id: string } | null;

/**
 * One batch of the sales report: restaurants after `after` in (name, id) order that have a paid
 * order in the range, each with its sums. The report reads batch after batch (keyset, never OFFSET)
 * and writes each to the reply before asking for the next.
 */
export function salesReportBatch(db: Db, from: Date, to: Date, after: SalesReportCursor, limit: number) {
  return sqlRows<SalesReportRow>(
    db,
    sql`
      select r.id, r.name, s.orders, s.gmv::float8 as "gmvPaise", s.fees::float8 as "feesPaise",
        s.refunds::float8 as "refundsPaise", s.net::float8 as "netPaise"
      from restaurants r
      cross join lateral (
        select count(*)::int as orders, coalesce(sum(${GMV_PAISE}), 0) as gmv,
          coalesce(sum(o.delivery_fee_paise), 0) as fees,
          coalesce(sum(${REFUNDED_PAISE}), 0) as refunds, coalesce(sum(${NET_PAISE}), 0) as net
        from orders o where o.restaurant_id = r.id and ${PAID_IN_RANGE(from, to)}
      ) s
      where s.orders > 0 ${after ? sql`and (r.name, r.id) > (${after.name}, ${after.id}::uuid)` : sql``}
      order by r.name, r.id
      limit ${limit}`,
  );
}

/**
 * Paid orders of the range delivered with a promise (decision 043): how many by the promised time,
 * and the mean absolute minutes between delivery and the estimate at payment (the window's start).
 */
export async function deliveryPromises(db: Db, from: Date, to: Date, windowMinutes: number) {
  const [r] = await sqlRows<{ delivered: number; on_time: number; error_minutes: number }>(
    db,
    sql`
      select count(*)::int as delivered,
        count(*) filter (where o.delivered_at <= o.promised_at)::int as on_time,
        coalesce(avg(abs(extract(epoch from o.delivered_at - o.promised_at) / 60 + ${windowMinutes})), 0)::float8
          as error_minutes
      from orders o
      where ${PAID_IN_RANGE(from, to)} and o.delivered_at is not null and o.promised_at is not null`,
  );
  return {
    delivered: r?.delivered ?? 0,
    onTime: r?.on_time ?? 0,
    errorMinutes: Number(r?.error_minutes ?? 0),
  };
}
