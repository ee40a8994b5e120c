/**
 * The India day, stated once: India (Asia/Kolkata) is UTC+5:30 all year, with no daylight saving,
 * so its day starts at 18:30 UTC the day before. Every "today", "this week", "the last 30 days" and
 * `YYYY-MM-DD` of a report uses these; the server's SQL twin is `apps/server/src/lib/india-days.ts`
 * (checked against these on a real database by `india-days.test.ts`).
 */
export const INDIA_OFFSET_MINUTES = 330;
export const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
/** The zone's name, for `Intl.DateTimeFormat` (times shown on a screen). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const DAY_MS = 86_400_000;

const floorDay = (ms: number) => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);

/** Midnight in India of the day `now` falls in, `daysBack` days earlier. */
export function startOfIndiaDay(now: Date, daysBack = 0): Date {
  return new Date(floorDay(now.getTime() + INDIA_OFFSET_MS) - INDIA_OFFSET_MS - daysBack * DAY_MS);
}

/** Midnight in India that starts the week (Monday) `now` falls in. */
export function startOfIndiaWeek(now: Date): Date {
  const day = startOfIndiaDay(now);
  const weekday = new Date(day.getTime() + INDIA_OFFSET_MS).getUTCDay();
  return new Date(day.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

/** Milliseconds from `now` to the next midnight in India. */
export function msUntilNextIndiaDay(now: Date): number {
  return startOfIndiaDay(now).getTime() + DAY_MS - now.getTime();
}

/** `YYYY-MM-DD` of an instant, in India. */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour (0..23) of an instant, in India. */
export function indiaHour(instant: Date): number {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).getUTCHours();
}

/** Midnight in India that starts the day `YYYY-MM-DD`; null when it is no real date (2026-02-31). */
export function indiaMidnight(day: string): Date | null {
  const at = new Date(`${day}T00:00:00+05:30`);
  return Number.isNaN(at.getTime()) || indiaDate(at) !== day ? null : at;
}
