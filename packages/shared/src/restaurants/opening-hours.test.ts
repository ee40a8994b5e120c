import { describe, expect, it } from 'vitest';
import { ZOpeningHours } from '../contracts/opening-hours.ts';
import {
  closedNowMessage,
  emptyWeek,
  isOpenNow,
  nextOpensAt,
  openingWords,
  openStatus,
  shownHours,
  storedHours,
  type TStoredHours,
  type TWeeklyHours,
} from './opening-hours.ts';

/** An instant given as India wall-clock time. 2026-11-27 is a Friday. */
const ist = (s: string) => new Date(`${s}+05:30`);

const week = (slots: Partial<TWeeklyHours>): TWeeklyHours => ({ ...emptyWeek(), ...slots });
const every = (opens: string, closes: string): TWeeklyHours =>
  week(
    Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ opens, closes }]]),
    ),
  );
const hours = (
  weekly: TWeeklyHours | null,
  closedDates: string[] = [],
  closedOn: string | null = null,
): TStoredHours => ({
  weekly,
  closedDates,
  closedOn,
});

describe('no hours set', () => {
  it('is open around the clock, with nothing to say', () => {
    for (const at of ['2026-11-27T03:00:00', '2026-11-27T12:00:00', '2026-11-27T23:59:00']) {
      const s = openStatus(hours(null), ist(at));
      expect(s).toEqual({ isOpen: true, closesAt: null, nextOpensAt: null });
      expect(openingWords(s, ist(at))).toBeNull();
    }
  });
  it('an empty week is the same as none', () => {
    expect(isOpenNow(hours(emptyWeek()), ist('2026-11-27T03:00:00'))).toBe(true);
  });
  it('still closes on a closed date and with closed today, opening at the next midnight', () => {
    const now = ist('2026-11-27T15:00:00');
    expect(isOpenNow(hours(null, ['2026-11-27']), now)).toBe(false);
    expect(nextOpensAt(hours(null, ['2026-11-27']), now)).toEqual(ist('2026-11-28T00:00:00'));
    expect(nextOpensAt(hours(null, ['2026-11-27', '2026-11-28']), now)).toEqual(ist('2026-11-29T00:00:00'));
    expect(isOpenNow(hours(null, [], '2026-11-27'), now)).toBe(false);
    // The switch was for yesterday: open again.
    expect(isOpenNow(hours(null, [], '2026-11-26'), now)).toBe(true);
  });
});

describe('a day slot, 11:00 to 23:00 every day', () => {
  const h = hours(every('11:00', '23:00'));
  it('is open inside, closed outside, the close minute itself closed', () => {
    expect(isOpenNow(h, ist('2026-11-27T11:00:00'))).toBe(true);
    expect(isOpenNow(h, ist('2026-11-27T22:59:00'))).toBe(true);
    expect(isOpenNow(h, ist('2026-11-27T23:00:00'))).toBe(false);
    expect(isOpenNow(h, ist('2026-11-27T10:59:00'))).toBe(false);
  });
  it('says until when, or when it opens', () => {
    const noon = ist('2026-11-27T12:00:00');
    expect(openingWords(openStatus(h, noon), noon)).toBe('Open until 11 pm');
    const early = ist('2026-11-27T08:00:00');
    expect(nextOpensAt(h, early)).toEqual(ist('2026-11-27T11:00:00'));
    expect(openingWords(openStatus(h, early), early)).toBe('Opens at 11 am');
    const late = ist('2026-11-27T23:30:00');
    expect(openingWords(openStatus(h, late), late)).toBe('Opens tomorrow at 11 am');
  });
  it('answers in India time whatever the zone of the instant (UTC 17:00 is 22:30 IST)', () => {
    expect(isOpenNow(h, new Date('2026-11-27T17:00:00Z'))).toBe(true);
    expect(isOpenNow(h, new Date('2026-11-27T17:31:00Z'))).toBe(false);
  });
});

describe('overnight slots', () => {
  // Friday 18:00 to 02:00 only.
  const h = hours(week({ fri: [{ opens: '18:00', closes: '02:00' }] }));
  it('runs past midnight into Saturday and belongs to Friday', () => {
    expect(isOpenNow(h, ist('2026-11-27T17:59:00'))).toBe(false);
    expect(isOpenNow(h, ist('2026-11-27T23:00:00'))).toBe(true);
    expect(isOpenNow(h, ist('2026-11-28T01:59:00'))).toBe(true);
    expect(isOpenNow(h, ist('2026-11-28T02:00:00'))).toBe(false);
    // Thursday night has no slot: Friday 01:00 is closed.
    expect(isOpenNow(h, ist('2026-11-27T01:00:00'))).toBe(false);
  });
  it('says "Open until 2 am" before midnight', () => {
    const now = ist('2026-11-27T22:00:00');
    expect(openingWords(openStatus(h, now), now)).toBe('Open until 2 am');
  });
  it('after it closes, opens next Friday', () => {
    const now = ist('2026-11-28T03:00:00');
    expect(nextOpensAt(h, now)).toEqual(ist('2026-12-04T18:00:00'));
    expect(openingWords(openStatus(h, now), now)).toBe('Opens on Fri at 6 pm');
    expect(closedNowMessage(nextOpensAt(h, now), now)).toBe(
      'This restaurant is closed now. It opens on Fri at 6:00 pm.',
    );
  });
  it('a closed Friday cancels the whole slot, its part after midnight too', () => {
    const closedFri = hours(h.weekly, ['2026-11-27']);
    expect(isOpenNow(closedFri, ist('2026-11-27T20:00:00'))).toBe(false);
    expect(isOpenNow(closedFri, ist('2026-11-28T01:00:00'))).toBe(false);
  });
  it('a closed Saturday ends Friday night at midnight', () => {
    const closedSat = hours(h.weekly, ['2026-11-28']);
    expect(isOpenNow(closedSat, ist('2026-11-27T23:59:00'))).toBe(true);
    expect(isOpenNow(closedSat, ist('2026-11-28T00:30:00'))).toBe(false);
    const now = ist('2026-11-27T22:00:00');
    expect(openingWords(openStatus(closedSat, now), now)).toBe('Open until 12 am');
  });
  it("joins with the next day's slot from midnight: open until the later close", () => {
    const joined = hours(
      week({ fri: [{ opens: '18:00', closes: '24:00' }], sat: [{ opens: '00:00', closes: '03:00' }] }),
    );
    const now = ist('2026-11-27T21:00:00');
    expect(openStatus(joined, now).closesAt).toEqual(ist('2026-11-28T03:00:00'));
  });
});

describe('several slots a day', () => {
  const h = hours(every('11:00', '15:00'));
  const lunchAndDinner = hours(
    week({
      fri: [
        { opens: '11:00', closes: '15:00' },
        { opens: '19:00', closes: '23:30' },
      ],
    }),
  );
  it('is closed between lunch and dinner and says when dinner opens', () => {
    const now = ist('2026-11-27T16:00:00');
    expect(isOpenNow(lunchAndDinner, now)).toBe(false);
    expect(openingWords(openStatus(lunchAndDinner, now), now)).toBe('Opens at 7 pm');
    expect(closedNowMessage(nextOpensAt(lunchAndDinner, now), now)).toBe(
      'This restaurant is closed now. It opens at 7:00 pm.',
    );
    const dinner = ist('2026-11-27T20:00:00');
    expect(openingWords(openStatus(lunchAndDinner, dinner), dinner)).toBe('Open until 11:30 pm');
  });
  it('tomorrow, in words with minutes for the refusal', () => {
    const now = ist('2026-11-27T16:00:00');
    expect(closedNowMessage(nextOpensAt(h, now), now)).toBe(
      'This restaurant is closed now. It opens tomorrow at 11:00 am.',
    );
  });
});

describe('closed today', () => {
  const h = hours(every('09:00', '22:00'));
  it('closes the rest of today and opens tomorrow as usual', () => {
    const now = ist('2026-11-27T12:00:00');
    const closed = storedHours({ ...shownHours(h, now), closedToday: true }, now);
    expect(closed.closedOn).toBe('2026-11-27');
    expect(isOpenNow(closed, now)).toBe(false);
    expect(nextOpensAt(closed, now)).toEqual(ist('2026-11-28T09:00:00'));
    expect(shownHours(closed, now).closedToday).toBe(true);
    // Next morning the switch reads off by itself.
    const tomorrow = ist('2026-11-28T10:00:00');
    expect(shownHours(closed, tomorrow).closedToday).toBe(false);
    expect(isOpenNow(closed, tomorrow)).toBe(true);
  });
  it("set after midnight during last night's overnight slot, it closes at once", () => {
    const late = hours(week({ fri: [{ opens: '18:00', closes: '03:00' }] }), [], '2026-11-28');
    expect(isOpenNow(late, ist('2026-11-28T01:00:00'))).toBe(false);
  });
  it('a closed date after a closed today: opens after both', () => {
    const now = ist('2026-11-27T12:00:00');
    const both = hours(every('09:00', '22:00'), ['2026-11-28'], '2026-11-27');
    expect(nextOpensAt(both, now)).toEqual(ist('2026-11-29T09:00:00'));
    expect(openingWords(openStatus(both, now), now)).toBe('Opens on Sun at 9 am');
  });
});

describe('far away', () => {
  it('says the date when the next opening is a week or more away', () => {
    const h = hours(every('09:00', '22:00'), [
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    const now = ist('2026-11-27T12:00:00');
    const next = nextOpensAt(h, now);
    expect(next).toEqual(ist('2026-12-07T09:00:00'));
    expect(closedNowMessage(next, now)).toBe('This restaurant is closed now. It opens on 7 Dec at 9:00 am.');
  });
  it('a closing more than a day away says nothing', () => {
    const now = ist('2026-11-27T12:00:00');
    expect(openingWords(openStatus(hours(null, ['2026-11-30']), now), now)).toBeNull();
  });
});

describe('the contract', () => {
  const ok = (body: unknown) => ZOpeningHours.safeParse(body);
  const messages = (body: unknown) => {
    const r = ok(body);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('takes a week with overnight slots, fills missing days and sorts closed dates', () => {
    const r = ok({
      weekly: { fri: [{ opens: '18:00', closes: '02:00' }] },
      closedDates: ['2026-12-25', '2026-11-08', '2026-12-25'],
    });
    expect(r.success && r.data.weekly.mon).toEqual([]);
    expect(r.success && r.data.closedDates).toEqual(['2026-11-08', '2026-12-25']);
    expect(r.success && r.data.closedToday).toBe(false);
  });
  it('refuses bad times, equal times, overlaps and bad dates in plain words', () => {
    expect(messages({ weekly: { mon: [{ opens: '7pm', closes: '23:00' }] }, closedDates: [] })).toEqual([
      'Enter times as HH:MM, like 09:30 or 18:00',
    ]);
    expect(messages({ weekly: { mon: [{ opens: '24:00', closes: '23:00' }] } })).toEqual([
      'Enter times as HH:MM, like 09:30 or 18:00',
    ]);
    expect(messages({ weekly: { mon: [{ opens: '09:00', closes: '09:00' }] } })).toEqual([
      'A slot cannot open and close at the same time',
    ]);
    expect(
      messages({
        weekly: {
          mon: [
            { opens: '11:00', closes: '15:00' },
            { opens: '14:00', closes: '18:00' },
          ],
        },
      }),
    ).toEqual(['Monday: the slots 11:00–15:00 and 14:00–18:00 overlap']);
    expect(messages({ weekly: {}, closedDates: ['2026-02-31'] })).toEqual([
      'Enter closed dates as YYYY-MM-DD, like 2026-11-08',
    ]);
  });
  it('refuses a weekday it does not know instead of dropping it', () => {
    expect(messages({ weekly: { monday: [{ opens: '09:00', closes: '17:00' }] } })).toEqual([
      'Weekdays are mon, tue, wed, thu, fri, sat and sun',
    ]);
    expect(messages({ closedDates: [] })).toEqual([
      'Send the weekly hours as slots per weekday, like mon: [{ opens: "09:00", closes: "22:00" }]',
    ]);
  });
  it('takes 00:00 to 24:00 and back-to-back slots', () => {
    expect(ok({ weekly: { mon: [{ opens: '00:00', closes: '24:00' }] } }).success).toBe(true);
    expect(
      ok({
        weekly: {
          mon: [
            { opens: '11:00', closes: '15:00' },
            { opens: '15:00', closes: '18:00' },
          ],
        },
      }).success,
    ).toBe(true);
  });
});
