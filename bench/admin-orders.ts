/**
 * Admin Orders and header search timings at bench scale: after `npm run seed:bench`,
 * `DATABASE_URL=… npx tsx bench/admin-orders.ts [--orders 50000]` adds that many orders (from the
 * bench users at the bench restaurants, once: skipped when orders exist) and times what
 * GET /api/admin/orders and GET /api/admin/search run, median and p95 of 30 runs each.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open-from-config.ts';
import { orderListSource, searchEverything } from '../apps/server/src/modules/admin/admin-orders.service.ts';
import type { OrderDeps } from '../apps/server/src/modules/orders/orders.service.ts';
import { time as timeRuns } from './timing.ts';

const RUNS = 30;
const time = (label: string, work: () => Promise<unknown>) => timeRuns(label, work, RUNS);
const { values } = parseArgs({ options: { orders: { type: 'string', default: '50000' } } });

const database = await openMigratedDatabase(loadConfig());
const db = database.db;
// Only the database is used by the list and the search.
const deps = { db } as unknown as OrderDeps;
try {
  const [{ n } = { n: 0 }] = (await db.execute(sql`select count(*)::int as n from orders`)).rows as {
    n: number;
  }[];
  if (n === 0) {
    const started = performance.now();
    await db.execute(sql`
      with u as (select id, row_number() over (order by id) as rn from "user" where role = 'customer'),
           r as (select id, row_number() over (order by id) as rn from restaurants),
           nu as (select count(*) as c from u), nr as (select count(*) as c from r)
      insert into orders (user_id, restaurant_id, status, delivery_info, subtotal_paise, delivery_fee_paise,
                          total_paise, paid_at, created_at, updated_at)
      select u.id, r.id,
             (array['AwaitingPayment','Processing','Preparing','On the way','Delivered','Delivered','Delivered','Cancelled'])[1 + g % 8],
             '{"name":"Bench","address":"1 Road","city":"Chennai","state":"TN","zip":"600001","phone":"9840000000"}'::jsonb,
             20000, 4900, 24900,
             case when g % 8 = 0 then null else now() - (g || ' minutes')::interval end,
             now() - (g || ' minutes')::interval, now()
      from generate_series(1, ${Number(values.orders)}) g
      cross join nu cross join nr
      join u on u.rn = 1 + (g::bigint * 7919) % nu.c
      join r on r.rn = 1 + (g::bigint * 104729) % nr.c`);
    await db.execute(sql`vacuum (analyze) orders`);
    console.log(`Added ${values.orders} orders in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  const page = (filter: Parameters<typeof orderListSource>[1], offset = 0) => {
    const source = orderListSource(deps, filter);
    return Promise.all([source.rows(10, offset), source.count()]);
  };
  await time('orders, first page, no search', () => page({}));
  await time('orders, page 100, no search', () => page({}, 990));
  await time('orders, status Preparing', () => page({ status: 'Preparing' }));
  await time('orders, search customer "bench.user.77777@"', () => page({ q: 'bench.user.77777@' }));
  await time('orders, search customer name "priya"', () => page({ q: 'priya' }));
  await time('orders, search restaurant "anna"', () => page({ q: 'anna' }));
  await time('orders, search id prefix "3fa8"', () => page({ q: '3fa8' }));
  await time('header search "priya"', () => searchEverything(deps, 'priya'));
  await time('header search id "3fa8"', () => searchEverything(deps, '3fa8'));
} finally {
  await database.close();
}
