import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf } from './invoice.ts';

describe('invoice numbers', () => {
  it('the financial year runs April to March, in India', () => {
    expect(financialYearOf(new Date('2026-11-26T12:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('26-27'); // 23:59:59 on 31 March in India
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('27-28'); // midnight, 1 April in India
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });

  it('prints the series, the year and six digits, within the 16 characters the CGST Rules allow', () => {
    expect(documentNumber('CE', '26-27', 1)).toBe('CE/26-27/000001');
    expect(documentNumber('CN', '26-27', 123_456)).toBe('CN/26-27/123456');
    expect(documentNumber('CE', '26-27', 999_999).length).toBeLessThanOrEqual(16);
  });
});
