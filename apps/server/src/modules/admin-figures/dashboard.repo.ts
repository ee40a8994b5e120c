import { desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, orders, restaurants, user } from '../../db/schema/index.ts';
import { sqlRows } from '../../lib/india-days.ts';
import { GMV_PAISE, SALE } from '../../lib/sales.sql.ts';
import { auditTargetName } from '../audit/record-audit.ts';

/** Statuses of an order still on its way (the dashboard's "open orders"). */
export const OPEN_STATUSES = ['AwaitingPayment', 'Processing', 'Preparing', 'On the way'] as const;

/** Orders, sales and their GMV (paise; lib/sales.sql.ts) placed since `since`: one pass over orders_admin_created_idx. */
export async function orderTotalsSince(db: Db, since: Date) {
  const [row] = await sqlRows<{ orders: number; paid: number; gmvPaise: number | string }>(
    db,
    sql`
      select count(*)::int as orders, (count(*) filter (where ${SALE}))::int as paid,
        coalesce(sum(${GMV_PAISE}) filter (where ${SALE}), 0)::bigint as "gmvPaise"
      from orders o
      where o.created_at >= ${since}`,
  );
  return { orders: row?.orders ?? 0, paid: row?.paid ?? 0, gmvPaise: Number(row?.gmvPaise ?? 0) };
}

export function restaurantsByActive(db: Db) {
  return db
    .select({ isActive: restaurants.isActive, n: sql<number>`count(*)::int` })
    .from(restaurants)
    .groupBy(restaurants.isActive);
}

/** user_role_idx answers this as an index-only group-by. */
export function usersByRole(db: Db) {
  return db.select({ role: user.role, n: sql<number>`count(*)::int` }).from(user).groupBy(user.role);
}

/** orders_status_created_idx: one probe per open status. */
export function openOrdersByStatus(db: Db) {
  return db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.status, [...OPEN_STATUSES]))
    .groupBy(orders.status);
}

export function recentOrders(db: Db, limit: number) {
  return db
    .select({
      id: orders.id,
      restaurantName: restaurants.name,
      totalPaise: orders.totalPaise,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export function recentAudit(db: Db, limit: number) {
  return db
    .select({ ...getTableColumns(auditLog), targetName: auditTargetName })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
