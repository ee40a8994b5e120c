import { DAY_MS, INDIA_OFFSET_MS, indiaDate, indiaMidnight, startOfIndiaDay } from '../india-day.ts';
import { HOURS_MESSAGES } from '../messages/opening-hours.ts';

/**
 * Opening hours, stated once (decision 050). All times are Asia/Kolkata wall-clock times.
 *
 * - `weekly`: per weekday, zero or more slots `{ opens, closes }` ("HH:MM"). `closes` may be
 *   "24:00"; a slot that closes at or before it opens runs past midnight (18:00–02:00 closes at
 *   02:00 the next morning). A slot belongs to the day it opens on.
 * - `closedDates` (YYYY-MM-DD) and the "closed today" switch close a whole India calendar day: no
 *   slot opens on it, and the previous evening's overnight slot ends at its midnight.
 * - A restaurant with no slot on any day has no hours set: it is open around the clock (except on
 *   its closed days), so restaurants nobody has given hours keep taking orders as before.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

export type TSlot = { opens: string; closes: string };
export type TWeeklyHours = Record<TWeekday, TSlot[]>;

/** The hours as the API reads and writes them (`PUT /api/restaurants/{id}/hours`, `openingHours`). */
export type TOpeningHours = { weekly: TWeeklyHours; closedDates: string[]; closedToday: boolean };

/** The hours as stored: `closedOn` is the India date the "closed today" switch was turned on for. */
export type TStoredHours = { weekly: TWeeklyHours | null; closedDates: string[]; closedOn: string | null };

/** A restaurant's hours columns as stored (decision 050), as the rules below read them. */
export const storedHoursOf = (r: {
  weeklyHours: TWeeklyHours | null;
  closedDates: string[];
  closedOn: string | null;
}): TStoredHours => ({ weekly: r.weeklyHours, closedDates: r.closedDates, closedOn: r.closedOn });

export type TOpenStatus = {
  isOpen: boolean;
  /** While open: when it closes; null when it stays open for the next 8 days (no hours set). */
  closesAt: Date | null;
  /** While closed: when it opens next; null while open, or when it opens in none of the next 400 days. */
  nextOpensAt: Date | null;
};

export const emptyWeek = (): TWeeklyHours => ({
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
});

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:MM" ("24:00" = 1440), or null when it is no such time. */
export function minutesOf(time: string, allow24 = false): number | null {
  if (allow24 && time === '24:00') return 1440;
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** A slot's minutes from the midnight of the day it opens on: closes > opens, up to 2880. */
export function slotSpan(slot: TSlot): [number, number] | null {
  const opens = minutesOf(slot.opens);
  const closes = minutesOf(slot.closes, true);
  if (opens === null || closes === null) return null;
  return [opens, closes > opens ? closes : closes + 1440];
}

export function hasWeeklyHours(weekly: TWeeklyHours | null | undefined): weekly is TWeeklyHours {
  return !!weekly && WEEKDAYS.some((d) => (weekly[d]?.length ?? 0) > 0);
}

/** The weekday (mon..sun) of the India day starting at `dayStart` (an India midnight). */
function weekdayAt(dayStart: number): TWeekday {
  const sundayFirst = new Date(dayStart + INDIA_OFFSET_MS).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as TWeekday;
}

const MINUTE_MS = 60_000;

/**
 * The open spans, merged, of the business days from `fromDay - 1` to `fromDay + days` (India
 * midnights, ms), with every closed calendar day cut out.
 */
function openSpans(hours: TStoredHours, fromDay: number, days: number): Array<[number, number]> {
  const closed = new Set(hours.closedDates);
  if (hours.closedOn) closed.add(hours.closedOn);
  const isClosedDay = (dayStart: number) => closed.has(indiaDate(new Date(dayStart)));
  const weekly = hasWeeklyHours(hours.weekly) ? hours.weekly : null;
  const raw: Array<[number, number]> = [];
  for (let i = -1; i <= days; i++) {
    const dayStart = fromDay + i * DAY_MS;
    if (isClosedDay(dayStart)) continue;
    if (!weekly) {
      raw.push([dayStart, dayStart + DAY_MS]);
      continue;
    }
    for (const slot of weekly[weekdayAt(dayStart)] ?? []) {
      const span = slotSpan(slot);
      if (!span) continue;
      const start = dayStart + span[0] * MINUTE_MS;
      let end = dayStart + span[1] * MINUTE_MS;
      // The part past midnight stops where a closed day starts.
      if (end > dayStart + DAY_MS && isClosedDay(dayStart + DAY_MS)) end = dayStart + DAY_MS;
      raw.push([start, end]);
    }
  }
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of raw) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

const LOOK_AHEAD_DAYS = 8;
const FAR_LOOK_AHEAD_DAYS = 400;

/** Whether the restaurant is open at `now`, until when, or when it opens next. */
export function openStatus(hours: TStoredHours, now: Date): TOpenStatus {
  const t = now.getTime();
  const today = startOfIndiaDay(now).getTime();
  const spans = openSpans(hours, today, LOOK_AHEAD_DAYS);
  const horizon = today + (LOOK_AHEAD_DAYS + 1) * DAY_MS;
  const current = spans.find(([start, end]) => start <= t && t < end);
  if (current) {
    return { isOpen: true, closesAt: current[1] >= horizon ? null : new Date(current[1]), nextOpensAt: null };
  }
  let next = spans.find(([start]) => start > t);
  if (!next) next = openSpans(hours, today, FAR_LOOK_AHEAD_DAYS).find(([start]) => start > t);
  return { isOpen: false, closesAt: null, nextOpensAt: next ? new Date(next[0]) : null };
}

/**
 * The open spans (merged, ms) from the start of `now`'s India day to `days` days after it: what
 * scheduled orders' slots are cut from (order-slots.ts).
 */
export function openSpansFrom(hours: TStoredHours, now: Date, days: number): Array<[number, number]> {
  return openSpans(hours, startOfIndiaDay(now).getTime(), days);
}

export const isOpenNow = (hours: TStoredHours, now: Date): boolean => openStatus(hours, now).isOpen;
export const nextOpensAt = (hours: TStoredHours, now: Date): Date | null =>
  openStatus(hours, now).nextOpensAt;

/** The stored hours as the API shows them at `now` ("closed today" is true only on that day). */
export function shownHours(hours: TStoredHours, now: Date): TOpeningHours {
  return {
    weekly: hours.weekly ?? emptyWeek(),
    closedDates: hours.closedDates,
    closedToday: hours.closedOn !== null && hours.closedOn === indiaDate(now),
  };
}

/** What to store for hours given through the API at `now`. */
export function storedHours(hours: TOpeningHours, now: Date): TStoredHours {
  return {
    weekly: hasWeeklyHours(hours.weekly) ? hours.weekly : null,
    closedDates: hours.closedDates,
    closedOn: hours.closedToday ? indiaDate(now) : null,
  };
}

// ---- Words ------------------------------------------------------------------------------------

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "7 pm", "11:30 am", "12 am" (midnight) in India; `withMinutes` always writes them ("7:00 pm"). */
export function indiaClock(at: Date, withMinutes = false): string {
  const wall = new Date(at.getTime() + INDIA_OFFSET_MS);
  const h = wall.getUTCHours();
  const m = wall.getUTCMinutes();
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? 'am' : 'pm';
  return withMinutes || m !== 0 ? `${hour12}:${String(m).padStart(2, '0')} ${suffix}` : `${hour12} ${suffix}`;
}

/**
 * Which day `at` is, said from `now` in India: '' (today), 'tomorrow', 'on Sat' (within a week),
 * or 'on 12 Nov'.
 */
export function indiaDayWords(at: Date, now: Date): string {
  const days = Math.round((startOfIndiaDay(at).getTime() - startOfIndiaDay(now).getTime()) / DAY_MS);
  if (days <= 0) return '';
  if (days === 1) return 'tomorrow';
  const wall = new Date(at.getTime() + INDIA_OFFSET_MS);
  if (days < 7) return `on ${WEEKDAY_SHORT[wall.getUTCDay()]}`;
  return `on ${wall.getUTCDate()} ${MONTH_SHORT[wall.getUTCMonth()]}`;
}

/** "at 7 pm", "tomorrow at 7 pm", "on Sat at 7 pm", "on 12 Nov at 7 pm". */
function whenWords(at: Date, now: Date, withMinutes: boolean): string {
  const day = indiaDayWords(at, now);
  return `${day ? `${day} ` : ''}at ${indiaClock(at, withMinutes)}`;
}

/**
 * The line a card and the restaurant page show: "Open until 11 pm", "Opens at 7 pm",
 * "Opens tomorrow at 7 am", "Closed"; null when it is open with no closing in sight (no hours set).
 */
export function openingWords(status: TOpenStatus, now: Date): string | null {
  if (status.isOpen) {
    // Open around the clock (no hours set) or for more than a day: nothing worth saying.
    if (!status.closesAt || status.closesAt.getTime() - now.getTime() >= DAY_MS) return null;
    return HOURS_MESSAGES.openUntil(indiaClock(status.closesAt));
  }
  return status.nextOpensAt
    ? HOURS_MESSAGES.opens(whenWords(status.nextOpensAt, now, false))
    : HOURS_MESSAGES.closed;
}

/**
 * The refusal of an order while closed (409): "This restaurant is closed now. It opens at 7:00 pm."
 * (or "… It opens tomorrow at 7:00 pm." / "on Sat at …" / "on 12 Nov at …").
 */
export function closedNowMessage(next: Date | null, now: Date): string {
  return next ? HOURS_MESSAGES.closedNowOpens(whenWords(next, now, true)) : HOURS_MESSAGES.closedNow;
}

/** `YYYY-MM-DD` that is a real calendar day. */
export const isCalendarDate = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && indiaMidnight(s) !== null;
