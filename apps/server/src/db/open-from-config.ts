import pg from 'pg';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrated either way. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
  try {
    await oneInstanceAtATime(config, MIGRATION_LOCK, () => migrateDatabase(database));
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** Fixed numbers: the advisory locks that let one instance at a time migrate, and seed. */
const MIGRATION_LOCK = 7_305_001;
export const SEED_LOCK = 7_305_002;

/**
 * Instances started together (systemd, a deploy) migrate, and seed the demo, one after the
 * other: the first does the work, the next finds nothing left to do. On PostgreSQL the lock is
 * held on a connection of its own and released when that connection ends, even if this process
 * dies; PGlite has one process per data directory already (db/data-dir-lock.ts).
 */
export async function oneInstanceAtATime(
  config: Config,
  lock: number,
  run: () => Promise<void>,
): Promise<void> {
  if (!config.DATABASE_URL) return run();
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lock]);
    await run();
  } finally {
    await client.end().catch(() => {});
  }
}
