import {
  ANALYTICS_DAYS,
  DAY_MS,
  INDIA_OFFSET_MS,
  indiaDate,
  OWNER_MESSAGES,
  paiseToRupees,
  REPORT_MAX_DAYS,
  shownFirstName,
  startOfIndiaDay,
  type TOwnerAnalytics,
  type TOwnerCustomer,
  type TOwnerDashboard,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ListSource, searchPattern } from '../../lib/paging.ts';
import type { SessionUser } from '../auth/auth.ts';
import * as repo from './insights.repo.ts';
import { managedRestaurant } from './owner-access.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

export async function dashboard(
  db: Db,
  caller: SessionUser,
  restaurantId: string,
  now = new Date(),
): Promise<TOwnerDashboard> {
  await managedRestaurant(db, caller, restaurantId);
  const [totals, rating, orders, reviews] = await Promise.all([
    repo.salesTotals(db, restaurantId, startOfIndiaDay(now), startOfIndiaDay(now, 6)),
    repo.ratingTotals(db, restaurantId),
    repo.recentOrders(db, caller, restaurantId, 5),
    repo.recentReviews(db, restaurantId, 5),
  ]);
  return {
    today: { orders: totals.todayOrders, revenue: paiseToRupees(totals.todayPaise) },
    week: { orders: totals.weekOrders, revenue: paiseToRupees(totals.weekPaise) },
    waiting: totals.waiting,
    rating: { average: rating.average, count: rating.count },
    recentOrders: orders.map((o) => ({
      _id: o.id,
      customerName: shownFirstName(o.name),
      total: paiseToRupees(o.totalPaise),
      status: o.status,
      createdAt: iso(o.createdAt),
    })),
    recentReviews: reviews.map((r) => ({
      _id: r.id,
      customerName: shownFirstName(r.name),
      rating: r.rating,
      comment: r.comment,
      createdAt: iso(r.createdAt),
    })),
  };
}

export async function analytics(
  db: Db,
  caller: SessionUser,
  restaurantId: string,
  now = new Date(),
): Promise<TOwnerAnalytics> {
  await managedRestaurant(db, caller, restaurantId);
  const since = startOfIndiaDay(now, ANALYTICS_DAYS - 1);
  const [days, hours, dishes, weeks, cancelled] = await Promise.all([
    repo.salesPerDay(db, restaurantId, since),
    repo.ordersByHour(db, restaurantId, since),
    repo.topDishes(db, restaurantId, since, 10),
    repo.ratingByWeek(db, restaurantId, startOfIndiaDay(now, 7 * 12)),
    repo.cancellations(db, restaurantId, since),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const byHour = new Map(hours.map((h) => [h.hour, h.orders]));
  return {
    perDay: Array.from({ length: ANALYTICS_DAYS }, (_, i) => {
      const date = indiaDate(new Date(since.getTime() + i * DAY_MS));
      const d = byDay.get(date);
      return { date, orders: d?.orders ?? 0, revenue: paiseToRupees(d?.paise ?? 0) };
    }),
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 })),
    topDishes: dishes.map((d) => ({ name: d.name, quantity: d.quantity, revenue: paiseToRupees(d.paise) })),
    ratingByWeek: weeks.map((w) => ({
      week: w.week,
      average: w.average,
      count: w.count,
    })),
    cancellation: {
      paid: cancelled.paid,
      cancelled: cancelled.cancelled,
      rate: cancelled.paid ? Math.round((cancelled.cancelled / cancelled.paid) * 1000) / 10 : 0,
    },
  };
}

export async function customerList(
  db: Db,
  caller: SessionUser,
  q: { restaurantId: string; q?: string | undefined },
): Promise<ListSource<TOwnerCustomer>> {
  await managedRestaurant(db, caller, q.restaurantId);
  const pattern = searchPattern(q.q);
  return {
    rows: async (limit, offset) =>
      (await repo.customersPage(db, q.restaurantId, pattern, limit, offset)).map((c) => ({
        _id: c.id,
        name: c.name ?? 'Anonymous',
        orders: c.orders,
        lastOrderAt: iso(c.lastOrderAt),
        totalSpent: paiseToRupees(c.paise ?? 0),
      })),
    count: () => repo.customersCount(db, q.restaurantId, pattern),
  };
}

export const CUSTOMERS_CSV = {
  fileName: 'customers-export.csv',
  columns: [
    { header: 'Name', value: (c: TOwnerCustomer) => c.name },
    { header: 'Orders', value: (c: TOwnerCustomer) => c.orders },
    { header: 'Last order', value: (c: TOwnerCustomer) => c.lastOrderAt },
    { header: 'Total spent', value: (c: TOwnerCustomer) => c.totalSpent.toFixed(2) },
  ],
};

export type SalesLine = {
  date: string;
  orderId: string;
  customer: string;
  status: string;
  items: string;
  itemCount: number;
  subtotal: number;
  fees: number;
  refund: number;
  net: number;
};

/**
 * Reports: every sale (paid order) placed from `from` to `to` (India days, both included), its
 * refunds those that succeeded whatever the order's status, net = what the customer paid less
 * them: the definitions of lib/sales.sql.ts, as the admin's reports.
 */
export async function salesReport(
  db: Db,
  caller: SessionUser,
  q: { restaurantId: string; from: string; to: string },
): Promise<ListSource<SalesLine>> {
  await managedRestaurant(db, caller, q.restaurantId);
  // As the screen has always read them: a day past the month's end rolls over (02-30 is 03-02).
  const indiaStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
  const from = indiaStart(q.from);
  const to = new Date(indiaStart(q.to).getTime() + DAY_MS);
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  if (Number.isNaN(days) || days < 1 || days > REPORT_MAX_DAYS)
    throw new AppError('BAD_REQUEST', OWNER_MESSAGES.reportRange);
  return {
    rows: async (limit, offset) =>
      (await repo.salesRows(db, q.restaurantId, from, to, limit, offset)).map((r) => {
        return {
          date: iso(r.createdAt),
          orderId: r.id,
          customer: shownFirstName(r.name),
          status: r.status,
          items: r.items ?? '',
          itemCount: r.itemCount ?? 0,
          subtotal: paiseToRupees(r.subtotalPaise),
          fees: paiseToRupees(r.deliveryFeePaise),
          refund: paiseToRupees(r.refundedPaise),
          net: paiseToRupees(r.netPaise),
        };
      }),
    count: async () => 0,
  };
}

export const SALES_CSV = {
  fileName: 'sales-report.csv',
  columns: [
    { header: 'Date', value: (s: SalesLine) => s.date },
    { header: 'Order', value: (s: SalesLine) => s.orderId },
    { header: 'Customer', value: (s: SalesLine) => s.customer },
    { header: 'Status', value: (s: SalesLine) => s.status },
    { header: 'Items', value: (s: SalesLine) => s.items },
    { header: 'Item count', value: (s: SalesLine) => s.itemCount },
    { header: 'Subtotal', value: (s: SalesLine) => s.subtotal.toFixed(2) },
    { header: 'Fees', value: (s: SalesLine) => s.fees.toFixed(2) },
    { header: 'Refunds', value: (s: SalesLine) => s.refund.toFixed(2) },
    { header: 'Net', value: (s: SalesLine) => s.net.toFixed(2) },
  ],
};
