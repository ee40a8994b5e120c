import { COURIER_LOCATION_MIN_INTERVAL_MS } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCodeOf, goOnDuty, makeReady, pickUp } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { courierLocations, courierTrail, orders, siteSettings } from '../../db/schema/index.ts';

/**
 * Riders' positions as a stream (decision 056): published to the customer's stream on whichever
 * instance holds it, with where the rider is; written in batches, the route thinned.
 */
let ctx: TestContext;
let other: TestContext;
let customer: Persona;
let owner: Persona;
let rider: Persona;
let body: unknown;
const REDIS_URL = process.env.REDIS_URL;

beforeAll(async () => {
  ctx = await createTestApp();
  // A second instance on the same database: the customer's stream is there, the rider posts here.
  other = await createTestApp({}, { database: ctx.database });
  const mine = await createOwnerWithRestaurant(ctx, 'positionsOwner');
  owner = mine.owner;
  const { dosa } = await makeMenu(ctx, mine.restaurant.id);
  body = orderBody(mine.restaurant.id, [{ foodItemId: dosa.id, quantity: 1 }]);
  customer = await createPersona(ctx, 'customer', 'watching');
  rider = await createPersona(ctx, 'deliveryPartner', 'moving');
  await goOnDuty(ctx, rider);
  // One rider carries every delivery of this file.
  await ctx.database.db.update(siteSettings).set({ riderDeliveryCap: 20 }).where(eq(siteSettings.id, 1));
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const onTheWay = async () => {
  const id = await placePaidOrder(ctx, customer, body);
  await makeReady(ctx, owner, id);
  await pickUp(ctx, rider, id);
  return id;
};
const send = (id: string, at: { lat: number; lng: number }) =>
  call(ctx.app, 'POST', `/api/orders/${id}/location`, { caller: rider, body: at });
const nextSecond = () => new Promise((r) => setTimeout(r, COURIER_LOCATION_MIN_INTERVAL_MS + 50));
const written = async (id: string) =>
  (await ctx.database.db.select().from(courierLocations).where(eq(courierLocations.orderId, id)))[0];
const trailOf = async (id: string) =>
  ctx.database.db
    .select()
    .from(courierTrail)
    .where(eq(courierTrail.orderId, id))
    .orderBy(courierTrail.recordedAt);

/** The customer's event stream on `app`'s instance, read until `needle`. */
async function streamOn(app: TestContext['app'], who: Persona) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${address}/api/orders/events`, { headers: { cookie: who.cookie ?? '' } });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const stream = {
    received: '',
    async until(needle: string) {
      while (!stream.received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        stream.received += decoder.decode(value);
      }
    },
    close: () => reader.cancel(),
  };
  await stream.until('retry:');
  return stream;
}

describe('riders’ positions (POST /api/orders/:id/location)', () => {
  it("reach the customer's stream on another instance with where the rider is, before any database write", async () => {
    const id = await onTheWay();
    const stream = await streamOn(other.app, customer);
    expect((await send(id, { lat: 13.0801, lng: 80.2101 })).json()).toEqual({ kept: true });
    await stream.until('"lat":13.0801');
    const event = JSON.parse(
      stream.received
        .split('\n')
        .find((line) => line.includes('"kind":"location"'))
        ?.slice('data: '.length) ?? '{}',
    );
    expect(event).toMatchObject({ orderId: id, kind: 'location', position: { lat: 13.0801, lng: 80.2101 } });
    expect(typeof event.position.at).toBe('string');
    await stream.close();
  });

  it('writes the latest position and the arrival estimate in batches, and a thinned route', async () => {
    const id = await onTheWay();
    expect((await send(id, { lat: 13.08, lng: 80.21 })).json()).toEqual({ kept: true });
    // Not a write per position: nothing is written until the batch.
    await ctx.app.courierPositions.write();
    expect(await written(id)).toMatchObject({ lat: 13.08, lng: 80.21 });
    await nextSecond();
    // 10 m on, a second later: the latest moves, the route does not (30 s or 200 m).
    expect((await send(id, { lat: 13.0801, lng: 80.21 })).json()).toEqual({ kept: true });
    await nextSecond();
    // 300 m on: a new point of the route.
    expect((await send(id, { lat: 13.0828, lng: 80.21 })).json()).toEqual({ kept: true });
    await ctx.app.courierPositions.write();
    expect(await written(id)).toMatchObject({ lat: 13.0828, lng: 80.21 });
    expect((await trailOf(id)).map((p) => p.lat)).toEqual([13.08, 13.0828]);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.etaAt).not.toBeNull();
  });

  it('a write asked for during another also writes what was kept after that one began', async () => {
    const id = await onTheWay();
    expect((await send(id, { lat: 13.09, lng: 80.22 })).json()).toEqual({ kept: true });
    // Hold the table so the first write stays under way (as the timer's may be, on a busy machine).
    let release = () => {};
    let locked = () => {};
    const tableLocked = new Promise<void>((r) => (locked = r));
    const holding = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table courier_locations in exclusive mode`);
      locked();
      await new Promise<void>((r) => (release = r));
    });
    await tableLocked;
    const first = ctx.app.courierPositions.write();
    await nextSecond();
    // Straight to the service: a request would wait for PGlite's one connection, held above.
    const riderUser = { id: rider.id, email: rider.email, name: 'moving', role: rider.role };
    expect(await ctx.app.courierPositions.record(riderUser, id, { lat: 13.0902, lng: 80.22 })).toEqual({
      kept: true,
    });
    const second = ctx.app.courierPositions.write();
    release();
    await Promise.all([holding, first, second]);
    expect(await written(id)).toMatchObject({ lat: 13.0902, lng: 80.22 });
  });

  it('a delivery that ended before the batch is written keeps no live position; its route stays', async () => {
    const id = await onTheWay();
    expect((await send(id, { lat: 13.081, lng: 80.211 })).json()).toEqual({ kept: true });
    const delivered = await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
      caller: rider,
      body: { status: 'Delivered', deliveryCode: await deliveryCodeOf(ctx, id) },
    });
    expect(delivered.statusCode).toBe(200);
    await ctx.app.courierPositions.write();
    expect(await written(id)).toBeUndefined();
    expect(await trailOf(id)).toHaveLength(1);
    expect((await send(id, { lat: 13.082, lng: 80.211 })).statusCode).toBe(409);
  });

  it('another rider, the customer, a bad coordinate: refused, nothing kept or told', async () => {
    const id = await onTheWay();
    const stranger = await createPersona(ctx, 'deliveryPartner', 'stranger');
    expect(
      (
        await call(ctx.app, 'POST', `/api/orders/${id}/location`, {
          caller: stranger,
          body: { lat: 13, lng: 80 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(id, { lat: 99, lng: 80 })).statusCode).toBe(400);
    await ctx.app.courierPositions.write();
    expect(await written(id)).toBeUndefined();
    expect(ctx.app.courierPositions.latest(id)).toBeUndefined();
  });
});

describe('POSITIONS_VIA', () => {
  it('is postgres by default, and redis is refused without REDIS_URL, in words', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).POSITIONS_VIA).toBe('postgres');
    expect(() => loadConfig({ NODE_ENV: 'test', POSITIONS_VIA: 'redis' })).toThrow(
      'POSITIONS_VIA: `redis` needs REDIS_URL (redis://host:6379), or set it to `postgres`.',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', POSITIONS_VIA: 'nats' })).toThrow('POSITIONS_VIA');
    expect(
      loadConfig({ NODE_ENV: 'test', POSITIONS_VIA: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' })
        .POSITIONS_VIA,
    ).toBe('redis');
  });
});

describe.runIf(REDIS_URL)('riders’ positions over Redis pub/sub (POSITIONS_VIA=redis)', () => {
  it("reach the customer's stream on another instance", async () => {
    const env = { POSITIONS_VIA: 'redis', REDIS_URL: REDIS_URL ?? '' };
    const a = await createTestApp(env, { database: ctx.database });
    const b = await createTestApp(env, { database: ctx.database });
    try {
      const id = await onTheWay();
      const stream = await streamOn(b.app, customer);
      const res = await call(a.app, 'POST', `/api/orders/${id}/location`, {
        caller: rider,
        body: { lat: 13.0777, lng: 80.2 },
      });
      expect(res.json()).toEqual({ kept: true });
      await stream.until('"lat":13.0777');
      await stream.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
