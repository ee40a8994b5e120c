import { DAY_MS, paiseToRupees, startOfIndiaDay, type TAdminDashboard } from '@app/shared';
import type { Db } from '../../db/client.ts';
import * as repo from './dashboard.repo.ts';

/** The admin dashboard's figures: a handful of aggregates, each on an index, run together. */
export async function getDashboard(db: Db, now = new Date()): Promise<TAdminDashboard> {
  const today = startOfIndiaDay(now);
  const weekAgo = new Date(today.getTime() - 6 * DAY_MS);
  const [day, week, active, roles, open, recent, actions] = await Promise.all([
    repo.orderTotalsSince(db, today),
    repo.orderTotalsSince(db, weekAgo),
    repo.restaurantsByActive(db),
    repo.usersByRole(db),
    repo.openOrdersByStatus(db),
    repo.recentOrders(db, 5),
    repo.recentAudit(db, 5),
  ]);
  return {
    ordersToday: day.orders,
    gmvToday: paiseToRupees(day.gmvPaise),
    orders7d: week.orders,
    gmv7d: paiseToRupees(week.gmvPaise),
    activeRestaurants: active.find((r) => r.isActive)?.n ?? 0,
    inactiveRestaurants: active.find((r) => !r.isActive)?.n ?? 0,
    usersByRole: Object.fromEntries(roles.map((r) => [r.role, r.n])),
    openOrdersByStatus: Object.fromEntries(open.map((r) => [r.status, r.n])),
    paymentSuccessRate: week.orders === 0 ? null : Math.round((week.paid / week.orders) * 1000) / 10,
    recentOrders: recent.map((o) => ({
      _id: o.id,
      restaurantName: o.restaurantName,
      total: paiseToRupees(o.totalPaise),
      status: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
    recentActions: actions.map((a) => ({
      _id: a.id,
      actorEmail: a.actorEmail,
      action: a.action,
      targetType: a.targetType,
      targetId: a.targetId,
      targetName: a.targetName,
      before: a.before,
      after: a.after,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
