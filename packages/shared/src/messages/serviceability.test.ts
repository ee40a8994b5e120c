import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_FEE_SLABS } from '../geo/serviceability.ts';
import { DELIVER_TO_MESSAGES, feeSlabsText } from './serviceability.ts';

describe('feeSlabsText', () => {
  it('words the default slabs with two decimals', () => {
    expect(feeSlabsText(DEFAULT_DELIVERY_FEE_SLABS)).toBe(
      '₹29.00 up to 3 km, ₹49.00 up to 6 km and ₹69.00 beyond 6 km',
    );
  });
  it('words one open slab as its fee', () => {
    expect(feeSlabsText([{ upToKm: null, feePaise: 4900 }])).toBe('₹49.00');
  });
});

describe('DELIVER_TO_MESSAGES.quoteLine', () => {
  it('reads like "2.1 km · ₹29.00 · 25–35 min"', () => {
    expect(DELIVER_TO_MESSAGES.quoteLine(2.14, '₹29.00', 25, 35)).toBe('2.1 km · ₹29.00 · 25–35 min');
  });
});
