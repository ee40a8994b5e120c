import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { createPostgresStore } from './postgres-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { RateLimitStore } from './store.ts';

const REDIS_URL = process.env.REDIS_URL;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A second connection to the same database: a second instance, as behind a load balancer. */
async function sameDatabaseAgain(database: Database): Promise<Database> {
  if (database.kind === 'pglite') return database; // one process owns a PGlite; share the handle
  const rows = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const name = (rows as unknown as { rows: { name: string }[] }).rows[0]?.name;
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
}

function contactFrom(ctx: TestContext, address: string) {
  return call(ctx.app, 'POST', '/api/contact-messages', {
    caller: { ip: address },
    body: { name: 'Priya', email: 'priya@example.com', subject: 'Hello', message: 'A message.' },
  });
}

async function expectWindowSemantics(store: RateLimitStore) {
  const key = `test|${unique()}`;
  expect((await store.hit(key, 1500)).count).toBe(1);
  const second = await store.hit(key, 1500);
  expect(second.count).toBe(2);
  expect(second.resetsInMs).toBeGreaterThan(0);
  expect(second.resetsInMs).toBeLessThanOrEqual(1500);
  await pause(1600);
  expect((await store.hit(key, 1500)).count).toBe(1);
}

describe('rate limits on the default store (PostgreSQL / PGlite table)', () => {
  let a: TestContext;
  let b: TestContext;
  let secondHandle: Database;
  beforeAll(async () => {
    a = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10', AUTH_ADDRESS_RATE_LIMIT_PER_MINUTE: '14' });
    secondHandle = await sameDatabaseAgain(a.database);
    b = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '10', AUTH_ADDRESS_RATE_LIMIT_PER_MINUTE: '14' },
      { database: secondHandle },
    );
  });
  afterAll(async () => {
    await b?.close();
    if (secondHandle && secondHandle !== a?.database) await secondHandle.close();
    await a?.close();
  });

  it('counts hits in a fixed window and starts again when it ends', async () => {
    await expectWindowSemantics(createPostgresStore(a.database.db));
  });

  it('shares one limit between two instances on one database', async () => {
    const address = '10.77.0.1';
    for (const app of [a, b, a, b, a]) expect((await contactFrom(app, address)).statusCode).toBe(201);
    expect((await contactFrom(b, address)).statusCode).toBe(429);
    expect((await contactFrom(a, address)).statusCode).toBe(429);
    const [row] = await a.database.db.select({ n: count() }).from(rateLimitCounters);
    expect(row?.n).toBeGreaterThan(0);
  });

  it('lets many people behind one address (carrier-grade NAT) each sign in to their own account', async () => {
    const address = '100.64.0.1';
    for (let i = 0; i < 12; i++) {
      const res = await call(i % 2 ? a.app : b.app, 'POST', '/api/auth/sign-in/email', {
        body: { email: `person${i}@example.com`, password: 'not-their-password' },
        caller: { ip: address },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('still stops one address spraying many accounts at the per-address ceiling', async () => {
    const address = '100.64.0.2';
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await call(a.app, 'POST', '/api/auth/sign-in/email', {
        body: { email: `sprayed${i}@example.com`, password: 'not-their-password' },
        caller: { ip: address },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 14)).toEqual(Array(14).fill(401));
    expect(statuses[14]).toBe(429);
  });
});

describe.runIf(REDIS_URL)('rate limits on Redis (REDIS_URL)', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: REDIS_URL ?? '' });
    b = await createTestApp({ REDIS_URL: REDIS_URL ?? '' }); // even on another database
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts hits in a fixed window and starts again when it ends', async () => {
    const store = await createRedisStore(REDIS_URL ?? '', () => {});
    try {
      await expectWindowSemantics(store);
    } finally {
      await store.close();
    }
  });

  it('shares one limit between two instances and keeps nothing in the database', async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
    for (const app of [a, b, a, b, a]) expect((await contactFrom(app, address)).statusCode).toBe(201);
    expect((await contactFrom(b, address)).statusCode).toBe(429);
    const [row] = await a.database.db.select({ n: count() }).from(rateLimitCounters);
    expect(row?.n).toBe(0);
  });
});

describe('when the store fails', () => {
  it('lets the request through rather than locking everyone out', async () => {
    const ctx = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      for (let i = 0; i < 7; i++) expect((await contactFrom(ctx, '10.88.0.1')).statusCode).toBe(201);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
