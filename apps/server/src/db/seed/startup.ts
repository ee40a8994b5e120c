import type { Config } from '../../config.ts';
import type { Auth } from '../../modules/auth/auth.ts';
import type { Db } from '../client.ts';
import { oneInstanceAtATime, SEED_LOCK } from '../open-from-config.ts';
import { ensureAccount, seedDemoAccounts } from './accounts.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { seedDemoCoupons } from './demo-coupons.ts';

/**
 * What a starting instance writes before it serves: the demo catalogue, coupons and accounts (SEED_DEMO)
 * and the operator's admin (ADMIN_EMAIL/ADMIN_PASSWORD). Instances started together take turns,
 * so the second finds the work done instead of seeding it twice.
 */
export async function seedAtStartup(config: Config, auth: Auth, db: Db): Promise<void> {
  await oneInstanceAtATime(config, SEED_LOCK, async () => {
    if (config.SEED_DEMO && (await seedDemoIfEmpty(db))) console.log('Seeded the demo catalogue.');
    if (config.SEED_DEMO) await seedDemoCoupons(db);
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await ensureAccount(auth, db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        name: 'Administrator',
        role: 'admin',
      });
    }
    if (config.SEED_DEMO) await seedDemoAccounts(auth, db);
  });
}
