import {
  captureEntries,
  cashDepositEntries,
  deliveredEntries,
  lateTipEntries,
  payoutEntries,
  reversalEntries,
  routeTransferEntries,
  type TBillPaise,
  type TCaptureFacts,
  type TPayoutPartyKind,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderRow, routeTransfers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { findOrderEntries, insertPosting } from './ledger.repo.ts';

/**
 * Posting the ledger (decision 048), each in the transaction of the event it records: the pure rule
 * (`packages/shared/src/orders/ledger.ts`) says which entries, `insertPosting` writes them once per
 * event (a replay posts nothing). Other modules call these; none writes ledger rows itself.
 */

/** The bill as an order row stores it. */
export function billOfOrder(o: OrderRow): TBillPaise {
  return {
    itemTotalPaise: o.subtotalPaise,
    packagingChargePaise: o.packagingChargePaise,
    deliveryFeePaise: o.deliveryFeePaise,
    platformFeePaise: o.platformFeePaise,
    discountPaise: o.discountPaise,
    tipPaise: o.tipPaise,
    cgstPaise: o.cgstPaise,
    sgstPaise: o.sgstPaise,
    totalPaise: o.totalPaise,
  };
}

/** What a payment's posting needs besides the order: read by the paying statement itself. */
export type CaptureExtras = { commissionBps: number; discountFundedBy: 'platform' | 'restaurant' | null };

/** The columns the paying statement adds to its answer (`paid`: the paid order; `r`: its restaurant). */
export const captureExtrasColumns = sql`r.commission_bps as "commissionBps",
  (select c.funded_by from coupon_redemptions cr join coupons c on c.id = cr.coupon_id
    where cr.order_id = paid.id) as "discountFundedBy"`;

/**
 * An order paid online: the capture's entries, and the restaurant's share as a Route transfer
 * (test payment mode: settled at once; Razorpay: pending until the transfer is made).
 */
export async function postPaymentCaptured(tx: Db | Tx, order: OrderRow, extras: CaptureExtras) {
  await postCapture(tx, order, extras, { kind: 'online' });
}

/**
 * Cash on delivery: the rider confirmed the cash collected at the door. Call it in the transaction
 * that records the collection (the COD feature); the rider then holds the order's total.
 */
export async function postCashCollected(
  tx: Db | Tx,
  order: OrderRow,
  riderId: string,
  extras: CaptureExtras,
) {
  await postCapture(tx, order, extras, { kind: 'cash', riderId });
}

async function postCapture(
  tx: Db | Tx,
  order: OrderRow,
  extras: CaptureExtras,
  paidWith: TCaptureFacts['paidWith'],
) {
  const entries = captureEntries({
    bill: billOfOrder(order),
    restaurantId: order.restaurantId,
    commissionBps: extras.commissionBps,
    discountFundedBy: extras.discountFundedBy,
    paidWith,
  });
  const event = paidWith.kind === 'online' ? 'payment_captured' : 'cash_collected';
  const posted = await insertPosting(tx, { key: `capture:${order.id}`, event, orderId: order.id, entries });
  if (!posted || paidWith.kind !== 'online') return;
  const share = -entries
    .filter((e) => e.account === 'restaurant_payable')
    .reduce((s, e) => s + e.amountPaise, 0);
  if (share > 0)
    await (tx as Db).insert(routeTransfers).values({
      orderId: order.id,
      restaurantId: order.restaurantId,
      amountPaise: share,
      status: order.paymentProvider === 'test' ? 'settled' : 'pending',
    });
}

/** Delivered: the rider's pay for the delivery and the tip become theirs. */
export async function postDelivered(tx: Db | Tx, order: OrderRow) {
  // Not tied to paidAt: a cash-on-delivery order is delivered and collected in the same move.
  if (!order.deliveryPartnerId) return;
  await insertPosting(tx, {
    key: `delivered:${order.id}`,
    event: 'delivered',
    orderId: order.id,
    entries: deliveredEntries({
      riderId: order.deliveryPartnerId,
      riderPayPaise: order.partnerFeePaise ?? 0,
      tipPaise: order.tipPaise,
    }),
  });
}

/**
 * A refund recorded (a paid order cancelled, or an admin's refund): the capture's entries reversed
 * as new entries, and its Route transfer taken back. Nothing when the order was never captured.
 */
export async function postRefund(tx: Db | Tx, orderId: string) {
  const captured = await findOrderEntries(tx, orderId, ['payment_captured', 'cash_collected']);
  if (captured.length === 0) return;
  const posted = await insertPosting(tx, {
    key: `refund:${orderId}`,
    event: 'refunded',
    orderId,
    entries: reversalEntries(captured),
  });
  // A transfer made with Razorpay is taken back by the finisher (route-transfers.ts); one never made
  // (or made in test payment mode, which has nothing to take back) is reversed here and now.
  if (posted)
    await (tx as Db)
      .update(routeTransfers)
      .set({
        status: sql`case when ${routeTransfers.status} = 'settled' and ${routeTransfers.providerTransferId} is not null
          then 'reversing' else 'reversed' end`,
        updatedAt: new Date(),
      })
      .where(sql`${routeTransfers.orderId} = ${orderId}`);
}

/**
 * A tip after delivery paid (the tips feature calls this in the transaction that marks the tip
 * paid): the rider who delivered the order is owed all of it. Once per order (one tip per order).
 */
export async function postLateTipPaid(
  tx: Db | Tx,
  p: { orderId: string; riderId: string; amountPaise: number },
) {
  return insertPosting(tx, {
    key: `late_tip:${p.orderId}`,
    event: 'late_tip_paid',
    orderId: p.orderId,
    entries: lateTipEntries({ riderId: p.riderId, amountPaise: p.amountPaise }),
  });
}

/** A payout paid: what the party was owed goes down, the bank's balance too. */
export async function postPayoutPaid(
  tx: Db | Tx,
  p: { payoutId: string; partyKind: TPayoutPartyKind; party: string; amountPaise: number },
) {
  return insertPosting(tx, {
    key: `payout:${p.payoutId}`,
    event: 'payout_paid',
    orderId: null,
    entries: payoutEntries(p),
  });
}

/** Cash on delivery: a rider's cash deposited with the platform (`depositId`: the deposit's own id). */
export async function postCashDeposited(
  tx: Db | Tx,
  p: { depositId: string; riderId: string; amountPaise: number },
) {
  return insertPosting(tx, {
    key: `deposit:${p.depositId}`,
    event: 'cash_deposited',
    orderId: null,
    entries: cashDepositEntries({ riderId: p.riderId, amountPaise: p.amountPaise }),
  });
}

/**
 * Razorpay Route made (or took back) one transfer (route-transfers.ts calls this in the transaction
 * that records it): the restaurant was paid from the gateway, so the weekly payout owes that much
 * less. Once per transfer and direction.
 */
export async function postRouteTransfer(
  tx: Db | Tx,
  t: { transferId: string; orderId: string; restaurantId: string; amountPaise: number; reversed: boolean },
) {
  return insertPosting(tx, {
    key: `${t.reversed ? 'route_reversal' : 'route'}:${t.transferId}`,
    event: t.reversed ? 'route_reversed' : 'route_transferred',
    orderId: t.orderId,
    entries: routeTransferEntries(t),
  });
}
