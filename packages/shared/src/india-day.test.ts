import { describe, expect, it } from 'vitest';
import { msUntilNextIndiaDay, startOfIndiaDay } from './india-day.ts';

describe('the India day', () => {
  it('starts at 18:30 UTC the day before, and the next one is that far away', () => {
    expect(startOfIndiaDay(new Date('2026-11-22T19:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-11-22T18:29:59Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(msUntilNextIndiaDay(new Date('2026-11-22T18:29:00Z'))).toBe(60_000);
  });
});
