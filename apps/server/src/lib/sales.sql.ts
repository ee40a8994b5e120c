import { type SQL, sql } from 'drizzle-orm';

/**
 * THE money definitions every report uses (the owner's sales report, the admin's Business
 * Analytics and Sales Reports), written against an order aliased `o`:
 * - a sale: a paid order (`o.paid_at is not null`), whatever became of it later;
 * - GMV: what customers paid for their sales (`o.total_paise`: items, fees, less discounts);
 * - refunded: the refunds of the order that succeeded (`refunds.status = 'processed'`), whatever
 *   the order's status: an admin's refund of a Delivered order counts, a failed or still pending
 *   one does not;
 * - net: GMV less refunded.
 */
export const SALE = sql`o.paid_at is not null`;

export const saleInRange = (from: Date, to: Date): SQL =>
  sql`${SALE} and o.created_at >= ${from} and o.created_at < ${to}`;

export const GMV_PAISE = sql`o.total_paise`;

/** A refund row (aliased `f`) that sent money back. */
export const REFUND_SUCCEEDED = sql`f.status = 'processed'`;

/** The order's refunded paise (refunds_order_idx). */
export const REFUNDED_PAISE = sql`coalesce((select sum(f.amount_paise) from refunds f where f.order_id = o.id and ${REFUND_SUCCEEDED}), 0)`;

/** Net of one order. */
export const NET_PAISE = sql`(${GMV_PAISE} - ${REFUNDED_PAISE})`;
