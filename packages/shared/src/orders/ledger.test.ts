import { describe, expect, it } from 'vitest';
import type { TBillPaise } from './bill.ts';
import {
  captureEntries,
  cashDepositEntries,
  commissionOf,
  deliveredEntries,
  lateTipEntries,
  payoutEntries,
  restaurantStatementOf,
  reversalEntries,
  riderStatementOf,
  type TLedgerEntry,
  UTR_PATTERN,
} from './ledger.ts';

const sum = (es: readonly TLedgerEntry[]) => es.reduce((s, e) => s + e.amountPaise, 0);
const R = 'rest-1';
const RIDER = 'rider-1';

// The bill of bill.test.ts, worked by hand there: ₹280 food, ₹15 packaging, ₹49 delivery, ₹5
// platform fee, GST ₹12.24 + ₹12.24 (food ₹7.38 a half, fees ₹4.41 + ₹0.45), tip ₹30: ₹403.48.
const BILL: TBillPaise = {
  itemTotalPaise: 28_000,
  packagingChargePaise: 1_500,
  deliveryFeePaise: 4_900,
  platformFeePaise: 500,
  discountPaise: 0,
  tipPaise: 3_000,
  cgstPaise: 1_224,
  sgstPaise: 1_224,
  totalPaise: 40_348,
};

// Worked by hand from the rule (decision 048), not from the code.
describe('the ledger rule', () => {
  it('a paid order: customer money in, the restaurant owed food and packaging less 20% of the food', () => {
    const entries = captureEntries({
      bill: BILL,
      restaurantId: R,
      commissionBps: 2000,
      discountFundedBy: null,
      paidWith: { kind: 'online' },
    });
    // Commission 20% of ₹280 = ₹56. Food GST 2 x ₹7.38 = ₹14.76; fees GST 2 x (₹4.41 + ₹0.45) = ₹9.72.
    expect(entries).toEqual([
      { account: 'gateway_clearing', party: null, line: 'customer_payment', amountPaise: 40_348 },
      { account: 'restaurant_payable', party: R, line: 'sale', amountPaise: -29_500 },
      { account: 'restaurant_payable', party: R, line: 'commission', amountPaise: 5_600 },
      { account: 'platform_revenue', party: R, line: 'commission', amountPaise: -5_600 },
      { account: 'platform_revenue', party: null, line: 'delivery_fee', amountPaise: -4_900 },
      { account: 'platform_revenue', party: null, line: 'platform_fee', amountPaise: -500 },
      { account: 'gst_payable', party: R, line: 'gst_food', amountPaise: -1_476 },
      { account: 'gst_payable', party: null, line: 'gst_fees', amountPaise: -972 },
      { account: 'tips_payable', party: null, line: 'tip', amountPaise: -3_000 },
    ]);
    expect(sum(entries)).toBe(0);
    expect(restaurantStatementOf(entries.map((e) => ({ ...e, event: 'payment_captured' })))).toEqual({
      grossPaise: 29_500,
      commissionPaise: 5_600,
      gstPaise: 1_476,
      refundsPaise: 0,
      restaurantDiscountsPaise: 0,
      netPayablePaise: 23_900,
      paidOutPaise: 0,
    });
  });

  it('a restaurant-funded discount lowers what the restaurant is owed; a platform-funded one is the platform’s cost', () => {
    // ₹200 food, ₹20 off: taxable ₹180, GST ₹4.50 + ₹4.50, total ₹189. Commission 15% of ₹200 = ₹30.
    const bill: TBillPaise = {
      itemTotalPaise: 20_000,
      packagingChargePaise: 0,
      deliveryFeePaise: 0,
      platformFeePaise: 0,
      discountPaise: 2_000,
      tipPaise: 0,
      cgstPaise: 450,
      sgstPaise: 450,
      totalPaise: 18_900,
    };
    const facts = { bill, restaurantId: R, commissionBps: 1500, paidWith: { kind: 'online' } } as const;
    const byRestaurant = captureEntries({ ...facts, discountFundedBy: 'restaurant' });
    expect(byRestaurant).toContainEqual({
      account: 'restaurant_payable',
      party: R,
      line: 'discount',
      amountPaise: 2_000,
    });
    expect(sum(byRestaurant)).toBe(0);
    // Owed: ₹200 - ₹30 - ₹20 = ₹150.
    expect(
      restaurantStatementOf(byRestaurant.map((e) => ({ ...e, event: 'payment_captured' }))).netPayablePaise,
    ).toBe(15_000);

    const byPlatform = captureEntries({ ...facts, discountFundedBy: 'platform' });
    expect(byPlatform).toContainEqual({
      account: 'platform_discounts',
      party: null,
      line: 'discount',
      amountPaise: 2_000,
    });
    expect(sum(byPlatform)).toBe(0);
    // Owed: ₹200 - ₹30 = ₹170.
    expect(
      restaurantStatementOf(byPlatform.map((e) => ({ ...e, event: 'payment_captured' }))).netPayablePaise,
    ).toBe(17_000);
  });

  it('rounds the commission once, half up, to the paisa', () => {
    // 25% of ₹100.01 = 2500.25 paise -> 2500; of ₹100.02 = 2500.5 -> 2501.
    expect(commissionOf(10_001, 2500)).toBe(2_500);
    expect(commissionOf(10_002, 2500)).toBe(2_501);
    expect(commissionOf(10_000, 0)).toBe(0);
  });

  it('delivered: the rider is owed the delivery pay and the whole tip', () => {
    const entries = deliveredEntries({ riderId: RIDER, riderPayPaise: 3_000, tipPaise: 3_000 });
    expect(entries).toEqual([
      { account: 'delivery_costs', party: null, line: 'delivery_pay', amountPaise: 3_000 },
      { account: 'rider_payable', party: RIDER, line: 'delivery_pay', amountPaise: -3_000 },
      { account: 'tips_payable', party: null, line: 'tip', amountPaise: 3_000 },
      { account: 'rider_payable', party: RIDER, line: 'tip', amountPaise: -3_000 },
    ]);
    expect(riderStatementOf(entries.map((e) => ({ ...e, event: 'delivered' })))).toMatchObject({
      deliveryPayPaise: 3_000,
      tipsPaise: 3_000,
      netPayablePaise: 6_000,
      cashToDepositPaise: 0,
    });
  });

  it('a refund reverses the capture line by line, as new entries', () => {
    const captured = captureEntries({
      bill: BILL,
      restaurantId: R,
      commissionBps: 2000,
      discountFundedBy: null,
      paidWith: { kind: 'online' },
    });
    const reversal = reversalEntries(captured);
    expect(reversal[0]).toEqual({
      account: 'gateway_clearing',
      party: null,
      line: 'customer_payment',
      amountPaise: -40_348,
    });
    expect(sum(reversal)).toBe(0);
    const s = restaurantStatementOf([
      ...captured.map((e) => ({ ...e, event: 'payment_captured' as const })),
      ...reversal.map((e) => ({ ...e, event: 'refunded' as const })),
    ]);
    // ₹239 owed by the sale, ₹239 taken back by the refund.
    expect(s).toMatchObject({ grossPaise: 29_500, refundsPaise: 23_900, netPayablePaise: 0, gstPaise: 0 });
  });

  it('cash on delivery: the rider holds the cash until it is deposited', () => {
    const collected = captureEntries({
      bill: BILL,
      restaurantId: R,
      commissionBps: 2000,
      discountFundedBy: null,
      paidWith: { kind: 'cash', riderId: RIDER },
    });
    expect(collected[0]).toEqual({
      account: 'rider_cash_held',
      party: RIDER,
      line: 'customer_payment',
      amountPaise: 40_348,
    });
    expect(sum(collected)).toBe(0);
    const deposit = cashDepositEntries({ riderId: RIDER, amountPaise: 40_000 });
    expect(deposit).toEqual([
      { account: 'bank', party: null, line: 'cash_deposit', amountPaise: 40_000 },
      { account: 'rider_cash_held', party: RIDER, line: 'cash_deposit', amountPaise: -40_000 },
    ]);
    const s = riderStatementOf([
      ...collected.map((e) => ({ ...e, event: 'cash_collected' as const })),
      ...deposit.map((e) => ({ ...e, event: 'cash_deposited' as const })),
    ]);
    expect(s).toMatchObject({
      cashCollectedPaise: 40_348,
      cashDepositedPaise: 40_000,
      cashToDepositPaise: 348,
    });
  });

  it('a tip after delivery: all of it to the rider, straight from the gateway', () => {
    const entries = lateTipEntries({ riderId: RIDER, amountPaise: 5_000 });
    expect(entries).toEqual([
      { account: 'gateway_clearing', party: null, line: 'customer_payment', amountPaise: 5_000 },
      { account: 'rider_payable', party: RIDER, line: 'tip', amountPaise: -5_000 },
    ]);
    expect(riderStatementOf(entries.map((e) => ({ ...e, event: 'late_tip_paid' as const })))).toMatchObject({
      tipsPaise: 5_000,
      netPayablePaise: 5_000,
    });
  });

  it('a payout paid: the party is owed that much less, and the bank pays it', () => {
    expect(payoutEntries({ partyKind: 'restaurant', party: R, amountPaise: 23_900 })).toEqual([
      { account: 'restaurant_payable', party: R, line: 'payout', amountPaise: 23_900 },
      { account: 'bank', party: null, line: 'payout', amountPaise: -23_900 },
    ]);
    expect(payoutEntries({ partyKind: 'rider', party: RIDER, amountPaise: 6_000 })[0]?.account).toBe(
      'rider_payable',
    );
  });

  it('refuses to return an unbalanced posting (a stored bill whose total is not the sum of its lines)', () => {
    expect(() =>
      captureEntries({
        bill: { ...BILL, totalPaise: 40_349 },
        restaurantId: R,
        commissionBps: 2000,
        discountFundedBy: null,
        paidWith: { kind: 'online' },
      }),
    ).toThrow(/unbalanced/);
  });

  it('checks a UTR’s form', () => {
    for (const good of ['123456789012', 'SBIN123456789012', 'HDFCR52026112712345678'])
      expect(UTR_PATTERN.test(good)).toBe(true);
    for (const bad of ['12345', 'sbin123456789012', 'SBIN12345678901', '1234567890123', 'SBIN-23456789012'])
      expect(UTR_PATTERN.test(bad)).toBe(false);
  });
});
