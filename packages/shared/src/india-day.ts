/** India has no daylight saving: its day starts at 18:30 UTC the day before. */
export const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Midnight in India of the day `now` falls in. */
export function startOfIndiaDay(now: Date): Date {
  const local = now.getTime() + INDIA_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS);
}

/** Milliseconds from `now` to the next midnight in India. */
export function msUntilNextIndiaDay(now: Date): number {
  return startOfIndiaDay(now).getTime() + DAY_MS - now.getTime();
}
