import { indiaDate, indiaHour, startOfIndiaDay, startOfIndiaWeek } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { istDay, istHour, istWeek, sqlRows } from './india-days.ts';

/**
 * The India day is stated once in packages/shared (`india-day.ts`) and once more in SQL for the
 * figures (`india-days.ts`): on a real database, both must name the same day, hour and week for
 * instants on every side of India's midnight, of a month's, a year's and a leap day's end.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => database?.close());

const INSTANTS = [
  '2026-11-22T18:29:59.999Z',
  '2026-11-22T18:30:00.000Z',
  '2026-11-22T18:30:00.001Z',
  '2026-11-22T23:59:59.000Z',
  '2026-11-23T00:00:00.000Z',
  '2026-11-23T12:00:00.000Z',
  '2026-02-28T18:40:00.000Z',
  '2028-02-28T18:30:00.000Z',
  '2028-02-29T18:29:00.000Z',
  '2026-12-31T18:29:59.000Z',
  '2026-12-31T18:30:00.000Z',
  '2026-03-29T01:00:00.000Z',
  '2026-10-25T01:00:00.000Z',
  ...Array.from({ length: 48 }, (_, i) =>
    new Date(Date.UTC(2026, 10, 16) + i * 3.5 * 3_600_000).toISOString(),
  ),
].map((s) => new Date(s));

describe('the India day: the shared rule and its SQL twin agree', () => {
  it('on the day, the hour and the week (Monday) of every instant', async () => {
    const rows = await sqlRows<{ at: string; day: string; hour: number; week: string }>(
      database.db,
      sql`select t.at::text as at, ${istDay(sql`t.at`)} as day, ${istHour(sql`t.at`)} as hour,
            ${istWeek(sql`t.at`)} as week
          from unnest(${`{${INSTANTS.map((d) => d.toISOString()).join(',')}}`}::timestamptz[]) with ordinality as t(at, n)
          order by t.n`,
    );
    expect(rows).toHaveLength(INSTANTS.length);
    rows.forEach((row, i) => {
      const at = INSTANTS[i] as Date;
      expect({ at: at.toISOString(), day: row.day, hour: Number(row.hour), week: row.week }).toEqual({
        at: at.toISOString(),
        day: indiaDate(at),
        hour: indiaHour(at),
        week: indiaDate(startOfIndiaWeek(at)),
      });
      expect(indiaDate(startOfIndiaDay(at))).toBe(row.day);
    });
  });
});
