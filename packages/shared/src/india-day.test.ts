import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  indiaDate,
  indiaHour,
  indiaMidnight,
  msUntilNextIndiaDay,
  startOfIndiaDay,
  startOfIndiaWeek,
} from './india-day.ts';

describe('the India day', () => {
  it('starts at 18:30 UTC the day before, and the next one is that far away', () => {
    expect(startOfIndiaDay(new Date('2026-11-22T19:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-11-22T18:29:59Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-11-22T19:00:00Z'), 6).toISOString()).toBe(
      '2026-11-16T18:30:00.000Z',
    );
    expect(msUntilNextIndiaDay(new Date('2026-11-22T18:29:00Z'))).toBe(60_000);
  });

  it('names the day and hour in India, and finds a named day’s midnight (none for no real date)', () => {
    expect(indiaDate(new Date('2026-02-28T18:40:00Z'))).toBe('2026-03-01');
    expect(indiaHour(new Date('2026-02-28T18:40:00Z'))).toBe(0);
    expect(indiaMidnight('2026-03-01')?.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(indiaMidnight('2026-02-30')).toBeNull();
  });

  it('weeks start on Monday in India', () => {
    // Monday 23 November 2026 in India starts at 18:30 UTC on Sunday the 22nd.
    expect(startOfIndiaWeek(new Date('2026-11-22T19:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndiaWeek(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndiaWeek(new Date('2026-11-22T18:00:00Z')).toISOString()).toBe('2026-11-15T18:30:00.000Z');
  });

  it('every instant lies in the day it names, which is one day long', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const now = new Date(ms);
        const start = startOfIndiaDay(now);
        expect(start.getTime()).toBeLessThanOrEqual(ms);
        expect(ms - start.getTime()).toBeLessThan(DAY_MS);
        expect(indiaMidnight(indiaDate(now))?.getTime()).toBe(start.getTime());
      }),
    );
  });
});
