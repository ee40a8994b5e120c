import type { TOrderViewer } from '@app/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import { orders, restaurants, user } from '../../db/schema/index.ts';
import { istDay, istHour, istWeek, sqlRows } from '../../lib/india-days.ts';
import { RATING_COUNT_OF_REVIEWS, RATING_OF_REVIEWS, REVIEW_COUNTS } from '../../lib/rating.sql.ts';
import { GMV_PAISE, NET_PAISE, REFUNDED_PAISE, SALE, saleInRange } from '../../lib/sales.sql.ts';
import { orderVisibleTo } from '../orders/order-visibility.sql.ts';

/**
 * The owner's figures, each one SQL aggregate over one restaurant's orders in a date range
 * (orders_restaurant_created_idx), never rows loaded into JS. Days are India's (lib/india-days.ts).
 */
// What counts as a sale and its money: lib/sales.sql.ts, as in the admin's figures. The owner's
// "revenue" is the net of the sales (what customers paid, less the refunds that succeeded).
const rows = sqlRows;

export async function salesTotals(db: Db, restaurantId: string, todayStart: Date, weekStart: Date) {
  const [r] = await rows<{
    todayOrders: number;
    todayPaise: number;
    weekOrders: number;
    weekPaise: number;
    waiting: number;
  }>(
    db,
    sql`
      select
        (count(*) filter (where o.created_at >= ${todayStart} and ${SALE}))::int as "todayOrders",
        coalesce(sum(${NET_PAISE}) filter (where o.created_at >= ${todayStart} and ${SALE}), 0)::float8 as "todayPaise",
        (count(*) filter (where ${SALE}))::int as "weekOrders",
        coalesce(sum(${NET_PAISE}) filter (where ${SALE}), 0)::float8 as "weekPaise",
        (select count(*)::int from orders w where w.restaurant_id = ${restaurantId} and w.status = 'Processing') as waiting
      from orders o
      where o.restaurant_id = ${restaurantId} and o.created_at >= ${weekStart}`,
  );
  return r ?? { todayOrders: 0, todayPaise: 0, weekOrders: 0, weekPaise: 0, waiting: 0 };
}

// Reviews an admin hid (decision 019) count nowhere the owner or the public sees.
export async function ratingTotals(db: Db, restaurantId: string) {
  const [r] = await rows<{ average: number | null; count: number }>(
    db,
    sql`select ${RATING_OF_REVIEWS} as average, ${RATING_COUNT_OF_REVIEWS} as count from reviews r where r.restaurant_id = ${restaurantId} and ${REVIEW_COUNTS}`,
  );
  return { average: r?.average ?? 0, count: r?.count ?? 0 };
}

/** The restaurant's latest orders that `viewer` may see (the shared rule: never one awaiting payment). */
export async function recentOrders(db: Db, viewer: TOrderViewer, restaurantId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      name: user.name,
      totalPaise: orders.totalPaise,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(user, eq(user.id, orders.userId))
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        ne(orders.status, 'AwaitingPayment'),
        orderVisibleTo(viewer),
      ),
    )
    .orderBy(descNullsLast(orders.createdAt))
    .limit(limit);
}

export async function recentReviews(db: Db, restaurantId: string, limit: number) {
  return rows<{ id: string; name: string | null; rating: number; comment: string; createdAt: string }>(
    db,
    sql`
      select r.id, u.name, r.rating, r.comment, r.created_at as "createdAt"
      from reviews r left join "user" u on u.id = r.user_id
      where r.restaurant_id = ${restaurantId} and r.hidden_at is null
      order by r.created_at desc nulls last limit ${limit}`,
  );
}

export async function salesPerDay(db: Db, restaurantId: string, since: Date) {
  return rows<{ day: string; orders: number; paise: number }>(
    db,
    sql`
      select ${istDay(sql`o.created_at`)} as day,
        count(*)::int as orders, sum(${NET_PAISE})::float8 as paise
      from orders o
      where o.restaurant_id = ${restaurantId} and o.created_at >= ${since} and ${SALE}
      group by 1 order by 1`,
  );
}

export async function ordersByHour(db: Db, restaurantId: string, since: Date) {
  return rows<{ hour: number; orders: number }>(
    db,
    sql`
      select ${istHour(sql`o.created_at`)} as hour, count(*)::int as orders
      from orders o
      where o.restaurant_id = ${restaurantId} and o.created_at >= ${since} and ${SALE}
      group by 1 order by 1`,
  );
}

export async function topDishes(db: Db, restaurantId: string, since: Date, limit: number) {
  return rows<{ name: string; quantity: number; paise: number }>(
    db,
    sql`
      select i.name, sum(i.quantity)::int as quantity, sum(i.quantity * i.unit_price_paise)::float8 as paise
      from orders o join order_items i on i.order_id = o.id
      where o.restaurant_id = ${restaurantId} and o.created_at >= ${since} and ${SALE}
      group by i.name order by quantity desc, i.name limit ${limit}`,
  );
}

export async function ratingByWeek(db: Db, restaurantId: string, since: Date) {
  return rows<{ week: string; average: number; count: number }>(
    db,
    sql`
      select ${istWeek(sql`r.created_at`)} as week,
        ${RATING_OF_REVIEWS} as average, ${RATING_COUNT_OF_REVIEWS} as count
      from reviews r
      where r.restaurant_id = ${restaurantId} and r.created_at >= ${since} and ${REVIEW_COUNTS}
      group by 1 order by 1`,
  );
}

export async function cancellations(db: Db, restaurantId: string, since: Date) {
  const [r] = await rows<{ paid: number; cancelled: number }>(
    db,
    sql`
      select count(*)::int as paid, (count(*) filter (where o.status = 'Cancelled'))::int as cancelled
      from orders o
      where o.restaurant_id = ${restaurantId} and o.created_at >= ${since} and ${SALE}`,
  );
  return r ?? { paid: 0, cancelled: 0 };
}

export type CustomerRow = {
  id: string;
  name: string | null;
  orders: number;
  lastOrderAt: string;
  paise: number;
};

/** Customers: people with a paid order here, most recent first (optionally searched by name). */
export async function customersPage(
  db: Db,
  restaurantId: string,
  pattern: string | undefined,
  limit: number,
  offset: number,
) {
  return rows<CustomerRow>(
    db,
    sql`
      select o.user_id as id, u.name, count(*)::int as orders, max(o.created_at) as "lastOrderAt",
        sum(${NET_PAISE})::float8 as paise
      from orders o join "user" u on u.id = o.user_id
      where o.restaurant_id = ${restaurantId} and ${SALE}
        ${pattern ? sql`and lower(u.name) like ${pattern}` : sql``}
      group by o.user_id, u.name
      order by max(o.created_at) desc, o.user_id
      limit ${limit} offset ${offset}`,
  );
}

export async function customersCount(db: Db, restaurantId: string, pattern: string | undefined) {
  const [r] = await rows<{ n: number }>(
    db,
    sql`
      select count(distinct o.user_id)::int as n
      from orders o join "user" u on u.id = o.user_id
      where o.restaurant_id = ${restaurantId} and ${SALE}
        ${pattern ? sql`and lower(u.name) like ${pattern}` : sql``}`,
  );
  return r?.n ?? 0;
}

export type SalesRow = {
  id: string;
  createdAt: string;
  status: string;
  name: string | null;
  items: string | null;
  itemCount: number | null;
  subtotalPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  refundedPaise: number;
  netPaise: number;
};

/** Reports: one row per paid order placed in [from, to), oldest first, with its lines summed up. */
export async function salesRows(
  db: Db,
  restaurantId: string,
  from: Date,
  to: Date,
  limit: number,
  offset: number,
) {
  return rows<SalesRow>(
    db,
    sql`
      select o.id, o.created_at as "createdAt", o.status, u.name,
        (select string_agg(i.quantity || ' x ' || i.name, '; ' order by i.name) from order_items i where i.order_id = o.id) as items,
        (select sum(i.quantity)::int from order_items i where i.order_id = o.id) as "itemCount",
        o.subtotal_paise as "subtotalPaise", o.delivery_fee_paise as "deliveryFeePaise",
        ${GMV_PAISE} as "totalPaise", ${REFUNDED_PAISE}::int as "refundedPaise", ${NET_PAISE}::int as "netPaise"
      from orders o left join "user" u on u.id = o.user_id
      where o.restaurant_id = ${restaurantId} and ${saleInRange(from, to)}
      order by o.created_at, o.id
      limit ${limit} offset ${offset}`,
  );
}
