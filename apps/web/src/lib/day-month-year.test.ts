import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayMonthYear, shortDay } from './day-month-year.ts';

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

describe('shortDay', () => {
  it('writes a calendar day as its day and the month short, in any time zone', () => {
    expect(shortDay('2026-10-26')).toBe('26 Oct');
    expect(shortDay('2027-01-01')).toBe('1 Jan');
    expect(shortDay('2026-12-31')).toBe('31 Dec');
  });
});
