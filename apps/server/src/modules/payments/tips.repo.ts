import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { orders, tipPayments } from '../../db/schema/index.ts';
import { postLateTipPaid } from '../ledger/ledger-posting.ts';

export type TipPaymentRow = typeof tipPayments.$inferSelect;

export async function findTip(db: Db, orderId: string): Promise<TipPaymentRow | undefined> {
  return (await db.select().from(tipPayments).where(eq(tipPayments.orderId, orderId)).limit(1))[0];
}

/**
 * Opens (or re-opens, with a new amount and provider order) the order's tip payment, unless it was
 * paid already. False when it was: one tip after delivery per order.
 */
export async function openTip(
  db: Db,
  tip: { orderId: string; amountPaise: number; providerOrderId: string },
): Promise<boolean> {
  const rows = await db
    .insert(tipPayments)
    .values(tip)
    .onConflictDoUpdate({
      target: tipPayments.orderId,
      set: { amountPaise: tip.amountPaise, providerOrderId: tip.providerOrderId, createdAt: new Date() },
      setWhere: sql`${tipPayments.paidAt} is null`,
    })
    .returning({ orderId: tipPayments.orderId });
  return rows.length > 0;
}

/**
 * Paid: the tip opened under this provider order, if not paid yet, is marked paid with this
 * payment and its amount goes onto the order in one statement (so however many confirmations race,
 * one applies), and into the ledger in the same transaction. The order's id and the amount when
 * this call paid it, else undefined.
 */
export async function payTip(
  db: Db,
  providerOrderId: string,
  paymentId: string,
): Promise<{ orderId: string; amountPaise: number } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await preparedRows<{ order_id: string; amount_paise: number; rider_id: string | null }>(
      tx as unknown as Db,
      'tips_pay',
      sql`with paid as (
        update ${tipPayments} set paid_at = now(), provider_payment_id = ${paymentId}
        where provider_order_id = ${providerOrderId} and paid_at is null
        returning order_id, amount_paise
      ), tipped as (
        update ${orders} set late_tip_paise = paid.amount_paise
        from paid where ${orders.id} = paid.order_id
        returning ${orders.deliveryPartnerId} as rider_id
      )
      select order_id, amount_paise, (select rider_id from tipped) as rider_id from paid`,
    );
    if (!row) return undefined;
    const tip = { orderId: row.order_id, amountPaise: Number(row.amount_paise) };
    // All of it the rider's, in the ledger in the same transaction (decision 048).
    await postLateTipPaid(tx, { ...tip, riderId: row.rider_id ?? '' });
    return tip;
  });
}
