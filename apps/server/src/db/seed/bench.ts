import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openMigratedDatabase } from '../open-from-config.ts';
import { insertBenchOrders } from './bench-orders.ts';
import { insertBenchUsers } from './bench-users.ts';
import { buildCatalogue } from './demo-catalogue.ts';
import { countRestaurants, insertCatalogue } from './insert-catalogue.ts';

/** `npm run seed:bench -- --restaurants 5000 [--dishes 30] [--users 100000] [--orders 200000]`: bench-scale data into an empty database. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      restaurants: { type: 'string', default: '5000' },
      dishes: { type: 'string', default: '30' },
      users: { type: 'string', default: '100000' },
      orders: { type: 'string', default: '200000' },
    },
  });
  const restaurants = Number(values.restaurants);
  const dishes = Number(values.dishes);
  const users = Number(values.users);
  const orderCount = Number(values.orders);
  if (!Number.isInteger(orderCount) || orderCount < 0)
    throw new Error('--orders must be a whole number >= 0');
  if (!Number.isInteger(users) || users < 0) throw new Error('--users must be a whole number >= 0');
  if (!Number.isInteger(restaurants) || restaurants < 1 || !Number.isInteger(dishes) || dishes < 5) {
    throw new Error('--restaurants must be a whole number >= 1 and --dishes >= 5');
  }
  const database = await openMigratedDatabase(loadConfig());
  try {
    const existing = await countRestaurants(database.db);
    if (existing > 0) {
      throw new Error(`The database already has ${existing} restaurants; seed bench data into an empty one.`);
    }
    const started = performance.now();
    await insertCatalogue(database.db, buildCatalogue({ restaurants, dishesPerRestaurant: dishes, seed: 7 }));
    await insertBenchUsers(database.db, users);
    if (users > 0) await insertBenchOrders(database.db, orderCount);
    // Statistics, the visibility map (index-only scans) and merged trigram pending lists right away,
    // so that a bench run straight after the seed measures what autovacuum would leave.
    await database.db.execute(sql`vacuum (analyze) restaurants, food_items, "user", orders, refunds`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${restaurants} restaurants x ${dishes} dishes, ${users} users and ${users > 0 ? orderCount : 0} orders in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
