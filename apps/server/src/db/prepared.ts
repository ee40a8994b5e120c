import { getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sqlRows } from '../lib/india-days.ts';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * A statement of the hot paths (placing and paying an order) built once per database handle
 * instead of on every request (decision 034): `build` returns a Drizzle prepared query
 * (`.prepare(name)` over `sql.placeholder`s). On PostgreSQL its name also makes each connection
 * parse and plan it once. A transaction is a handle of its own and gets its own.
 */
export function preparedPerDb<TDb extends object, TPrepared>(
  build: (db: TDb) => TPrepared,
): (db: TDb) => TPrepared {
  const built = new WeakMap<TDb, TPrepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * `sqlRows` for a hand-written statement of the hot paths: on PostgreSQL it runs as the named
 * prepared statement `name`, parsed and planned once per connection (decision 034); PGlite, one
 * connection in this process, has no use for it. A name must always go with the same SQL text.
 * Rows are the driver's own (a timestamp may be a Date or a string, as with `sqlRows`).
 */
export async function preparedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  // A transaction's handle has no $client: its session holds the pool's connection it runs on.
  const handle = db as unknown as { $client?: unknown; session?: { client?: unknown } };
  const client = handle.$client ?? handle.session?.client;
  if (!(client instanceof pg.Pool || client instanceof pg.Client)) return sqlRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
}

/**
 * A row of `table` from a hand-written statement's `returning *` (column names as in the
 * database): each column decoded the way Drizzle decodes it, under its schema name.
 */
export function rowOf<TTable extends PgTable>(
  table: TTable,
  raw: Record<string, unknown>,
): TTable['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TTable['$inferSelect'];
}
