import { describe, expect, it } from 'vitest';
import { billInRupees, computeBill, type TBillInput, taxOnPaise } from './bill.ts';

const none: TBillInput = {
  itemTotalPaise: 0,
  packagingChargePaise: 0,
  deliveryFeePaise: 0,
  platformFeePaise: 0,
  discountPaise: 0,
  tipPaise: 0,
};

// Worked by hand from the rule (decision 045), not from the code.
describe('the bill', () => {
  it('taxes food and packaging at 2.5% + 2.5%, and the delivery and platform fees at 9% + 9%', () => {
    // Goods ₹270.00 -> ₹6.75 a half; delivery ₹30 -> ₹2.70; platform ₹5 -> ₹0.45. Half: ₹9.90.
    const bill = computeBill({
      ...none,
      itemTotalPaise: 25_000,
      packagingChargePaise: 2_000,
      deliveryFeePaise: 3_000,
      platformFeePaise: 500,
    });
    expect(billInRupees(bill)).toEqual({
      itemTotal: 250,
      packagingCharge: 20,
      deliveryFee: 30,
      platformFee: 5,
      discount: 0,
      gst: { cgst: 9.9, sgst: 9.9 },
      tip: 0,
      total: 324.8,
    });
  });

  it('rounds each tax line to the paisa, half up', () => {
    // ₹101.00 x 2.5% = 252.5 paise -> 253; ₹100.10 x 2.5% = 250.25 paise -> 250.
    expect(computeBill({ ...none, itemTotalPaise: 10_100 })).toMatchObject({
      cgstPaise: 253,
      totalPaise: 10_606,
    });
    expect(computeBill({ ...none, itemTotalPaise: 10_010 })).toMatchObject({
      cgstPaise: 250,
      totalPaise: 10_510,
    });
    expect(taxOnPaise(1, 5_000)).toBe(1); // half a paisa rounds up
    expect(taxOnPaise(1, 4_999)).toBe(0);
  });

  it('rounds each line on its own, not the sum', () => {
    // Two lines that each round up: food ₹0.20 x 2.5% (0.5 -> 1) and platform ₹0.50 x 9% (4.5 -> 5).
    const bill = computeBill({ ...none, itemTotalPaise: 20, platformFeePaise: 50 });
    expect(bill.cgstPaise).toBe(6); // one rounding of the sum (0.5 + 4.5 = 5) would give 5
  });

  it('takes the discount off the taxable food, tips untaxed, and the total adds up', () => {
    // Food ₹199, discount ₹99.50 -> taxable ₹99.50 -> 248.75 paise -> 249 a half; delivery ₹25 -> 225.
    const bill = computeBill({
      ...none,
      itemTotalPaise: 19_900,
      discountPaise: 9_950,
      deliveryFeePaise: 2_500,
      tipPaise: 3_000,
    });
    expect(bill).toMatchObject({ cgstPaise: 474, sgstPaise: 474, totalPaise: 16_398 });
  });

  it('never discounts more than the food and packaging cost', () => {
    const bill = computeBill({
      ...none,
      itemTotalPaise: 8_000,
      discountPaise: 10_000,
      deliveryFeePaise: 4_000,
    });
    expect(bill).toMatchObject({ discountPaise: 8_000, cgstPaise: 360, totalPaise: 4_720 });
  });

  it('speaks rupees with the paise kept: ₹120.50 of food is ₹3.01 a half, ₹126.52 in all', () => {
    // 12 050 x 2.5% = 301.25 paise -> 301.
    expect(billInRupees(computeBill({ ...none, itemTotalPaise: 12_050 }))).toMatchObject({
      itemTotal: 120.5,
      gst: { cgst: 3.01, sgst: 3.01 },
      total: 126.52,
    });
  });
});
