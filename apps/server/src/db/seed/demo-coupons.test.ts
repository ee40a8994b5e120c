import { describeCoupon } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_COUPONS } from './demo-coupons.ts';

describe('the demo coupons', () => {
  it('are WELCOME50 and CHENNAI20 as the demo promises them', () => {
    const described = DEMO_COUPONS.map((c) =>
      describeCoupon({
        kind: c.kind,
        value: c.value,
        maxDiscountPaise: c.maxDiscountPaise ?? null,
        minOrderPaise: c.minOrderPaise ?? 0,
        firstOrderOnly: c.firstOrderOnly ?? false,
        perCustomerLimit: c.perCustomerLimit ?? null,
      }),
    );
    expect(DEMO_COUPONS.map((c) => [c.code, c.fundedBy])).toEqual([
      ['WELCOME50', 'platform'],
      ['CHENNAI20', 'platform'],
    ]);
    expect(described).toEqual([
      '50% off up to ₹100.00 on orders of ₹149.00 or more, first order only, once per customer',
      '₹20.00 off on orders of ₹199.00 or more, once per customer',
    ]);
  });
});
