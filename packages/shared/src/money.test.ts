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

  it('shows ₹ with Indian digit grouping', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.5');
  });
});
