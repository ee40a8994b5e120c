import { RELIABILITY_MESSAGES } from '@app/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMenu, orderBody, placePaidOrder } from './order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** A request that takes longer than this is a hang, whatever it answers. */
const HANG_MS = 5_000;
/** The product's promise: every endpoint answers normally within 5 s of the database's return. */
const RECOVERY_MS = 5_000;

/** Reads a Server-Sent Events stream into a growing string, and waits for text to appear in it. */
async function openEventStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const waiters = new Set<() => void>();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        for (const w of waiters) w();
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return {
    get text() {
      return text;
    },
    waitFor(needle: string, from = 0, timeoutMs = 10_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (text.indexOf(needle, from) >= 0) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no "${needle}" on the event stream; got:\n${text.slice(from)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

async function until(what: string, deadlineMs: number, ok: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await ok().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!process.env.DATABASE_URL)(
  'losing the PostgreSQL database (PostgreSQL runs only: PGlite is in-process and has no connection to lose)',
  () => {
    let ctx: TestContext;
    let base: string;
    let dbName: string;
    let customer: Persona;
    let restaurantId: string;
    let dishId: string;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });

    /** Ends every connection the app holds to its (own, per-test-file) database. */
    const terminateAppBackends = () =>
      admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
    const get = (path: string) =>
      fetch(`${base}${path}`, {
        headers: { cookie: customer.cookie ?? '' },
        signal: AbortSignal.timeout(HANG_MS),
      });

    beforeAll(async () => {
      ctx = await createTestApp();
      base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const result = (await ctx.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      dbName = String(result.rows[0]?.name);
      await admin.connect();
      const { restaurant } = await createOwnerWithRestaurant(ctx);
      restaurantId = restaurant.id;
      dishId = (await makeMenu(ctx, restaurantId)).dosa.id;
      customer = await createPersona(ctx, 'customer');
    });

    afterAll(async () => {
      await admin
        .query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections true`)
        .catch(() => {});
      await admin.end();
      await ctx?.close();
    });

    it('keeps serving when its connections are terminated; live updates resubscribe and say resync', async () => {
      const stream = await openEventStream(`${base}/api/orders/events`, customer.cookie ?? '');
      try {
        await stream.waitFor('retry:');
        const before = stream.text.length;
        await terminateAppBackends();

        // The LISTEN connection comes back and tells the page to refetch what it may have missed.
        await stream.waitFor('event: resync', before);
        await until('the API answers again', RECOVERY_MS, async () => (await get('/api/orders')).ok);

        // Changes made after the drop reach the open stream (LISTEN is subscribed again).
        const afterResync = stream.text.length;
        const orderId = await placePaidOrder(
          ctx,
          customer,
          orderBody(restaurantId, [{ foodItemId: dishId, quantity: 2 }]),
        );
        await stream.waitFor(orderId, afterResync);
      } finally {
        stream.close();
      }
    });

    it('answers 503 with our error body at once while the database refuses connections, then recovers within 5 s', async () => {
      const stream = await openEventStream(`${base}/api/orders/events`, customer.cookie ?? '');
      try {
        await stream.waitFor('retry:');
        const before = stream.text.length;
        await admin.query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections false`);
        await terminateAppBackends();

        for (const path of ['/api/orders', '/api/restaurants', '/api/search?q=dosa']) {
          const res = await get(path); // a hang fails here (HANG_MS)
          expect(res.status, path).toBe(503);
          expect(res.headers.get('retry-after')).toBe('2');
          expect(await res.json()).toMatchObject({
            error: RELIABILITY_MESSAGES.serviceUnavailable,
            message: RELIABILITY_MESSAGES.serviceUnavailable,
            code: 'UNAVAILABLE',
          });
        }
        expect((await get('/readyz')).status).toBe(503);
        // Liveness stays green: the process is fine, only its database is away.
        expect((await get('/healthz')).status).toBe(200);

        await admin.query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections true`);
        await until('every endpoint answers normally', RECOVERY_MS, async () => {
          const answers = await Promise.all(['/readyz', '/api/orders', '/api/restaurants'].map(get));
          return answers.every((r) => r.status === 200);
        });
        await stream.waitFor('event: resync', before);
      } finally {
        stream.close();
      }
    });

    it('a request that finds every pool connection busy gets its own 503; the instance stays available', async () => {
      // Hold every connection of the pool in a transaction each, until released: longer than the
      // 2 s a request waits for a free one. Taking them may itself wait behind the app's own
      // background work on a busy machine, so a hold that times out is tried again.
      const poolSize = ctx.database.poolStats?.().max ?? 0;
      expect(poolSize).toBeGreaterThan(0);
      let release = () => {};
      const released = new Promise<void>((r) => (release = r));
      let holding = 0;
      const holdOne = async (): Promise<void> => {
        for (let tries = 1; ; tries++) {
          try {
            await ctx.database.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              holding += 1;
              await released;
            });
            return;
          } catch (err) {
            if (tries >= 10) throw err;
          }
        }
      };
      const holds = Promise.all(Array.from({ length: poolSize }, holdOne));
      try {
        await until('every pool connection held', 30_000, async () => holding === poolSize);

        const res = await get('/api/orders');
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        expect(await res.json()).toMatchObject({ message: RELIABILITY_MESSAGES.serviceBusy, code: 'BUSY' });
        // Overload is not an outage: the instance does not start refusing everyone.
        expect(ctx.database.availability.available).toBe(true);
      } finally {
        release();
        await holds;
      }
      expect((await get('/api/orders')).status).toBe(200);
      expect((await get('/readyz')).status).toBe(200);
    });
  },
);

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite failing under the app (PGlite runs only)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('reports a write that cannot be stored as a 503 with our error body and keeps the process serving', async () => {
    await ctx.database.close();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Priya', email: 'priya@example.com', subject: 'Hello', message: 'Still there?' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: RELIABILITY_MESSAGES.serviceUnavailable, code: 'UNAVAILABLE' });
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
