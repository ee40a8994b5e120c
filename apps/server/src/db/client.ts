import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle handle every repo receives: the same type for PGlite and for node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** PGlite loads extensions only at creation; every PGlite.create passes these (search needs pg_trgm). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') return openPostgres(opts.url, opts.poolSize ?? 10);
  if ('client' in opts) return wrapPglite(opts.client, async () => {});
  const dir = path.resolve(opts.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create({ dataDir: path.join(dir, 'pgdata'), extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, async () => release());
  } catch (err) {
    release();
    throw err;
  }
}

function wrapPglite(client: PGlite, afterClose: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    async close() {
      if (!client.closed) await client.close();
      await afterClose();
    },
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', (err) => console.warn(`PostgreSQL connection dropped: ${err.message}`));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      // LISTEN needs one dedicated connection for as long as we listen.
      const conn = await pool.connect();
      const handler = (msg: pg.Notification) => {
        if (msg.channel === channel) onPayload(msg.payload ?? '');
      };
      conn.on('notification', handler);
      await conn.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        conn.off('notification', handler);
        await conn.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        conn.release();
      };
    },
    async close() {
      await pool.end();
    },
  };
}
