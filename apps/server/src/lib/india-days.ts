import { INDIA_OFFSET_MINUTES } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The India day's SQL twin (the rule is `india-day.ts` in packages/shared; `india-days.test.ts`
 * checks both agree on a real database): figures by day, hour and week for the owner's insights and
 * the admin's analytics and reports. A fixed offset, no time-zone database, so PGlite and
 * PostgreSQL agree.
 */
const INDIA_OFFSET = sql.raw(`interval '${INDIA_OFFSET_MINUTES} minutes'`);

/** A timestamp column as India's wall-clock time, in SQL. */
export const istTime = (column: SQL) => sql`(${column} at time zone 'UTC' + ${INDIA_OFFSET})`;
/** `YYYY-MM-DD` of a timestamp column, in India, in SQL. */
export const istDay = (column: SQL) => sql`to_char(${istTime(column)}, 'YYYY-MM-DD')`;
/** The hour (0..23) of a timestamp column, in India, in SQL. */
export const istHour = (column: SQL) => sql`extract(hour from ${istTime(column)})::int`;
/** `YYYY-MM-DD` of the Monday that starts a timestamp column's week, in India, in SQL. */
export const istWeek = (column: SQL) => sql`to_char(date_trunc('week', ${istTime(column)}), 'YYYY-MM-DD')`;

/** Raw SQL rows: both drivers answer with `{ rows }`; Db's type says unknown. */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
