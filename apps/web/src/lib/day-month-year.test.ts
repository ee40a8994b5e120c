import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayMonthYear } from './day-month-year.ts';

describe('dayMonthYear', () => {
  it("writes a date as the browser's en-IN long date does", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          expect(dayMonthYear(d.toISOString())).toBe(intl.format(d));
        },
      ),
      { numRuns: 2000 },
    );
    expect(dayMonthYear('2026-11-25T10:00:00.000Z')).toBe(intl.format(new Date('2026-11-25T10:00:00.000Z')));
  });
});
