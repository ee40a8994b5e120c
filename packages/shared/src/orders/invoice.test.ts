import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf } from './invoice.ts';

describe('invoice numbers', () => {
  it('the financial year runs April to March, in India', () => {
    expect(financialYearOf(new Date('2026-11-26T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 23:59:59 on 31 March in India
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // midnight, 1 April in India
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('prints the series, the year and six digits', () => {
    expect(documentNumber('CE', '2026-27', 1)).toBe('CE/2026-27/000001');
    expect(documentNumber('CN', '2026-27', 123_456)).toBe('CN/2026-27/123456');
  });
});
