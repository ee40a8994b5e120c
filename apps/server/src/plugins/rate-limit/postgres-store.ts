import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Hit, RateLimitStore } from './store.ts';

const SWEEP_EVERY_MS = 5 * 60_000;

/** Counters in the `rate_limit_counters` table: one upsert per attempt, expired rows swept. */
export function createPostgresStore(db: Db): RateLimitStore {
  const sweep = setInterval(() => {
    db.execute(sql`delete from rate_limit_counters where resets_at < now()`).catch(() => {});
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    async hit(key, windowMs): Promise<Hit> {
      const result = await db.execute<{ hits: number; resets_in_ms: number }>(sql`
        insert into rate_limit_counters as c (key, hits, resets_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
          resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
        returning hits, ceil(extract(epoch from (resets_at - now())) * 1000)::int as resets_in_ms`);
      const row = (result as unknown as { rows: { hits: number; resets_in_ms: number }[] }).rows[0];
      return {
        count: Number(row?.hits ?? 1),
        resetsInMs: Math.max(0, Number(row?.resets_in_ms ?? windowMs)),
      };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}
