import { describe, expect, it } from 'vitest';
import { emptyWeek, type TStoredHours, type TWeeklyHours } from './opening-hours.ts';
import { isOfferedSlot, kitchenStartsAt, orderSlots, scheduledWords, slotWords } from './order-slots.ts';

/** An instant given as India wall-clock time. 2026-11-27 is a Friday. */
const ist = (s: string) => new Date(`${s}+05:30`);
const every = (opens: string, closes: string): TWeeklyHours =>
  Object.fromEntries(Object.keys(emptyWeek()).map((d) => [d, [{ opens, closes }]])) as TWeeklyHours;
const hours = (weekly: TWeeklyHours | null, closedDates: string[] = []): TStoredHours => ({
  weekly,
  closedDates,
  closedOn: null,
});
const iso = (d: Date) => d.toISOString();

describe('the slots a customer may pick', () => {
  it('start at the first half hour the kitchen can make, inside the hours, up to 2 days ahead', () => {
    const slots = orderSlots(hours(every('18:00', '22:00')), 20, ist('2026-11-27T15:10:00'));
    // The kitchen must be open from start − 20 min: 18:30 is the first (18:00 would need 17:40).
    expect(iso(slots[0] as Date)).toBe(iso(ist('2026-11-27T18:30:00')));
    // The last of each evening starts at closing time (food made while open).
    expect(slots.map(iso)).toContain(iso(ist('2026-11-27T22:00:00')));
    expect(slots.map(iso)).not.toContain(iso(ist('2026-11-27T22:30:00')));
    // 8 a day (18:30 … 22:00) for today, tomorrow, and the day after up to 15:10.
    expect(slots).toHaveLength(16);
    expect(iso(slots.at(-1) as Date)).toBe(iso(ist('2026-11-28T22:00:00')));
  });

  it('while open, the first is the first half hour after the prep time', () => {
    const slots = orderSlots(hours(null), 15, ist('2026-11-27T12:20:00'));
    expect(iso(slots[0] as Date)).toBe(iso(ist('2026-11-27T13:00:00')));
    expect(slots).toHaveLength(2 * 48 - 1);
  });

  it('skip a closed date, and an overnight slot runs past midnight', () => {
    const slots = orderSlots(hours(every('20:00', '01:00'), ['2026-11-28']), 30, ist('2026-11-27T10:00:00'));
    const days = slots.map((s) => s.toISOString());
    expect(days).toContain(iso(ist('2026-11-27T23:30:00')));
    // Friday night's slot ends at Saturday's midnight (Saturday is closed): nothing after 00:00.
    expect(days).toContain(iso(ist('2026-11-28T00:00:00')));
    expect(days).not.toContain(iso(ist('2026-11-28T00:30:00')));
    expect(days.filter((d) => d.startsWith('2026-11-28T1'))).toEqual([]);
  });

  it('a time off the half hour, past, or beyond 2 days is not offered', () => {
    const h = hours(null);
    const now = ist('2026-11-27T12:00:00');
    expect(isOfferedSlot(h, 15, ist('2026-11-27T13:00:00'), now)).toBe(true);
    expect(isOfferedSlot(h, 15, ist('2026-11-27T13:10:00'), now)).toBe(false);
    expect(isOfferedSlot(h, 15, ist('2026-11-27T12:00:00'), now)).toBe(false);
    expect(isOfferedSlot(h, 15, ist('2026-11-29T12:00:00'), now)).toBe(true);
    expect(isOfferedSlot(h, 15, ist('2026-11-29T12:30:00'), now)).toBe(false);
  });

  it('the kitchen gets the order at the slot minus the prep time', () => {
    expect(iso(kitchenStartsAt(ist('2026-11-27T19:00:00'), 25))).toBe(iso(ist('2026-11-27T18:35:00')));
  });
});

describe('words', () => {
  const now = ist('2026-11-27T15:00:00');
  it('say the day and the half hour in India time', () => {
    expect(slotWords(ist('2026-11-27T19:00:00'), now)).toBe('today, 7:00–7:30 pm');
    expect(slotWords(ist('2026-11-28T11:30:00'), now)).toBe('tomorrow, 11:30 am–12:00 pm');
    expect(scheduledWords(ist('2026-11-27T19:30:00'), now)).toBe('Scheduled for today, 7:30–8:00 pm');
    expect(slotWords(ist('2026-11-29T19:00:00'), now)).toBe('Sun, 7:00–7:30 pm');
  });
});
