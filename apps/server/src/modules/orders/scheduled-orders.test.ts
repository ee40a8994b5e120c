import {
  closedNowMessage,
  emptyWeek,
  INDIA_OFFSET_MS,
  NOTIFICATION_MESSAGES,
  openStatus,
  SCHEDULE_MESSAGES,
  type TOrderSlots,
  type TWeeklyHours,
} from '@app/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder, signTestPayment } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { jobs, orders, restaurants } from '../../db/schema/index.ts';

/** Scheduled orders (decision 053): slots, the closed-now path, capacity, the kitchen's time. */
let ctx: TestContext;
let owner: Persona;
let customer: Persona;
let restaurantId: string;
let dosaId: string;

/** "HH:MM" in India of `ms` from now. */
const indiaClockIn = (ms: number) => new Date(Date.now() + ms + INDIA_OFFSET_MS).toISOString().slice(11, 16);
/** Open every day from 3 hours from now for 4 hours: closed now, whenever the test runs. */
const laterToday = (): TWeeklyHours => {
  const slot = { opens: indiaClockIn(3 * 3_600_000), closes: indiaClockIn(7 * 3_600_000) };
  return Object.fromEntries(Object.keys(emptyWeek()).map((d) => [d, [slot]])) as TWeeklyHours;
};

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'slots-owner');
  owner = mine.owner;
  restaurantId = mine.restaurant.id;
  dosaId = (await makeMenu(ctx, restaurantId)).dosa.id;
  customer = await createPersona(ctx, 'customer', 'slots-customer');
  await ctx.database.db
    .update(restaurants)
    .set({ weeklyHours: laterToday(), prepMinutes: 20 })
    .where(eq(restaurants.id, restaurantId));
}, 60_000);
afterAll(async () => ctx?.close());

const slots = async () =>
  (await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}/slots`)).json() as TOrderSlots;
const body = (scheduledFor?: string) =>
  orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 1 }], scheduledFor ? { scheduledFor } : {});
const orderCount = async () =>
  (await ctx.database.db.select({ n: count() }).from(orders).where(eq(orders.restaurantId, restaurantId)))[0]
    ?.n;
const pay = async (id: string) => {
  const res = await call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, {
    caller: customer,
    body: await signTestPayment(ctx, customer, id),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** The owner's board (the orders for the kitchen now), or with `later` those booked for later. */
const board = async (later = false) => {
  const url = `/api/orders?scope=restaurant&limit=100${later ? '&later=true' : ''}`;
  const res = await call(ctx.app, 'GET', url, { caller: owner });
  return (res.json() as { _id: string }[]).map((o) => o._id);
};
const jobKeys = async (like: string) =>
  (
    await ctx.database.db
      .select({ key: jobs.dedupeKey })
      .from(jobs)
      .where(sql`${jobs.dedupeKey} like ${like}`)
  ).map((j) => j.key);
/** Time passes: the order's kitchen time is now. */
const kitchenTimeIsNow = (id: string) =>
  ctx.database.db
    .update(orders)
    .set({ kitchenStartsAt: sql`now() - interval '1 second'` })
    .where(eq(orders.id, id));

describe('GET /api/restaurants/{id}/slots', () => {
  it('offers the half hours from the first the kitchen can make, inside the hours, each with its places', async () => {
    const res = await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}/slots`);
    expect(res.statusCode).toBe(200);
    const { slots: offered, asapAvailable } = res.json() as TOrderSlots;
    expect(asapAvailable).toBe(false);
    const first = new Date(offered[0]?.startsAt ?? '');
    // Opens 3 hours from now; the kitchen needs 20 minutes: no slot before opening + 20 minutes.
    expect(first.getTime()).toBeGreaterThanOrEqual(Date.now() + 3 * 3_600_000 + 20 * 60_000 - 60_000);
    expect(first.getTime() % (30 * 60_000)).toBe(0);
    expect(offered[0]).toMatchObject({ left: 10, label: expect.stringMatching(/^(today|tomorrow), \d/) });
    expect(new Date(offered[0]?.endsAt ?? '').getTime() - first.getTime()).toBe(30 * 60_000);
  });

  it('is a 404 for a restaurant that does not exist', async () => {
    const res = await call(ctx.app, 'GET', '/api/restaurants/00000000-0000-4000-8000-000000000000/slots');
    expect(res.statusCode).toBe(404);
  });
});

describe('ordering while closed', () => {
  it('for now is a 409 with when it opens; for a time not offered a 400; nothing is written', async () => {
    const before = await orderCount();
    const now = await placeOrder(ctx, customer, body());
    expect(now.statusCode).toBe(409);
    const [r] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
    const status = openStatus(
      { weekly: r?.weeklyHours ?? null, closedDates: [], closedOn: null },
      new Date(),
    );
    expect(now.json().error).toBe(closedNowMessage(status.nextOpensAt, new Date()));
    for (const at of [
      new Date(Date.now() + 3_600_000).toISOString(), // while closed
      new Date(new Date((await slots()).slots[0]?.startsAt ?? '').getTime() + 10 * 60_000).toISOString(), // off the half hour
      new Date(Date.now() + 3 * 86_400_000).toISOString(), // beyond 2 days
    ]) {
      const res = await placeOrder(ctx, customer, body(at));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`scheduledFor: ${SCHEDULE_MESSAGES.slotNotOffered}`);
    }
    const notADate = await placeOrder(ctx, customer, body('tonight'));
    expect(notADate.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('for a slot offered is quoted and placed; the board does not see it until its kitchen time', async () => {
    const slot = (await slots()).slots[0]?.startsAt ?? '';
    const quote = await call(ctx.app, 'POST', '/api/orders/quote', { caller: customer, body: body(slot) });
    expect(quote.statusCode).toBe(200);
    const placed = await placeOrder(ctx, customer, body(slot));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.scheduledFor).toBe(slot);
    expect(order.kitchenStartsAt).toBe(new Date(new Date(slot).getTime() - 20 * 60_000).toISOString());
    const paid = await pay(order._id);
    expect(paid.status).toBe('Processing');
    // Promised by the end of its half hour, not from the payment.
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.promisedAt?.toISOString()).toBe(
      new Date(new Date(slot).getTime() + 30 * 60_000).toISOString(),
    );
    expect(row?.releasedAt).toBeNull();
    expect((await slots()).slots[0]?.left).toBe(9);

    // Paid: the customer hears it is booked; the kitchen hears nothing yet, and no alarm rings.
    await ctx.app.notifications.drain();
    expect(await board()).not.toContain(order._id);
    expect(await board(true)).toEqual([order._id]);
    expect(await jobKeys(`owner-alarm:${order._id}:%`)).toEqual([]);
    expect(NOTIFICATION_MESSAGES.scheduled('X', 'today, 7:00–7:30 pm')).toContain('today, 7:00–7:30 pm');
    expect((await ctx.app.scheduledOrders.release()).released).toBe(0);

    // Its kitchen time comes: on the board, the owner's alarm set, once however often the job runs.
    await kitchenTimeIsNow(order._id);
    expect(await ctx.app.scheduledOrders.release()).toEqual({ released: 1, accepted: 0 });
    expect(await ctx.app.scheduledOrders.release()).toEqual({ released: 0, accepted: 0 });
    expect(await board()).toContain(order._id);
    expect(await board(true)).toEqual([]);
    expect(await jobKeys(`owner-alarm:${order._id}:%`)).toEqual([`owner-alarm:${order._id}:1`]);

    // Its time to be accepted counts from its kitchen time, not from its payment.
    await ctx.database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order._id));
    await ctx.app.kitchenDeadlines.enforce(new Date());
    const [waiting] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(waiting?.status).toBe('Processing');
    await ctx.app.kitchenDeadlines.enforce(new Date(Date.now() + 6 * 60_000));
    const [missed] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(missed?.status).toBe('Cancelled');
  });
});

describe('cancelling a scheduled order', () => {
  it('is free for the customer until the kitchen gets it, however long ago it was paid', async () => {
    const slot = (await slots()).slots[1]?.startsAt ?? '';
    const placed = await placeOrder(ctx, customer, body(slot));
    const id = placed.json().order._id as string;
    await pay(id);
    await ctx.database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, id));
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
      caller: customer,
      body: { status: 'Cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Cancelled');
    // Its place is free again.
    expect((await slots()).slots[1]?.left).toBe(10);
  });

  it('is refused once the kitchen has had it for 5 minutes, like any paid order', async () => {
    const slot = (await slots()).slots[2]?.startsAt ?? '';
    const id = (await placeOrder(ctx, customer, body(slot))).json().order._id as string;
    await pay(id);
    await ctx.database.db
      .update(orders)
      .set({ kitchenStartsAt: sql`now() - interval '6 minutes'`, paidAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, id));
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
      caller: customer,
      body: { status: 'Cancelled' },
    });
    expect(res.statusCode).toBe(403);
    // Its kitchen time passed: it goes to the board.
    expect((await ctx.app.scheduledOrders.release()).released).toBe(1);
  });
});

describe("a slot's capacity", () => {
  it('holds under 30 orders at once: exactly the capacity succeeds, the rest are told it is full', async () => {
    await ctx.database.db
      .update(restaurants)
      .set({ slotCapacity: 5 })
      .where(eq(restaurants.id, restaurantId));
    const slot = (await slots()).slots[3]?.startsAt ?? '';
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => placeOrder(ctx, customer, body(slot), `slot-rush-${i}`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(25);
    expect(results.find((r) => r.statusCode === 409)?.json().error).toBe(SCHEDULE_MESSAGES.slotFull);
    const [held] = await ctx.database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurantId), eq(orders.scheduledFor, new Date(slot))));
    expect(held?.n).toBe(5);
    expect((await slots()).slots[3]?.left).toBe(0);
  });
});

describe('a restaurant that accepts automatically', () => {
  it('accepts a scheduled order at its kitchen time, not at payment', async () => {
    await ctx.database.db
      .update(restaurants)
      .set({ autoAccept: true, slotCapacity: 10 })
      .where(eq(restaurants.id, restaurantId));
    const slot = (await slots()).slots[4]?.startsAt ?? '';
    const id = (await placeOrder(ctx, customer, body(slot))).json().order._id as string;
    expect((await pay(id)).status).toBe('Processing');
    await kitchenTimeIsNow(id);
    expect(await ctx.app.scheduledOrders.release()).toEqual({ released: 1, accepted: 1 });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('Preparing');
  });
});
