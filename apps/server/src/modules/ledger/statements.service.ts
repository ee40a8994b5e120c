import {
  paiseToRupees,
  restaurantStatementOf,
  riderStatementOf,
  type TRestaurantStatement,
  type TRiderStatement,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../auth/auth.ts';
import { managedRestaurant } from '../owner/owner-access.ts';
import { settlementWeek } from './settlement-week.ts';
import * as repo from './statements.repo.ts';

type PayoutRow = Awaited<ReturnType<typeof repo.findPayoutOf>>;

const payoutState = (p: PayoutRow) =>
  p
    ? {
        id: p.id,
        status: p.status,
        amount: paiseToRupees(p.amountPaise),
        utr: p.utr,
        paidAt: p.paidAt ? new Date(p.paidAt).toISOString() : null,
      }
    : null;

const rupees = <T extends Record<string, number>>(paise: T) =>
  Object.fromEntries(Object.entries(paise).map(([k, v]) => [k.replace(/Paise$/, ''), paiseToRupees(v)])) as {
    [K in keyof T as K extends `${infer N}Paise` ? N : K]: number;
  };

/**
 * A restaurant's weekly settlement statement (decision 048), from its ledger lines only: the
 * owner's own restaurants (another's answers 404), any for an admin.
 */
export async function restaurantStatement(
  db: Db,
  caller: SessionUser,
  q: { restaurantId: string; week?: string | undefined },
): Promise<TRestaurantStatement> {
  const restaurant = await managedRestaurant(db, caller, q.restaurantId);
  const week = settlementWeek(q.week);
  const rows = await repo.partySumsByOrder(db, {
    party: restaurant.id,
    accounts: ['restaurant_payable', 'gst_payable'],
    from: week.start,
    to: week.end,
  });
  const byOrder = new Map<string, repo.OrderSums[]>();
  for (const r of rows) if (r.orderId) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  const totals = restaurantStatementOf(rows);
  const lines = [...byOrder.entries()].map(([orderId, sums]) => {
    const s = restaurantStatementOf(sums);
    return {
      orderId,
      invoiceNumber: sums[0]?.invoiceNumber ?? null,
      at: new Date(sums[0]?.at ?? week.start).toISOString(),
      gross: paiseToRupees(s.grossPaise),
      commission: paiseToRupees(s.commissionPaise),
      gst: paiseToRupees(s.gstPaise),
      discount: paiseToRupees(s.restaurantDiscountsPaise),
      refund: paiseToRupees(s.refundsPaise),
      net: paiseToRupees(s.netPayablePaise),
    };
  });
  const { paidOut: _paidOut, ...figures } = rupees(totals);
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    orders: rows.filter((r) => r.line === 'sale' && r.event !== 'refunded').length,
    ...figures,
    payout: payoutState(await repo.findPayoutOf(db, 'restaurant', restaurant.id, week.weekStart)),
    lines,
  };
}

/** A rider's weekly earnings (delivery pay, tips, cash to deposit), from the ledger: their own. */
export async function riderStatement(
  db: Db,
  caller: SessionUser,
  q: { week?: string | undefined },
): Promise<TRiderStatement> {
  const week = settlementWeek(q.week);
  const rows = await repo.partySumsByOrder(db, {
    party: caller.id,
    accounts: ['rider_payable', 'rider_cash_held'],
    from: week.start,
    to: week.end,
  });
  const { paidOut: _paidOut, ...figures } = rupees(riderStatementOf(rows));
  return {
    riderId: caller.id,
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    deliveries: await repo.countRiderDeliveries(db, caller.id, week.start, week.end),
    ...figures,
    payout: payoutState(await repo.findPayoutOf(db, 'rider', caller.id, week.weekStart)),
  };
}
