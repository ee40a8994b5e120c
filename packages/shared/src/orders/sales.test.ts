import { describe, expect, it } from 'vitest';
import { isSale, isSaleInRange, saleMoney } from './sales.ts';

const paid = {
  paidAt: '2026-11-20T10:00:00.000Z',
  totalPaise: 14_900,
  createdAt: '2026-11-20T09:59:00.000Z',
};

describe('a sale and its money', () => {
  it('is a paid order, whatever became of it; an unpaid one is no sale and has no money', () => {
    expect(isSale(paid)).toBe(true);
    expect(isSale({ paidAt: null })).toBe(false);
    expect(saleMoney({ ...paid, paidAt: null }, [])).toBeNull();
  });

  it('counts in a range [from, to) by when it was placed', () => {
    const from = new Date('2026-11-20T09:59:00.000Z');
    expect(isSaleInRange(paid, from, new Date('2026-11-20T10:00:00.000Z'))).toBe(true);
    expect(isSaleInRange(paid, new Date('2026-11-19T00:00:00.000Z'), from)).toBe(false);
  });

  it('refunded is what succeeded in going back, not the cancellation, a pending or a failed refund', () => {
    expect(saleMoney(paid, [])).toEqual({ gmvPaise: 14_900, refundedPaise: 0, netPaise: 14_900 });
    expect(
      saleMoney(paid, [
        { status: 'processed', amountPaise: 4_000 },
        { status: 'pending', amountPaise: 5_000 },
        { status: 'failed', amountPaise: 5_900 },
      ]),
    ).toEqual({ gmvPaise: 14_900, refundedPaise: 4_000, netPaise: 10_900 });
  });
});
