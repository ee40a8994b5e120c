import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashDeposits, orders } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * What rider cash offers other modules (decision 049): a rider's cash in hand from cash on
 * delivery, which their earnings screen shows. Self-contained: the sums are stated here once and
 * the module's repo lists every rider with them.
 */

export const collectedOf = (riderId: unknown) =>
  sql<string>`coalesce((select sum(${orders.cashCollectedPaise}) from ${orders}
    where ${orders.deliveryPartnerId} = ${riderId} and ${orders.cashCollectedPaise} is not null), 0)`;
export const depositedOf = (riderId: unknown) =>
  sql<string>`coalesce((select sum(${cashDeposits.amountPaise}) from ${cashDeposits}
    where ${cashDeposits.riderId} = ${riderId}), 0)`;

/** One rider's cash collected and deposited, paise (orders_partner_cash_idx, cash_deposits_rider_created_idx). */
export async function findRiderCash(db: Db | Tx, riderId: string) {
  const [row] = await db
    .select({ collected: collectedOf(riderId), deposited: depositedOf(riderId) })
    .from(sql`(select 1) as one`);
  const collectedPaise = Number(row?.collected ?? 0);
  const depositedPaise = Number(row?.deposited ?? 0);
  return { collectedPaise, depositedPaise, cashInHandPaise: collectedPaise - depositedPaise };
}

/** A rider's cash in hand, paise: collected at doors less deposited. */
export async function cashInHandPaise(db: Db, riderId: string): Promise<number> {
  return (await findRiderCash(db, riderId)).cashInHandPaise;
}
