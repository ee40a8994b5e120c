import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  KITCHEN_MESSAGES,
  NOTIFICATION_MESSAGES,
  nextIndiaMorning,
  OWNER_MESSAGES,
  SCHEDULE_MESSAGES,
} from '@app/shared';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { SETTINGS_BODY } from '../../../test/settings-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import {
  auditLog,
  devMail,
  foodItems,
  orderStatusEvents,
  orders,
  refunds,
  restaurants,
} from '../../db/schema/index.ts';

/** Kitchen controls (decision 052): busy mode, sold out for today, auto-accept, auto-cancel, auto-pause. */
let ctx: TestContext;
let second: FastifyInstance;
let owner: Persona;
let otherOwner: Persona;
let customer: Persona;
let admin: Persona;
let restaurantId: string;
let dosaId: string;
const dirs: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  // A second instance on the same database, as a second machine would run (its own data dir).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-second-'));
  dirs.push(dir);
  second = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      KITCHEN_DEADLINE_CHECK_MS: '0',
      DATA_DIR: dir,
    }),
    database: ctx.database,
    logger: false,
  });
  await second.ready();
  const mine = await createOwnerWithRestaurant(ctx, 'kitchen-owner');
  owner = mine.owner;
  restaurantId = mine.restaurant.id;
  dosaId = (await makeMenu(ctx, restaurantId)).dosa.id;
  otherOwner = (await createOwnerWithRestaurant(ctx, 'kitchen-other')).owner;
  customer = await createPersona(ctx, 'customer', 'kitchen-customer');
  admin = await createPersona(ctx, 'admin', 'kitchen-admin');
}, 60_000);
/**
 * Both instances' notifications sent: the second instance's background runs hear the same changes
 * and may take some of the work, which the first one's drain cannot see. Until a round finds both
 * quiet in a row.
 */
async function drainBothInstances() {
  for (let round = 0; round < 3; round += 1) {
    await ctx.app.notifications.drain();
    await second.notifications.drain();
  }
}

afterAll(async () => {
  await second?.close();
  await ctx?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const KITCHEN = { busyMinutes: 0, autoAccept: false, acceptWithinMinutes: 5 };
const putKitchen = (caller: Persona | undefined, body: unknown, id = restaurantId) =>
  call(ctx.app, 'PUT', `/api/restaurants/${id}/kitchen`, { ...(caller ? { caller } : {}), body });
const storedKitchen = async (id = restaurantId) =>
  (
    await ctx.database.db
      .select({
        busyMinutes: restaurants.busyMinutes,
        busyUntil: restaurants.busyUntil,
        autoAccept: restaurants.autoAccept,
        acceptWithinMinutes: restaurants.acceptWithinMinutes,
        slotCapacity: restaurants.slotCapacity,
        prepMinutes: restaurants.prepMinutes,
        isPaused: restaurants.isPaused,
      })
      .from(restaurants)
      .where(eq(restaurants.id, id))
  )[0];
const orderRow = async (id: string) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const refundsOf = async (id: string) =>
  (await ctx.database.db.select({ n: count() }).from(refunds).where(eq(refunds.orderId, id)))[0]?.n;
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

describe('PUT /api/restaurants/{id}/kitchen', () => {
  it('its owner turns busy mode on until the next 6 am (India), and customers see longer estimates', async () => {
    const near = `/api/restaurants?lat=13.085&lng=80.2101&limit=100`;
    const etaOf = async () => {
      const res = await call(ctx.app, 'GET', near);
      const mine = (res.json() as { _id: string; etaMinutes: { min: number } }[]).find(
        (r) => r._id === restaurantId,
      );
      return mine?.etaMinutes.min;
    };
    const before = await etaOf();
    expect(before).toBeTypeOf('number');
    const res = await putKitchen(owner, { ...KITCHEN, busyMinutes: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json().busyMinutes).toBe(20);
    expect(res.json().kitchen).toMatchObject({ busyMinutes: 20, autoAccept: false, acceptWithinMinutes: 5 });
    const until = new Date(res.json().kitchen.busyUntil);
    expect(until.getTime()).toBe(nextIndiaMorning(new Date()).getTime());
    expect(await etaOf()).toBe((before as number) + 20);
    // The public read says the restaurant is busy; it does not show the kitchen's settings.
    const page = await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}`);
    expect(page.json()).toMatchObject({ busyMinutes: 20, kitchen: null });
    // Off again: the estimate is back.
    expect((await putKitchen(owner, KITCHEN)).statusCode).toBe(200);
    expect(await etaOf()).toBe(before);
  });

  it('busy mode ends by itself at the next 6 am', async () => {
    expect((await putKitchen(owner, { ...KITCHEN, busyMinutes: 30 })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: nextIndiaMorning(new Date()).getTime() + 1000 });
    const page = await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}`);
    expect(page.json().busyMinutes).toBe(0);
    vi.useRealTimers();
    expect((await putKitchen(owner, KITCHEN)).statusCode).toBe(200);
  });

  it('refuses values it does not allow with a 400 in words, and changes nothing', async () => {
    expect((await putKitchen(owner, { ...KITCHEN, acceptWithinMinutes: 7 })).statusCode).toBe(200);
    const before = await storedKitchen();
    const cases: [unknown, string][] = [
      [{ ...KITCHEN, busyMinutes: 15 }, KITCHEN_MESSAGES.busyMinutesInvalid],
      [{ ...KITCHEN, busyMinutes: '20' }, KITCHEN_MESSAGES.busyMinutesInvalid],
      [{ ...KITCHEN, acceptWithinMinutes: 1 }, KITCHEN_MESSAGES.acceptWithinRange],
      [{ ...KITCHEN, acceptWithinMinutes: 31 }, KITCHEN_MESSAGES.acceptWithinRange],
      [{ ...KITCHEN, acceptWithinMinutes: 4.5 }, KITCHEN_MESSAGES.acceptWithinRange],
      [{ ...KITCHEN, autoAccept: 'yes' }, KITCHEN_MESSAGES.autoAcceptInvalid],
      [{ ...KITCHEN, slotCapacity: 0 }, SCHEDULE_MESSAGES.capacityRange(1, 100)],
      [{ ...KITCHEN, slotCapacity: 101 }, SCHEDULE_MESSAGES.capacityRange(1, 100)],
      [{ ...KITCHEN, prepMinutes: 0 }, OWNER_MESSAGES.prepMinutesRange],
    ];
    for (const [body, message] of cases) {
      const res = await putKitchen(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await storedKitchen()).toEqual(before);
    expect((await putKitchen(owner, KITCHEN)).statusCode).toBe(200);
  });

  it('sets the prep time and how many scheduled orders a half hour takes; absent keeps them', async () => {
    const res = await putKitchen(owner, { ...KITCHEN, slotCapacity: 4, prepMinutes: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json().kitchen).toMatchObject({ slotCapacity: 4, prepMinutes: 25 });
    expect((await putKitchen(owner, KITCHEN)).json().kitchen).toMatchObject({
      slotCapacity: 4,
      prepMinutes: 25,
    });
    expect(await storedKitchen()).toMatchObject({ slotCapacity: 4, prepMinutes: 25 });
    // Null goes back to the default.
    const back = await putKitchen(owner, { ...KITCHEN, slotCapacity: 10, prepMinutes: null });
    expect(back.json().kitchen).toMatchObject({ slotCapacity: 10, prepMinutes: null });
  });

  it('only its owner or an admin: another owner 404, a customer 403, a guest 401', async () => {
    const before = await storedKitchen();
    expect((await putKitchen(otherOwner, { ...KITCHEN, busyMinutes: 10 })).statusCode).toBe(404);
    expect((await putKitchen(customer, { ...KITCHEN, busyMinutes: 10 })).statusCode).toBe(403);
    expect((await putKitchen(undefined, { ...KITCHEN, busyMinutes: 10 })).statusCode).toBe(401);
    expect(await storedKitchen()).toEqual(before);
    const res = await putKitchen(admin, { ...KITCHEN, busyMinutes: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().kitchen.busyMinutes).toBe(10);
    expect((await putKitchen(admin, KITCHEN)).statusCode).toBe(200);
  });
});

describe('sold out for today', () => {
  const soldOut = (caller: Persona, on: boolean, id = dosaId) =>
    call(ctx.app, 'PUT', `/api/food-items/${id}/sold-out-today`, { caller, body: { soldOutToday: on } });
  const quote = () =>
    call(ctx.app, 'POST', '/api/orders/quote', {
      caller: customer,
      body: orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 1 }]),
    });

  it('is refused to order today (menu, quote, order) and orderable again after 6 am tomorrow', async () => {
    const res = await soldOut(owner, true);
    expect(res.statusCode).toBe(200);
    const morning = nextIndiaMorning(new Date());
    expect(res.json()).toMatchObject({ isAvailable: false, soldOutUntil: morning.toISOString() });
    const menu = await call(ctx.app, 'GET', `/api/food-items-by-restaurant?restaurantId=${restaurantId}`);
    const dish = (menu.json() as { items?: unknown[] }).items ?? (menu.json() as unknown[]);
    expect(dish).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: dosaId, isAvailable: false })]),
    );
    const refused = await quote();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Ghee Roast Dosa is sold out.');
    const placed = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 1 }]),
    );
    expect(placed.statusCode).toBe(400);

    // A minute before 6 am it is still sold out; at 6 am it is back, with no job run.
    vi.useFakeTimers({ toFake: ['Date'], now: morning.getTime() - 60_000 });
    expect((await quote()).statusCode).toBe(400);
    vi.setSystemTime(morning.getTime() + 1000);
    expect((await quote()).statusCode).toBe(200);
    const tomorrow = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 1 }]),
    );
    expect(tomorrow.statusCode).toBe(201);
    // Public reads are answered from memory for a few seconds (decision 024): time passing, not a
    // write, ends this one, and the fake clock does not move the cache's own clock.
    ctx.app.publicReads.clear();
    const back = await call(ctx.app, 'GET', `/api/food-items-by-restaurant?restaurantId=${restaurantId}`);
    const items = (back.json() as { items?: unknown[] }).items ?? (back.json() as unknown[]);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: dosaId, isAvailable: true, soldOutUntil: null }),
      ]),
    );
  });

  it('back on sale by hand (false, or the availability switch); another owner 404, bad input 400', async () => {
    expect((await soldOut(owner, true)).statusCode).toBe(200);
    expect((await soldOut(otherOwner, false)).statusCode).toBe(404);
    const bad = await call(ctx.app, 'PUT', `/api/food-items/${dosaId}/sold-out-today`, {
      caller: owner,
      body: { soldOutToday: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(KITCHEN_MESSAGES.soldOutTodayInvalid);
    const still = await ctx.database.db.select().from(foodItems).where(eq(foodItems.id, dosaId));
    expect(still[0]?.soldOutUntil).not.toBeNull();
    const off = await soldOut(owner, false);
    expect(off.json()).toMatchObject({ isAvailable: true, soldOutUntil: null });
    expect((await quote()).statusCode).toBe(200);
    expect((await soldOut(owner, true)).statusCode).toBe(200);
    const on = await call(ctx.app, 'PATCH', `/api/food-items/${dosaId}/availability`, {
      caller: owner,
      body: { isAvailable: true },
    });
    expect(on.json()).toMatchObject({ isAvailable: true, soldOutUntil: null });
  });
});

describe('a paid order the kitchen does not accept in time', () => {
  const paidOrder = () =>
    placePaidOrder(ctx, customer, orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 1 }]));

  it('stays until its time is up, then is cancelled with a refund and the reason in words', async () => {
    const id = await paidOrder();
    expect((await ctx.app.kitchenDeadlines.enforce(minutesFromNow(4))).cancelled).toBe(0);
    expect((await orderRow(id))?.status).toBe('Processing');
    const done = await ctx.app.kitchenDeadlines.enforce(minutesFromNow(6));
    expect(done.cancelled).toBe(1);
    // The customer is told as of any cancel (decision 051): here, the refund's email.
    await drainBothInstances();
    const mails = await ctx.database.db.select().from(devMail).where(eq(devMail.to, customer.email));
    expect(mails.filter((m) => m.text.includes(KITCHEN_MESSAGES.notAcceptedRefunded))).toHaveLength(1);
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'Cancelled', cancelReason: KITCHEN_MESSAGES.notAcceptedRefunded });
    expect(await refundsOf(id)).toBe(1);
    const read = await call(ctx.app, 'GET', `/api/order/${id}`, { caller: customer });
    expect(read.json()).toMatchObject({
      status: 'Cancelled',
      cancelReason: KITCHEN_MESSAGES.notAcceptedRefunded,
    });
    // Resume the restaurant for the next tests (one miss is not a pause).
    expect((await storedKitchen())?.isPaused).toBe(false);
  });

  it('is cancelled and refunded exactly once when two instances run the deadline at the same moment', async () => {
    const id = await paidOrder();
    const at = minutesFromNow(6);
    const [one, two] = await Promise.all([
      ctx.app.kitchenDeadlines.enforce(at),
      second.kitchenDeadlines.enforce(at),
    ]);
    expect(one.cancelled + two.cancelled).toBe(1);
    expect(await refundsOf(id)).toBe(1);
    const cancels = await ctx.database.db
      .select({ n: count() })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, id), eq(orderStatusEvents.status, 'Cancelled')));
    expect(cancels[0]?.n).toBe(1);
  });

  it('cash on delivery: cancelled with nothing to refund', async () => {
    const cod = (enabled: boolean) =>
      call(ctx.app, 'PUT', '/api/admin/settings', {
        caller: admin,
        body: { ...SETTINGS_BODY, cashOnDelivery: { enabled, maxOrderAmount: 2000 } },
      });
    expect((await cod(true)).statusCode).toBe(200);
    const placed = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 1 }], { paymentMethod: 'cod' }),
    );
    expect(placed.statusCode).toBe(201);
    const id = placed.json().order._id as string;
    expect((await ctx.app.kitchenDeadlines.enforce(minutesFromNow(6))).cancelled).toBe(1);
    expect(await orderRow(id)).toMatchObject({
      status: 'Cancelled',
      cancelReason: KITCHEN_MESSAGES.notAcceptedCash,
    });
    expect(await refundsOf(id)).toBe(0);
    expect((await cod(false)).statusCode).toBe(200);
  });

  it('the third miss in an hour pauses the restaurant, once, in the audit log and on the owner screens', async () => {
    // Earlier tests missed three orders at "now + 6 min": this hour's count starts from a fresh restaurant.
    const fresh = await createOwnerWithRestaurant(ctx, 'kitchen-misses');
    const dish = (await makeMenu(ctx, fresh.restaurant.id)).dosa.id;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(
        await placePaidOrder(
          ctx,
          customer,
          orderBody(fresh.restaurant.id, [{ foodItemId: dish, quantity: 1 }]),
        ),
      );
    const done = await ctx.app.kitchenDeadlines.enforce(minutesFromNow(6));
    expect(done).toMatchObject({ cancelled: 3, paused: 1 });
    // The owner (and every admin) is told, once, through the queue.
    await drainBothInstances();
    const paused = (
      await ctx.database.db.select().from(devMail).where(eq(devMail.to, fresh.owner.email))
    ).flatMap((m) =>
      m.subject === NOTIFICATION_MESSAGES.pausedTitle("kitchen-misses's kitchen")
        ? [m.text.split(' Turn')[0]]
        : [],
    );
    expect(paused).toHaveLength(1);
    expect(paused[0]).toMatch(
      /^Paused automatically at \d{1,2}:\d{2} [ap]m: 3 orders were not accepted in time\.$/,
    );
    expect((await storedKitchen(fresh.restaurant.id))?.isPaused).toBe(true);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, fresh.restaurant.id), eq(auditLog.action, 'restaurant.autoPaused')));
    expect(audit).toHaveLength(1);
    const mine = await call(ctx.app, 'GET', `/api/owner/restaurants/${fresh.restaurant.id}`, {
      caller: fresh.owner,
    });
    expect(mine.json().kitchen.autoPauseNote).toBe(paused[0]);
    // Paused, it takes no new orders.
    const closed = await placeOrder(
      ctx,
      customer,
      orderBody(fresh.restaurant.id, [{ foodItemId: dish, quantity: 1 }]),
    );
    expect(closed.statusCode).toBe(409);
    // Its owner resumes it in Settings: the note goes, and the misses before the pause count no more.
    const r = mine.json();
    const resumed = await call(ctx.app, 'PUT', `/api/owner/restaurants/${fresh.restaurant.id}`, {
      caller: fresh.owner,
      body: {
        name: r.name,
        description: r.description,
        cuisine: r.cuisine,
        address: r.address,
        location: r.location,
        images: r.images,
        openHours: r.openHours,
        minOrderAmount: r.minOrderAmount,
        deliveryTime: r.deliveryTime,
        isPaused: false,
      },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      isPaused: false,
      kitchen: { autoPausedAt: null, autoPauseNote: null },
    });
    await placePaidOrder(ctx, customer, orderBody(fresh.restaurant.id, [{ foodItemId: dish, quantity: 1 }]));
    expect(await ctx.app.kitchenDeadlines.enforce(minutesFromNow(12))).toMatchObject({
      cancelled: 1,
      paused: 0,
    });
    expect((await storedKitchen(fresh.restaurant.id))?.isPaused).toBe(false);
  });
});

describe('auto-accept', () => {
  it('a paid order goes to Preparing at once with the prep time (plus busy mode), as an owner accept would', async () => {
    // The missed orders above paused it (three in this hour): resumed by its owner.
    await ctx.database.db
      .update(restaurants)
      .set({ isPaused: false })
      .where(eq(restaurants.id, restaurantId));
    expect((await putKitchen(owner, { ...KITCHEN, autoAccept: true, busyMinutes: 10 })).statusCode).toBe(200);
    await ctx.database.db
      .update(restaurants)
      .set({ prepMinutes: 18 })
      .where(eq(restaurants.id, restaurantId));
    const id = await placePaidOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 1 }]),
    );
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'Preparing', prepMinutes: 28 });
    expect(row?.preparingAt).not.toBeNull();
    const timeline = await ctx.database.db
      .select({ status: orderStatusEvents.status })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, id));
    expect(timeline.map((t) => t.status)).toEqual(['AwaitingPayment', 'Processing', 'Preparing']);
    // The deadline never cancels an order of an auto-accept restaurant.
    expect((await ctx.app.kitchenDeadlines.enforce(minutesFromNow(30))).cancelled).toBe(0);
    expect((await putKitchen(owner, KITCHEN)).statusCode).toBe(200);
  });
});
