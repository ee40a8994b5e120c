import { describe, expect, it } from 'vitest';
import { autoPauseNote, busyMinutesAt, isDishOrderable, nextIndiaMorning } from './kitchen-controls.ts';

/** Instants written in India time (+05:30), whatever the zone of the machine running the tests. */
const ist = (wall: string) => new Date(`${wall}+05:30`);

describe('nextIndiaMorning: "sold out for today" and busy mode end at the next 6:00 am in India', () => {
  it.each([
    ['2026-11-27T20:00:00', '2026-11-28T06:00:00'], // evening: tomorrow morning
    ['2026-11-27T23:59:59', '2026-11-28T06:00:00'], // a second before midnight
    ['2026-11-28T00:00:00', '2026-11-28T06:00:00'], // midnight: this morning, not the next
    ['2026-11-28T00:30:00', '2026-11-28T06:00:00'], // 00:30 IST is still 27 Nov in UTC (19:00Z)
    ['2026-11-28T05:59:59', '2026-11-28T06:00:00'],
    ['2026-11-28T06:00:00', '2026-11-29T06:00:00'], // at 6 am sharp: the next day's
    ['2026-12-31T22:00:00', '2027-01-01T06:00:00'], // across a year
  ])('at %s IST it is %s IST', (now, morning) => {
    expect(nextIndiaMorning(ist(now)).toISOString()).toBe(ist(morning).toISOString());
  });
});

describe('isDishOrderable', () => {
  const until = ist('2026-11-28T06:00:00');
  it('is sold out until the morning and orderable from it, with no job run', () => {
    const dish = { isAvailable: true, soldOutUntil: until };
    expect(isDishOrderable(dish, ist('2026-11-27T23:59:00'))).toBe(false);
    expect(isDishOrderable(dish, ist('2026-11-28T00:01:00'))).toBe(false);
    expect(isDishOrderable(dish, ist('2026-11-28T05:59:59'))).toBe(false);
    expect(isDishOrderable(dish, ist('2026-11-28T06:00:00'))).toBe(true);
  });
  it("the owner's switch still counts", () => {
    expect(isDishOrderable({ isAvailable: false, soldOutUntil: null }, ist('2026-11-28T07:00:00'))).toBe(
      false,
    );
    expect(isDishOrderable({ isAvailable: true, soldOutUntil: null }, ist('2026-11-28T07:00:00'))).toBe(true);
  });
});

describe('busyMinutesAt', () => {
  it('adds the minutes until busy mode ends, then nothing', () => {
    const busy = { busyMinutes: 20, busyUntil: ist('2026-11-28T06:00:00') };
    expect(busyMinutesAt(busy, ist('2026-11-27T20:00:00'))).toBe(20);
    expect(busyMinutesAt(busy, ist('2026-11-28T06:00:00'))).toBe(0);
    expect(busyMinutesAt({ busyMinutes: 0, busyUntil: null }, ist('2026-11-27T20:00:00'))).toBe(0);
  });
});

describe('autoPauseNote', () => {
  it('says when, in India time, and why', () => {
    expect(autoPauseNote(ist('2026-11-27T20:14:00'))).toBe(
      'Paused automatically at 8:14 pm: 3 orders were not accepted in time.',
    );
  });
});
