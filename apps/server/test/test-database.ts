import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite by
 * default or on the PostgreSQL server named by DATABASE_URL. Never a mock.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresCopy(url, inject('postgresTemplateDb'));
  const tar = fs.readFileSync(inject('pgliteTemplatePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: PGLITE_EXTENSIONS });
  return openDatabase({ kind: 'pglite', client });
}

async function createPostgresCopy(url: string, templateDb: string): Promise<Database> {
  const name = `app_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
