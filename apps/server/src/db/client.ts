import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DatabaseAvailability } from './availability.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { PgListener } from './pg-listener.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle handle every repo receives: the same type for PGlite and for node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether the database answers; requests fail fast with 503 while it does not (failure handling). */
  availability: DatabaseAvailability;
  /** Connections of the node-postgres pool (for /metrics); absent on PGlite, which has one. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * Runs LISTEN on a channel; returns an unsubscribe function. `onResubscribed` runs after the
   * listening connection was lost and is back: notifications sent meanwhile were missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/**
 * Connection limits for node-postgres. A request never waits long for a database that is not
 * there: a connect (or a free pool slot) gives up after 2 s, a query after 30 s (migrations build
 * indexes, so not less), and TCP keep-alive notices a peer that vanished without a word.
 */
const PG_TIMEOUTS = {
  connectionTimeoutMillis: 2_000,
  query_timeout: 30_000,
  keepAlive: true,
  idleTimeoutMillis: 30_000,
} as const;

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
  const availability = new DatabaseAvailability(async () => {
    await client.query('select 1');
  });
  return {
    db,
    kind: 'pglite',
    availability,
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => {
        // Closed already (a shutdown, a test closing it under the app): the listener went with it,
        // and PGlite's own clean-up would fail outside any caller's reach.
        if (client.closed) return;
        await unsub();
      };
    },
    async close() {
      availability.stop();
      if (!client.closed) await client.close();
      await afterClose();
    },
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...PG_TIMEOUTS });
  // The probe opens its own connection: through the pool it would queue behind busy requests and
  // read an overloaded instance as a database outage.
  const availability = new DatabaseAvailability(async () => {
    const probe = new pg.Client({ connectionString: url, ...PG_TIMEOUTS });
    probe.on('error', () => {}); // a probe that loses its connection just fails; the next one retries
    try {
      await probe.connect();
      await probe.query('select 1');
    } finally {
      await probe.end().catch(() => {});
    }
  });
  // A connection the server drops (restart, failover, a terminated backend) emits 'error' on its
  // client, idle or checked out; without a listener that ends the process. The pool discards
  // the broken client and the next query opens a fresh one.
  pool.on('error', (err) => availability.markUnavailable(err));
  pool.on('connect', (client) => {
    client.on('error', (err) => availability.markUnavailable(err));
  });
  const listener = new PgListener({ connectionString: url, ...PG_TIMEOUTS }, (err) =>
    availability.markUnavailable(err),
  );
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    availability,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    listen: (channel, onPayload, onResubscribed) => listener.listen(channel, onPayload, onResubscribed),
    async close() {
      availability.stop();
      await listener.close();
      await pool.end();
    },
  };
}
