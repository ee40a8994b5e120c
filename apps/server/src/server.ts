import { STAGING_MESSAGES } from '@app/shared';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openMigratedDatabase } from './db/open-from-config.ts';
import { DEMO_ACCOUNTS } from './db/seed/accounts.ts';
import { seedAtStartup } from './db/seed/startup.ts';

/** Within this a SIGTERM ends the process, whatever is still open (orchestrators wait 10-30 s). */
const SHUTDOWN_GRACE_MS = 9_000;

/** The only place that listens. Opens and migrates the database, seeds demo data once, serves. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database });
  await seedAtStartup(config, app.auth, database.db);

  // A stray rejected promise is a bug to log, not a reason to drop every request in flight.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled promise rejection'));

  let closing = false;
  /**
   * SIGTERM/SIGINT: stop accepting, end live-update streams with a retry hint, finish the requests
   * in flight, stop the periodic jobs, then release the database; exit 0. Anything still open after
   * SHUTDOWN_GRACE_MS is cut off (exit 1) so an orchestrator is never kept waiting.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    let code = 0;
    // A keep-alive connection whose request was in flight when we began is idle once it is
    // answered; close such connections as they go idle, or the server would wait on them.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 200);
    reaper.unref();
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing the server');
      code = 1;
    }
    try {
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing the database');
      code = 1;
    }
    app.log.info({ code }, 'shut down');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  for (const allowance of config.stagingAllowances) {
    app.log.warn({ allowance }, `STAGING: ${STAGING_MESSAGES[allowance]}`);
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`\n  Food delivery app: ${config.publicUrl}\n  API docs: ${config.publicUrl}/api/docs`);
  if (config.devMailboxEnabled) {
    console.log(`  Development mailbox (this machine or an admin): ${config.publicUrl}/dev/mailbox`);
  }
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
