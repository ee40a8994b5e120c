/**
 * Admin list timings at bench scale: `DATABASE_URL=… npx tsx bench/admin-lists.ts` after
 * `npm run seed:bench` (5,000 restaurants, 100,000 users). Times the page and count queries of View
 * Restaurants and View Users (what GET /api/admin/restaurants and /api/admin/users run), median
 * and p95 of 30 runs each.
 */
import { loadConfig } from '../apps/server/src/config.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open-from-config.ts';
import { searchPattern } from '../apps/server/src/lib/paged-list.ts';
import { restaurantListSource } from '../apps/server/src/modules/admin/admin-restaurants.service.ts';
import { userListSource } from '../apps/server/src/modules/admin/admin-users.service.ts';
import { time as timeRuns } from './timing.ts';

const RUNS = 30;
const time = (label: string, work: () => Promise<unknown>) => timeRuns(label, work, RUNS);

const database = await openMigratedDatabase(loadConfig());
const db = database.db;
const page = async (
  source: { rows(l: number, o: number): Promise<unknown[]>; count(): Promise<number> },
  offset = 0,
) => Promise.all([source.rows(10, offset), source.count()]);
try {
  await time('restaurants, first page, no search', () => page(restaurantListSource(db, {})));
  await time('restaurants, page 50, no search', () => page(restaurantListSource(db, {}), 490));
  await time('restaurants, search "anna nagar"', () =>
    page(restaurantListSource(db, { pattern: searchPattern('anna nagar') })),
  );
  await time('restaurants, search owner "bench_owner_4050"', () =>
    page(restaurantListSource(db, { pattern: searchPattern('bench_owner_4050') })),
  );
  await time('restaurants, search rare "zzq"', () =>
    page(restaurantListSource(db, { pattern: searchPattern('zzq') })),
  );
  await time('users, first page, no search', () => page(userListSource(db, {})));
  await time('users, page 500, no search', () => page(userListSource(db, {}), 4990));
  await time('users, search "priya"', () => page(userListSource(db, { pattern: searchPattern('priya') })));
  await time('users, search email "bench.user.77777@"', () =>
    page(userListSource(db, { pattern: searchPattern('bench.user.77777@') })),
  );
  await time('users, search phone "9840077777"', () =>
    page(userListSource(db, { pattern: searchPattern('9840077777') })),
  );
  await time('users, role filter deliveryPartner', () =>
    page(userListSource(db, { role: 'deliveryPartner' })),
  );
} finally {
  await database.close();
}
