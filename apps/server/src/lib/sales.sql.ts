import { REFUND_SUCCEEDED_STATUS } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL twin of what counts as a sale and its money (the rule is `orders/sales.ts` in
 * packages/shared: `isSale`, `isSaleInRange`, `saleMoney`; `sales.sql.test.ts` checks both agree on
 * a real database, and that the owner's and the admin's sales reports add up to the rule's sums).
 * Every report uses these, written against an order aliased `o`:
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

/** A refund row (aliased `f`) that sent money back. A literal, so partial indexes still match. */
export const REFUND_SUCCEEDED = sql.raw(`f.status = '${REFUND_SUCCEEDED_STATUS}'`);

/** The order's refunded paise (refunds_order_idx). */
export const REFUNDED_PAISE = sql`coalesce((select sum(f.amount_paise) from refunds f where f.order_id = o.id and ${REFUND_SUCCEEDED}), 0)`;

/** Net of one order. */
export const NET_PAISE = sql`(${GMV_PAISE} - ${REFUNDED_PAISE})`;
