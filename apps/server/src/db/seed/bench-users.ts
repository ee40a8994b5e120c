import { randomUUID } from 'node:crypto';
import type { TRole } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { restaurants, user } from '../schema/index.ts';

const FIRST = ['Priya', 'Arun', 'Meena', 'Karthik', 'Divya', 'Suresh', 'Lakshmi', 'Vijay', 'Anitha', 'Ravi'];
const LAST = [
  'Raman',
  'Kumar',
  'Iyer',
  'Subramanian',
  'Krishnan',
  'Natarajan',
  'Pillai',
  'Rajan',
  'Sundaram',
];
const BATCH = 5000;

/** Customers mostly, some riders and owners, a few admins: roughly a city's mix. */
function roleOf(i: number): TRole {
  if (i % 1000 === 0) return 'admin';
  if (i % 50 === 0) return 'restaurantOwner';
  if (i % 20 === 0) return 'deliveryPartner';
  return 'customer';
}

/**
 * `seed:bench --users N`: N user rows for the admin lists' benchmarks (View Users, owners in View
 * Restaurants). They have no credential, so nobody can sign in as one; each restaurant gets one of
 * the owners. Deterministic: user i is always the same person.
 */
export async function insertBenchUsers(db: Db, howMany: number): Promise<void> {
  const started = Date.UTC(2025, 0, 1);
  for (let from = 0; from < howMany; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, howMany - from) }, (_, k) => {
      const i = from + k;
      const first = FIRST[i % FIRST.length] ?? 'Priya';
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Raman';
      const role = roleOf(i);
      const id = randomUUID();
      return {
        id,
        name: `${first} ${last}`,
        email: `bench.user.${i}@example.com`,
        role,
        username: role === 'restaurantOwner' ? `bench_owner_${i}` : null,
        displayUsername: role === 'restaurantOwner' ? `bench_owner_${i}` : null,
        phone: `98${String(40000000 + i).padStart(8, '0')}`,
        profileCompleted: true,
        createdAt: new Date(started + i * 60_000),
        updatedAt: new Date(started + i * 60_000),
      };
    });
    await db.insert(user).values(rows);
  }
  // Each restaurant gets one of the bench owners, round robin, in one statement.
  await db.execute(sql`
    with owners as (
      select id, row_number() over (order by id) - 1 as n, count(*) over () as total
      from ${user} where ${user.role} = 'restaurantOwner' and ${user.email} like 'bench.user.%'
    ),
    numbered as (select id, row_number() over (order by id) - 1 as n from ${restaurants})
    update ${restaurants} set owner_id = owners.id
    from numbered join owners on owners.n = numbered.n % owners.total
    where ${restaurants.id} = numbered.id`);
}
