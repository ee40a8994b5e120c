import { describe, expect, it } from 'vitest';
import { applyCoupon, couponDiscountPaise, describeCoupon, type TCouponRule } from './coupons.ts';

const now = new Date('2026-11-26T12:00:00Z');
const welcome: TCouponRule = {
  code: 'WELCOME50',
  kind: 'percent',
  value: 5_000,
  maxDiscountPaise: 10_000,
  minOrderPaise: 14_900,
  firstOrderOnly: true,
  perCustomerLimit: 1,
  totalLimit: null,
  usedCount: 0,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: null,
  isActive: true,
  restaurantIds: null,
};
const chennai: TCouponRule = {
  ...welcome,
  code: 'CHENNAI20',
  kind: 'flat',
  value: 2_000,
  maxDiscountPaise: null,
  minOrderPaise: 19_900,
  firstOrderOnly: false,
};
const order = { itemTotalPaise: 18_000, restaurantId: 'r1', isFirstOrder: true, customerUses: 0, now };

describe('applyCoupon', () => {
  it('takes 50% off the item total, up to the cap', () => {
    expect(applyCoupon(welcome, order)).toEqual({ ok: true, discountPaise: 9_000 });
    expect(applyCoupon(welcome, { ...order, itemTotalPaise: 25_000 })).toEqual({
      ok: true,
      discountPaise: 10_000,
    });
  });

  it('rounds a percent discount half up to the paisa', () => {
    // 15% of ₹149.99 = 2249.85 paise -> 2250; of ₹149.97 = 2249.55 -> 2250; of ₹149.93 = 2248.95 -> 2249.
    const fifteen = { kind: 'percent', value: 1_500, maxDiscountPaise: null } as const;
    expect(couponDiscountPaise(fifteen, 14_999)).toBe(2_250);
    expect(couponDiscountPaise(fifteen, 14_997)).toBe(2_250);
    expect(couponDiscountPaise(fifteen, 14_993)).toBe(2_249);
    // Exactly half a paisa goes up: 50% of 1 paisa.
    expect(couponDiscountPaise({ kind: 'percent', value: 5_000, maxDiscountPaise: null }, 1)).toBe(1);
  });

  it('never takes off more than the item total', () => {
    expect(couponDiscountPaise({ kind: 'flat', value: 50_000, maxDiscountPaise: null }, 20_000)).toBe(20_000);
  });

  it('says how much more to add under the minimum', () => {
    expect(applyCoupon(welcome, { ...order, itemTotalPaise: 6_900 })).toEqual({
      ok: false,
      reason: 'Add ₹80.00 more to use WELCOME50.',
    });
    expect(applyCoupon(chennai, { ...order, itemTotalPaise: 19_899 })).toEqual({
      ok: false,
      reason: 'Add ₹0.01 more to use CHENNAI20.',
    });
    expect(applyCoupon(chennai, { ...order, itemTotalPaise: 19_900 })).toEqual({
      ok: true,
      discountPaise: 2_000,
    });
  });

  it('refuses in words a person understands', () => {
    expect(applyCoupon(welcome, { ...order, isFirstOrder: false })).toEqual({
      ok: false,
      reason: 'WELCOME50 is for your first order only.',
    });
    expect(applyCoupon(chennai, { ...order, itemTotalPaise: 20_000, customerUses: 1 })).toEqual({
      ok: false,
      reason: 'You have already used CHENNAI20.',
    });
    expect(applyCoupon({ ...welcome, validTo: now }, order)).toEqual({
      ok: false,
      reason: 'This coupon has expired.',
    });
    expect(applyCoupon({ ...welcome, isActive: false }, order)).toEqual({
      ok: false,
      reason: 'This coupon code is not valid.',
    });
    expect(applyCoupon({ ...welcome, totalLimit: 10, usedCount: 10 }, order)).toEqual({
      ok: false,
      reason: 'WELCOME50 has been used up.',
    });
    expect(applyCoupon({ ...welcome, restaurantIds: ['r2'] }, order)).toEqual({
      ok: false,
      reason: 'WELCOME50 does not apply to this restaurant.',
    });
  });

  it('applies until its end and from its start', () => {
    expect(applyCoupon({ ...welcome, validTo: new Date(now.getTime() + 1) }, order).ok).toBe(true);
    expect(applyCoupon({ ...welcome, validFrom: new Date(now.getTime() + 1) }, order).ok).toBe(false);
  });
});

describe('describeCoupon', () => {
  it('states the offer in words', () => {
    expect(describeCoupon(welcome)).toBe(
      '50% off up to ₹100.00 on orders of ₹149.00 or more, first order only, once per customer',
    );
    expect(describeCoupon({ ...chennai })).toBe('₹20.00 off on orders of ₹199.00 or more, once per customer');
  });
});
