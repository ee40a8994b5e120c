import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UNPAID_ORDER_EXPIRY_MINUTES } from '@app/shared';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { orderStatusEvents, orders, scheduledJobRuns } from '../src/db/schema/index.ts';
import { runJobTick } from '../src/lib/scheduled-job.ts';
import { unpaidOrderExpiryJob } from '../src/modules/orders/unpaid-order-expiry.ts';
import { call } from './http.ts';
import { makeMenu, orderBody, placeOrder } from './order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Two app instances on one database, configured as an operator would leave them: no AUTH_SECRET,
 * each with its own DATA_DIR (two machines), test payment mode. Instance A is the test context.
 */
let a: TestContext;
let b: FastifyInstance;
let customer: Persona;
let restaurantId: string;
let dishId: string;
const dataDirs: string[] = [];

function instanceEnv(): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'instance-'));
  dataDirs.push(dir);
  return { NODE_ENV: 'development', DATA_DIR: dir, AUTH_SECRET: '' };
}

beforeAll(async () => {
  a = await createTestApp(instanceEnv());
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...instanceEnv(),
  });
  b = await buildApp({ config, database: a.database, logger: false });
  await b.ready();
  const { restaurant } = await createOwnerWithRestaurant(a);
  restaurantId = restaurant.id;
  dishId = (await makeMenu(a, restaurantId)).dosa.id;
  customer = await createPersona(a, 'customer');
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('several instances on one database', () => {
  it('a session made on one instance is valid on the other', async () => {
    const res = await call(b, 'GET', '/api/session', { caller: customer });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: customer.email });
  });

  it('a test-mode payment started on one instance is verified on the other', async () => {
    for (let i = 0; i < 3; i += 1) {
      const placed = await placeOrder(
        a,
        customer,
        orderBody(restaurantId, [{ foodItemId: dishId, quantity: 2 }]),
      );
      expect(placed.statusCode).toBe(201);
      const id = placed.json().order._id as string;
      const signed = await call(a.app, 'POST', `/api/orders/${id}/payment/test`, {
        caller: customer,
        body: { outcome: 'success' },
      });
      expect(signed.statusCode).toBe(200);
      const verified = await call(b, 'POST', `/api/orders/${id}/payment/verify`, {
        caller: customer,
        body: signed.json(),
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().status).toBe('Processing');
    }
  });

  it('the unpaid-order expiry runs once per tick across instances, not once per instance', async () => {
    const placed = await placeOrder(
      a,
      customer,
      orderBody(restaurantId, [{ foodItemId: dishId, quantity: 2 }]),
    );
    const id = placed.json().order._id as string;
    const longAgo = new Date(Date.now() - (UNPAID_ORDER_EXPIRY_MINUTES + 1) * 60_000);
    await a.database.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, id));
    // Both instances ran a tick when they started; this is the next period's tick.
    await a.database.db.delete(scheduledJobRuns);

    const ticks = await Promise.all([
      runJobTick(a.app.db, unpaidOrderExpiryJob),
      runJobTick(b.db, unpaidOrderExpiryJob),
    ]);
    expect(ticks.filter((t) => t.ran)).toHaveLength(1);
    expect(ticks.find((t) => t.ran)?.summary).toEqual({ cancelled: 1 });
    // A tick a moment later, on either instance, is the same period's: it does nothing.
    expect((await runJobTick(b.db, unpaidOrderExpiryJob)).ran).toBe(false);
    expect((await runJobTick(a.app.db, unpaidOrderExpiryJob)).ran).toBe(false);

    const [row] = await a.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('Cancelled');
    const [events] = await a.database.db
      .select({ n: count() })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, id), eq(orderStatusEvents.status, 'Cancelled')));
    expect(events?.n).toBe(1);
  });
});
