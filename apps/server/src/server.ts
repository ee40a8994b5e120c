import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openMigratedDatabase } from './db/open-from-config.ts';
import { DEMO_ACCOUNTS, ensureAccount, seedDemoAccounts } from './db/seed/accounts.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';

/** The only place that listens. Opens and migrates the database, seeds demo data once, serves. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db))) {
    console.log('Seeded the demo catalogue.');
  }
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAccount(app.auth, database.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      name: 'Administrator',
      role: 'admin',
    });
  }
  if (config.SEED_DEMO) await seedDemoAccounts(app.auth, database.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`\n  Food delivery app: ${config.publicUrl}\n  API docs: ${config.publicUrl}/api/docs`);
  if (config.devMailboxEnabled) console.log(`  Development mailbox: ${config.publicUrl}/dev/mailbox`);
  if (config.SEED_DEMO) {
    console.log('\n  Demo accounts (email / password):');
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.role.padEnd(16)} ${a.email} / ${a.password}`);
  }
  console.log('');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
