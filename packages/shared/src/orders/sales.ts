import type { REFUND_STATES } from '../contracts/admin-orders.ts';

/**
 * What counts as a sale and its money, stated once. Every report (the owner's dashboard, analytics,
 * customers and sales report; the admin's dashboard, Business Analytics and Sales Reports) uses
 * these; the SQL twin is `apps/server/src/lib/sales.sql.ts`, checked against this on a real
 * database by `sales.sql.test.ts`.
 * - a sale: a paid order, whatever became of it later (a cancelled paid order still is one);
 * - GMV: what the customer paid for it (the order's total: items, fees, less discounts);
 * - refunded: the sum of its refunds that succeeded (`processed`), whatever the order's status: an
 *   admin's refund of a Delivered order counts, a failed or still pending one does not, and a
 *   cancellation alone sends nothing back;
 * - net: GMV less refunded.
 */
export const REFUND_SUCCEEDED_STATUS = 'processed' satisfies (typeof REFUND_STATES)[number];

export type TSaleOrderFacts = { paidAt: Date | string | null; totalPaise: number; createdAt: Date | string };
export type TSaleRefundFacts = { status: (typeof REFUND_STATES)[number]; amountPaise: number };
export type TSaleMoney = { gmvPaise: number; refundedPaise: number; netPaise: number };

export const isSale = (order: Pick<TSaleOrderFacts, 'paidAt'>): boolean => order.paidAt !== null;

const time = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at).getTime();

/** A sale placed in [from, to): what every report of a range counts. */
export const isSaleInRange = (order: TSaleOrderFacts, from: Date, to: Date): boolean =>
  isSale(order) && time(order.createdAt) >= from.getTime() && time(order.createdAt) < to.getTime();

/** The money of one order and its refunds; null when the order is no sale. */
export function saleMoney(order: TSaleOrderFacts, refunds: readonly TSaleRefundFacts[]): TSaleMoney | null {
  if (!isSale(order)) return null;
  const refundedPaise = refunds
    .filter((r) => r.status === REFUND_SUCCEEDED_STATUS)
    .reduce((sum, r) => sum + r.amountPaise, 0);
  return { gmvPaise: order.totalPaise, refundedPaise, netPaise: order.totalPaise - refundedPaise };
}
