import {
  DEFAULT_PREP_MINUTES,
  ETA_WINDOW_MINUTES,
  estimateEtaMinutes,
  roadKm,
  roundKm,
  type TOrder,
  type TServiceability,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goOnDuty, pickUp } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orders, restaurants, siteSettings } from '../../db/schema/index.ts';
import { etaFacts, MIN_PREP_SAMPLES } from './eta-facts.ts';

let ctx: TestContext;
let owner: Persona;
let customer: Persona;
let rider: Persona;
let restaurantId: string;
let body: unknown;

const KITCHEN = { lat: 13.085, lng: 80.21 };
const VELACHERY = { lat: 12.979, lng: 80.218 };
const ANNA_NAGAR_ROUNDTANA = { lat: 13.0878, lng: 80.2101 };

const quote = async (at = ANNA_NAGAR_ROUNDTANA) =>
  (
    await call(ctx.app, 'GET', `/api/serviceability?restaurantId=${restaurantId}&lat=${at.lat}&lng=${at.lng}`)
  ).json() as TServiceability;
const orderOf = async (id: string, who = customer) =>
  (await call(ctx.app, 'GET', `/api/order/${id}`, { caller: who })).json() as TOrder;

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'etaOwner');
  owner = mine.owner;
  restaurantId = mine.restaurant.id;
  await ctx.database.db
    .update(restaurants)
    .set({ ...KITCHEN, prepMinutes: null, deliveryZone: { kind: 'radius', km: 20 }, deliveryReachKm: 20 })
    .where(eq(restaurants.id, restaurantId));
  const { dosa } = await makeMenu(ctx, restaurantId);
  body = orderBody(restaurantId, [{ foodItemId: dosa.id, quantity: 1 }]);
  customer = await createPersona(ctx, 'customer');
  rider = await createPersona(ctx, 'deliveryPartner', 'rider');
  await goOnDuty(ctx, rider);
  await ctx.database.db.update(siteSettings).set({ riderDeliveryCap: 20 }).where(eq(siteSettings.id, 1));
});
afterAll(async () => ctx?.close());

describe('the delivery estimate learns from history', () => {
  it('uses the city default kitchen time until the kitchen has history, then its own median', async () => {
    etaFacts(ctx.database.db).forget();
    const km = roundKm(roadKm(KITCHEN, VELACHERY));
    expect((await quote(VELACHERY)).etaMinutes).toEqual(estimateEtaMinutes(km, DEFAULT_PREP_MINUTES));
    // Five orders this kitchen took 30 minutes to make ready.
    for (let i = 0; i < MIN_PREP_SAMPLES; i++) {
      const id = await placePaidOrder(ctx, customer, body);
      await ctx.database.db.execute(
        sql`update orders set status = 'Delivered', preparing_at = now() - interval '40 minutes', ready_at = now() - interval '10 minutes' where id = ${id}`,
      );
    }
    etaFacts(ctx.database.db).forget();
    const learned = (await quote(VELACHERY)).etaMinutes;
    expect(learned).toEqual(estimateEtaMinutes(km, 30));
    expect(learned.max - learned.min).toBe(ETA_WINDOW_MINUTES);
  });

  it('adds time when the kitchen is busy', async () => {
    etaFacts(ctx.database.db).forget();
    const calm = (await quote()).etaMinutes.min;
    const cooking = await Promise.all(Array.from({ length: 4 }, () => placePaidOrder(ctx, customer, body)));
    for (const id of cooking) {
      await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
        caller: owner,
        body: { status: 'Preparing' },
      });
    }
    etaFacts(ctx.database.db).forget();
    // Four in the kitchen: two more than it handles at once, two minutes each.
    expect((await quote()).etaMinutes.min).toBe(calm + 4);
    await ctx.database.db.execute(sql`update orders set status = 'Cancelled' where status = 'Preparing'`);
    etaFacts(ctx.database.db).forget();
  });
});

describe('the promise on the order', () => {
  it('is kept at payment as the end of the window quoted, counted from payment', async () => {
    etaFacts(ctx.database.db).forget();
    const window = (await quote(ANNA_NAGAR_ROUNDTANA)).etaMinutes;
    const id = await placePaidOrder(ctx, customer, {
      ...(body as object),
      deliveryInfo: { ...(body as { deliveryInfo: object }).deliveryInfo, ...ANNA_NAGAR_ROUNDTANA },
    });
    const order = await orderOf(id);
    const paidAt = new Date(order.paidAt ?? 0).getTime();
    expect(order.promisedAt).toBeTruthy();
    expect(Math.round((new Date(order.promisedAt ?? 0).getTime() - paidAt) / 60_000)).toBe(window.max);
    expect(Math.round((new Date(order.etaAt ?? 0).getTime() - paidAt) / 60_000)).toBe(window.min);
  });

  it('moves with the rider: each position kept sets the arrival estimate from there', async () => {
    const id = await placePaidOrder(ctx, customer, {
      ...(body as object),
      deliveryInfo: { ...(body as { deliveryInfo: object }).deliveryInfo, ...VELACHERY },
    });
    await call(ctx.app, 'POST', `/api/orders/${id}/status`, { caller: owner, body: { status: 'Preparing' } });
    await call(ctx.app, 'POST', `/api/orders/${id}/ready`, { caller: owner });
    await pickUp(ctx, rider, id);
    const halfway = { lat: (KITCHEN.lat + VELACHERY.lat) / 2, lng: (KITCHEN.lng + VELACHERY.lng) / 2 };
    const before = Date.now();
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/location`, { caller: rider, body: halfway });
    expect(res.json()).toEqual({ kept: true });
    const order = await orderOf(id);
    // 18 km/h until the rider's own speed is known.
    const expected = before + (roadKm(halfway, VELACHERY) / 18) * 3600 * 1000;
    expect(Math.abs(new Date(order.etaAt ?? 0).getTime() - expected)).toBeLessThan(5_000);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.promisedAt).not.toBeNull();
  });
});
