import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { SERVER_ROOT } from '../lib/server-root.ts';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/** Applies the committed drizzle-kit migrations; already-applied ones are skipped. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, config);
  }
}
