import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Figures by day, shared by the owner's insights and the admin's analytics and reports. Days and
 * hours are India's (UTC+5:30, no daylight saving), computed without the time-zone database so
 * PGlite and PostgreSQL agree.
 */
export const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
const IST = sql`interval '330 minutes'`;

/** A timestamp column as India's wall-clock time, in SQL. */
export const istTime = (column: SQL) => sql`(${column} at time zone 'UTC' + ${IST})`;
/** `YYYY-MM-DD` of a timestamp column, in India, in SQL. */
export const istDay = (column: SQL) => sql`to_char(${istTime(column)}, 'YYYY-MM-DD')`;

/** Raw SQL rows: both drivers answer with `{ rows }`; Db's type says unknown. */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Midnight in India of the day `now` falls on, `daysBack` days earlier, as an instant. */
export function istDayStart(now: Date, daysBack = 0): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - IST_OFFSET_MS - daysBack * DAY_MS);
}

/** `YYYY-MM-DD` of an instant, in India. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in India that starts the day `YYYY-MM-DD`; null when it is no real date (2026-02-31). */
export function istMidnight(day: string): Date | null {
  const at = new Date(`${day}T00:00:00+05:30`);
  return Number.isNaN(at.getTime()) || istDate(at) !== day ? null : at;
}
