import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, lineTotalRupees, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('converts between rupees and integer paise', () => {
    expect(rupeesToPaise(140.5)).toBe(14050);
    expect(paiseToRupees(14050)).toBe(140.5);
  });

  it('multiplies a line in paise, so 0.1 x 3 is 0.3 and not 0.30000000000000004', () => {
    expect(lineTotalRupees(0.1, 3)).toBe(0.3);
    expect(lineTotalRupees(140.5, 2)).toBe(281);
  });

  it('shows ₹ with Indian digit grouping and always two decimals', () => {
    expect(formatRupees(120.5)).toBe('₹120.50');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(250)).toBe('₹250.00');
    expect(formatRupees(1234)).toBe('₹1,234.00');
    expect(formatRupees(12345678.05)).toBe('₹1,23,45,678.05');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(-40.1)).toBe('-₹40.10');
  });

  it("writes any amount in paise exactly as the browser's en-IN currency format does", () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (paise) => {
        expect(formatRupees(paiseToRupees(paise))).toBe(intl.format(paiseToRupees(paise)));
      }),
      { numRuns: 5000 },
    );
  });
});
