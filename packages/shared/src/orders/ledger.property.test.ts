import { describe, expect, it } from 'vitest';
import { basisPointsOfPaise } from '../money.ts';
import { computeBill } from './bill.ts';
import {
  captureEntries,
  cashDepositEntries,
  deliveredEntries,
  payoutEntries,
  restaurantStatementOf,
  reversalEntries,
  riderStatementOf,
  type TLedgerEntry,
  type TLedgerEvent,
  type TLedgerSum,
} from './ledger.ts';

/** mulberry32: a small seeded generator, so a failure replays exactly. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)] as T };
}

type Posted = TLedgerEntry & { event: TLedgerEvent; orderId: string | null };

/**
 * 10,000 random orders (items and quantities, packaging, fees, platform- or restaurant-funded flat or
 * percent coupons, tips, online or cash, cancelled and refunded, delivered, refunded after delivery)
 * through the pure posting rule, then every party paid out: every order's entries sum to zero, and
 * each statement's totals equal what the ledger holds for that party. (The database path runs a
 * smaller batch in apps/server's ledger.test.ts.)
 */
describe('the ledger under 10,000 random orders', () => {
  it('balances every order, and every statement equals the ledger', () => {
    const rnd = seeded(20261127);
    const restaurants = Array.from({ length: 12 }, (_, i) => ({
      id: `r${i}`,
      bps: rnd.pick([0, 1000, 1500, 2000, 2250, 3333, 10_000]),
    }));
    const riders = Array.from({ length: 8 }, (_, i) => `rider${i}`);
    const ledger: Posted[] = [];
    const post = (event: TLedgerEvent, orderId: string | null, entries: TLedgerEntry[]) =>
      ledger.push(...entries.map((e) => ({ ...e, event, orderId })));

    for (let n = 0; n < 10_000; n++) {
      const orderId = `o${n}`;
      const restaurant = rnd.pick(restaurants);
      let itemTotal = 0;
      for (let i = rnd.int(1, 5); i > 0; i--) itemTotal += rnd.int(1, 60_000) * rnd.int(1, 9);
      const packaging = rnd.pick([0, 0, 1_000, 1_500, 2_999]);
      const coupon = rnd.pick(['none', 'none', 'flat', 'percent'] as const);
      const funder = coupon === 'none' ? null : rnd.pick(['platform', 'restaurant'] as const);
      const discount =
        coupon === 'flat'
          ? rnd.int(1, 20_000)
          : coupon === 'percent'
            ? Math.min(
                basisPointsOfPaise(itemTotal, rnd.int(1, 100) * 100),
                rnd.pick([10_000, 50_000, 1_000_000]),
              )
            : 0;
      const bill = computeBill({
        itemTotalPaise: itemTotal,
        packagingChargePaise: packaging,
        deliveryFeePaise: rnd.int(0, 12_000),
        platformFeePaise: rnd.pick([0, 500, 999]),
        discountPaise: discount,
        tipPaise: rnd.pick([0, 0, 2_000, 3_000, 5_000, rnd.int(1, 50_000)]),
      });
      const rider = rnd.pick(riders);
      const cash = rnd.next() < 0.2;
      const captured = captureEntries({
        bill,
        restaurantId: restaurant.id,
        commissionBps: restaurant.bps,
        discountFundedBy: funder,
        paidWith: cash ? { kind: 'cash', riderId: rider } : { kind: 'online' },
      });
      post(cash ? 'cash_collected' : 'payment_captured', orderId, captured);
      const outcome = rnd.next();
      if (outcome < 0.15) post('refunded', orderId, reversalEntries(captured));
      else {
        post(
          'delivered',
          orderId,
          deliveredEntries({ riderId: rider, riderPayPaise: rnd.int(2_000, 8_000), tipPaise: bill.tipPaise }),
        );
        if (outcome > 0.95) post('refunded', orderId, reversalEntries(captured));
      }
    }
    for (const rider of riders) {
      const held = ledger
        .filter((e) => e.account === 'rider_cash_held' && e.party === rider)
        .reduce((s, e) => s + e.amountPaise, 0);
      if (held > 0) post('cash_deposited', null, cashDepositEntries({ riderId: rider, amountPaise: held }));
    }

    // Every order's entries sum to zero.
    const byOrder = new Map<string, number>();
    for (const e of ledger)
      if (e.orderId) byOrder.set(e.orderId, (byOrder.get(e.orderId) ?? 0) + e.amountPaise);
    expect(byOrder.size).toBe(10_000);
    expect([...byOrder.values()].filter((s) => s !== 0)).toEqual([]);

    const balance = (account: string, party: string) =>
      ledger.filter((e) => e.account === account && e.party === party).reduce((s, e) => s + e.amountPaise, 0);
    const linesOf = (party: string): TLedgerSum[] => ledger.filter((e) => e.party === party);

    // Each statement's totals equal the ledger's; paying each out leaves nothing owed.
    for (const r of restaurants) {
      const s = restaurantStatementOf(linesOf(r.id));
      expect(s.netPayablePaise).toBe(-balance('restaurant_payable', r.id));
      expect(s.gstPaise).toBe(-balance('gst_payable', r.id));
      expect(s.grossPaise - s.commissionPaise - s.restaurantDiscountsPaise - s.refundsPaise).toBe(
        s.netPayablePaise,
      );
      post(
        'payout_paid',
        null,
        payoutEntries({ partyKind: 'restaurant', party: r.id, amountPaise: s.netPayablePaise }),
      );
      expect(balance('restaurant_payable', r.id)).toBe(0);
      expect(restaurantStatementOf(linesOf(r.id)).paidOutPaise).toBe(s.netPayablePaise);
    }
    for (const rider of riders) {
      const s = riderStatementOf(linesOf(rider));
      expect(s.netPayablePaise).toBe(-balance('rider_payable', rider));
      expect(s.cashToDepositPaise).toBe(balance('rider_cash_held', rider));
      expect(s.cashToDepositPaise).toBe(0);
      post(
        'payout_paid',
        null,
        payoutEntries({ partyKind: 'rider', party: rider, amountPaise: s.netPayablePaise }),
      );
      expect(balance('rider_payable', rider)).toBe(0);
    }
    // And the whole ledger sums to zero.
    expect(ledger.reduce((s, e) => s + e.amountPaise, 0)).toBe(0);
  }, 30_000);
});
