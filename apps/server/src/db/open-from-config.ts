import pg from 'pg';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrated either way. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
  try {
    if (config.DATABASE_URL)
      await whileHoldingMigrationLock(config.DATABASE_URL, () => migrateDatabase(database));
    else await migrateDatabase(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** Any fixed number: the advisory lock that lets one instance at a time run the migrations. */
const MIGRATION_LOCK = 7_305_001;

/**
 * Instances started together (systemd, a deploy) migrate one after the other: the first applies
 * the new migrations, the next finds nothing left to do. The lock is held on a connection of
 * its own and released when that connection ends, even if this process dies.
 */
async function whileHoldingMigrationLock(url: string, run: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await run();
  } finally {
    await client.end().catch(() => {});
  }
}
