import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * `seed:bench --orders N`: N orders spread evenly over the year before now, for the admin's
 * analytics and sales report benchmarks (decision 020). Each goes to a restaurant and a customer
 * picked by a fixed stride; one in 50 was never paid, one in 20 was cancelled after payment and
 * refunded. INSERT … SELECT in batches of BATCH (each well inside the pool's query timeout).
 */
const BATCH = 20_000;

export async function insertBenchOrders(db: Db, howMany: number): Promise<void> {
  for (let first = 1; first <= howMany; first += BATCH) {
    await insertBatch(db, first, Math.min(howMany, first + BATCH - 1), howMany);
  }
  await db.execute(sql`
    insert into refunds (order_id, payment_id, amount_paise, reason, status)
    select id, 'bench_pay_' || id, total_paise, 'cancelled', 'processed'
    from orders where status = 'Cancelled' and paid_at is not null`);
}

async function insertBatch(db: Db, first: number, last: number, howMany: number): Promise<void> {
  await db.execute(sql`
    with r as (select id, row_number() over (order by id) as n from restaurants),
      rc as (select count(*) as c from restaurants),
      u as (select id, row_number() over (order by id) as n from "user" where role = 'customer'),
      uc as (select count(*) as c from "user" where role = 'customer')
    insert into orders (user_id, restaurant_id, status, delivery_info, subtotal_paise, delivery_fee_paise,
      total_paise, paid_at, created_at, updated_at)
    select u.id, r.id,
      case when g % 50 = 1 then 'Cancelled' when g % 20 = 0 then 'Cancelled' else 'Delivered' end,
      '{"name":"Bench Customer","address":"1, Beach Road","city":"Chennai","state":"Tamil Nadu","zip":"600001","phone":"9840000000"}'::jsonb,
      15000 + (g % 400) * 100, 4900, 19900 + (g % 400) * 100,
      case when g % 50 = 1 then null else t.at end, t.at, t.at
    from generate_series(${first}::int, ${last}::int) as g
    cross join lateral (select now() - (g::float8 / ${howMany}::int) * interval '365 days' as at) t
    cross join rc cross join uc
    join r on r.n = 1 + (g::bigint * 7919) % rc.c
    join u on u.n = 1 + (g::bigint * 104729) % uc.c`);
}
