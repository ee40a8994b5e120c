import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrated either way. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
