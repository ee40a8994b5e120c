import {
  ADMIN_ANALYTICS_DEFAULT_DAYS,
  ADMIN_FIGURES_MESSAGES,
  ADMIN_RANGE_MAX_DAYS,
  ADMIN_SALES_REPORT_COLUMNS,
  ADMIN_TOP_RESTAURANTS,
  adminSalesReportFileName,
  DAY_MS,
  ETA_WINDOW_MINUTES,
  indiaDate,
  indiaMidnight,
  paiseToRupees,
  type TAdminAnalytics,
  type TAdminRangeQuery,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CsvExport } from '../../lib/paging.ts';
import * as repo from './figures.repo.ts';

export type DayRange = { from: string; to: string; start: Date; end: Date; days: number };

/**
 * India days `from`..`to`, both included, as the instants [start, end). Refused with words: a date
 * that does not exist, from after to, more than ADMIN_RANGE_MAX_DAYS days.
 */
export function dayRange(from: string, to: string): DayRange {
  const start = indiaMidnight(from);
  const last = indiaMidnight(to);
  if (!start || !last) throw new AppError('BAD_REQUEST', ADMIN_FIGURES_MESSAGES.rangeBadDate);
  if (start > last) throw new AppError('BAD_REQUEST', ADMIN_FIGURES_MESSAGES.rangeOrder);
  const end = new Date(last.getTime() + DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days > ADMIN_RANGE_MAX_DAYS) throw new AppError('BAD_REQUEST', ADMIN_FIGURES_MESSAGES.rangeTooLong);
  return { from, to, start, end, days };
}

/** The analytics range: what the admin picked, else the last ADMIN_ANALYTICS_DEFAULT_DAYS days. */
export function analyticsRange(q: TAdminRangeQuery, now = new Date()): DayRange {
  const to = q.to ?? indiaDate(now);
  const from =
    q.from ??
    indiaDate(new Date((indiaMidnight(to) ?? now).getTime() - (ADMIN_ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS));
  return dayRange(from, to);
}

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

export async function analytics(db: Db, range: DayRange): Promise<TAdminAnalytics> {
  const { start, end } = range;
  const [days, users, areas, top, refunded, promises] = await Promise.all([
    repo.ordersPerDay(db, start, end),
    repo.newUsersPerDay(db, start, end),
    repo.ordersByArea(db, start, end),
    repo.topRestaurants(db, start, end, ADMIN_TOP_RESTAURANTS),
    repo.refundedOrders(db, start, end),
    repo.deliveryPromises(db, start, end, ETA_WINDOW_MINUTES),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const usersByDay = new Map(users.map((u) => [u.day, u.users]));
  const dates = Array.from({ length: range.days }, (_, i) =>
    indiaDate(new Date(start.getTime() + i * DAY_MS)),
  );
  const paid = days.reduce((n, d) => n + d.orders, 0);
  const cancelled = days.reduce((n, d) => n + d.cancelled, 0);
  return {
    from: range.from,
    to: range.to,
    perDay: dates.map((date) => {
      const d = byDay.get(date);
      return { date, orders: d?.orders ?? 0, gmv: paiseToRupees(d?.paise ?? 0) };
    }),
    newUsersPerDay: dates.map((date) => ({ date, users: usersByDay.get(date) ?? 0 })),
    byArea: areas.map((a) => ({ area: a.area, orders: a.orders, gmv: paiseToRupees(a.paise) })),
    topRestaurants: top.map((t) => ({
      _id: t.id,
      name: t.name,
      orders: t.orders,
      gmv: paiseToRupees(t.paise),
    })),
    rates: {
      paid,
      cancelled,
      cancellationRate: percent(cancelled, paid),
      refunded,
      refundRate: percent(refunded, paid),
    },
    promises: {
      delivered: promises.delivered,
      onTime: promises.onTime,
      onTimeRate: percent(promises.onTime, promises.delivered),
      etaErrorMinutes: Math.round(promises.errorMinutes * 10) / 10,
    },
  };
}

/** How many restaurants the sales report reads per query. */
export const SALES_REPORT_BATCH = 500;

/** Every batch of the sales report, one query each, keyset on (name, id). */
export async function* salesReportBatches(
  db: Db,
  range: DayRange,
  batch = SALES_REPORT_BATCH,
): AsyncGenerator<repo.SalesReportRow[]> {
  let after: repo.SalesReportCursor = null;
  for (;;) {
    const rows = await repo.salesReportBatch(db, range.start, range.end, after, batch);
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { name: last.name, id: last.id };
  }
}

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
const [restaurant, ordersH, gmvH, feesH, refundsH, netH] = ADMIN_SALES_REPORT_COLUMNS;

export const salesReportCsv = (range: DayRange): CsvExport<repo.SalesReportRow> => ({
  fileName: adminSalesReportFileName(range.from, range.to),
  columns: [
    { header: restaurant, value: (r) => r.name },
    { header: ordersH, value: (r) => r.orders },
    { header: gmvH, value: (r) => rupees(r.gmvPaise) },
    { header: feesH, value: (r) => rupees(r.feesPaise) },
    { header: refundsH, value: (r) => rupees(r.refundsPaise) },
    { header: netH, value: (r) => rupees(r.netPaise) },
  ],
});
