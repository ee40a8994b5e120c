/**
 * Admin Business Analytics and Sales Reports at bench scale: `DATABASE_URL=… npx tsx
 * bench/admin-figures.ts` after `npm run seed:bench` (5,000 restaurants, 100,000 users, 200,000
 * orders over a year). Times what GET /api/admin/analytics runs for 30 and 366 days, and the whole
 * streamed sales report (every batch) for 30 and 366 days; median and p95 of 10 runs each, and the
 * report's largest batch in memory.
 */
import { loadConfig } from '../apps/server/src/config.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open-from-config.ts';
import { istDate } from '../apps/server/src/lib/india-days.ts';
import { analytics, dayRange, salesReportBatches } from '../apps/server/src/modules/admin/figures.service.ts';
import { time as timeRuns } from './timing.ts';

const RUNS = 10;
const time = (label: string, work: () => Promise<unknown>) => timeRuns(label, work, RUNS);

const database = await openMigratedDatabase(loadConfig());
const db = database.db;
const today = istDate(new Date());
const daysBack = (n: number) => istDate(new Date(Date.now() - n * 86_400_000));
const month = dayRange(daysBack(29), today);
const year = dayRange(daysBack(365), today);
try {
  await time('analytics, 30 days', () => analytics(db, month));
  await time('analytics, 366 days', () => analytics(db, year));
  for (const [label, range] of [
    ['sales report, 30 days (all batches)', month],
    ['sales report, 366 days (all batches)', year],
  ] as const) {
    let rows = 0;
    let largest = 0;
    await time(label, async () => {
      rows = 0;
      for await (const batch of salesReportBatches(db, range)) {
        rows += batch.length;
        largest = Math.max(largest, batch.length);
      }
    });
    console.log(`  ${rows} restaurants, at most ${largest} rows in memory at once`);
  }
} finally {
  await database.close();
}
