import {
  COURIER_LOCATION_MIN_INTERVAL_MS,
  DELIVERY_CODE_MAX_FAILURES,
  DELIVERY_MESSAGES,
  DELIVERY_NOTE_MAX,
  RIDER_DELIVERY_CAP_DEFAULT,
  type TCurrentDelivery,
  type TDeliveryHistory,
  type TDeliveryPickup,
  type TOrder,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCodeOf, goOnDuty, makeReady, pickUp } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { courierLocations, orders, restaurants, siteSettings } from '../../db/schema/index.ts';
import type { AppError } from '../../lib/app-error.ts';
import { couponsForOrders } from '../coupons/coupons-for-orders.ts';
import type { OrderEvent } from '../orders/order-events.ts';
import { eventFor, isAudience } from '../orders/order-stream.ts';
import { ordersOffer } from '../orders/orders-offer.ts';
import type { OrderDeps } from '../orders/orders-port.ts';
import { serviceabilityOffer } from '../serviceability/serviceability-offer.ts';
import { changeStatusWithDeliveryChecks } from './delivery.service.ts';
import { endDeliveryOnStatusMove } from './delivery-end.ts';

let ctx: TestContext;
let customer: Persona;
let owner: Persona;
let farOwner: Persona;
let rider: Persona;
let otherRider: Persona;
let admin: Persona;
let body: unknown;
let farBody: unknown;

// The owner's kitchen sits in Anna Nagar; a second restaurant far south, on OMR.
const ANNA_NAGAR = { lat: 13.085, lng: 80.21 };
const OMR = { lat: 12.901, lng: 80.227 };

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'owner');
  owner = mine.owner;
  await ctx.database.db.update(restaurants).set(ANNA_NAGAR).where(eq(restaurants.id, mine.restaurant.id));
  const { dosa } = await makeMenu(ctx, mine.restaurant.id);
  body = orderBody(mine.restaurant.id, [{ foodItemId: dosa.id, quantity: 2 }]);
  const far = await createOwnerWithRestaurant(ctx, 'farOwner');
  await ctx.database.db.update(restaurants).set(OMR).where(eq(restaurants.id, far.restaurant.id));
  farBody = orderBody(far.restaurant.id, [
    { foodItemId: (await makeMenu(ctx, far.restaurant.id)).dosa.id, quantity: 1 },
  ]);
  farOwner = far.owner;
  customer = await createPersona(ctx, 'customer');
  rider = await createPersona(ctx, 'deliveryPartner', 'rider');
  otherRider = await createPersona(ctx, 'deliveryPartner', 'otherRider');
  admin = await createPersona(ctx, 'admin');
  await goOnDuty(ctx, rider);
  await goOnDuty(ctx, otherRider);
  // These journeys let one rider hold many deliveries; the cap itself is tested below.
  await setRiderCap(20);
});
const setRiderCap = (cap: number) =>
  ctx.database.db.update(siteSettings).set({ riderDeliveryCap: cap }).where(eq(siteSettings.id, 1));
afterAll(async () => ctx?.close());

const readyOrder = async (b = body, o = owner) => {
  const id = await placePaidOrder(ctx, customer, b);
  await makeReady(ctx, o, id);
  return id;
};
const pickups = async (who: Persona, query = '') =>
  (
    await call(ctx.app, 'GET', `/api/orders?scope=delivery&limit=100${query}`, { caller: who })
  ).json() as TDeliveryPickup[];
const accept = (who: Persona, id: string) =>
  call(ctx.app, 'POST', `/api/orders/${id}/accept`, { caller: who });
const setStatus = (who: Persona, id: string, status: string, deliveryCode?: string) =>
  call(ctx.app, 'POST', `/api/orders/${id}/status`, {
    caller: who,
    body: deliveryCode === undefined ? { status } : { status, deliveryCode },
  });
const sendPosition = (who: Persona, id: string, position: unknown) =>
  call(ctx.app, 'POST', `/api/orders/${id}/location`, { caller: who, body: position });
const getOrder = async (who: Persona, id: string) =>
  (await call(ctx.app, 'GET', `/api/order/${id}`, { caller: who })).json() as TOrder;
const rowOf = async (id: string) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('available pickups (GET /api/orders?scope=delivery)', () => {
  it('offers ready, untaken orders with restaurant, pickup address, drop area, distance and earning; no customer details', async () => {
    const notReady = await placePaidOrder(ctx, customer, body);
    await setStatus(owner, notReady, 'Preparing');
    const id = await readyOrder();
    const list = await pickups(rider, `&lat=${ANNA_NAGAR.lat}&lng=${ANNA_NAGAR.lng}`);
    const offer = list.find((p) => p._id === id);
    expect(offer).toMatchObject({
      restaurantName: "owner's kitchen",
      dropArea: 'Anna Nagar, 600040',
      itemsCount: 2,
      earning: 40,
      distanceKm: 0,
    });
    expect(offer?.pickupAddress.length).toBeGreaterThan(0);
    expect(list.some((p) => p._id === notReady)).toBe(false);
    const raw = JSON.stringify(list);
    expect(raw).not.toContain(customer.id);
    expect(raw).not.toContain('Priya');
    expect(raw).not.toContain('9840012345');
  });

  it('puts the nearest restaurant first when the phone sends its position', async () => {
    const near = await readyOrder();
    const far = await readyOrder(farBody, farOwner);
    const fromOmr = (await pickups(rider, `&lat=${OMR.lat}&lng=${OMR.lng}`)).map((p) => p._id);
    expect(fromOmr.indexOf(far)).toBeLessThan(fromOmr.indexOf(near));
    const fromAnnaNagar = (await pickups(rider, `&lat=${ANNA_NAGAR.lat}&lng=${ANNA_NAGAR.lng}`)).map(
      (p) => p._id,
    );
    expect(fromAnnaNagar.indexOf(near)).toBeLessThan(fromAnnaNagar.indexOf(far));
    const bad = await call(ctx.app, 'GET', '/api/orders?scope=delivery&lat=91&lng=80', { caller: rider });
    expect(bad.statusCode).toBe(400);
  });

  it('offers nothing off duty, and an off-duty rider cannot accept', async () => {
    const id = await readyOrder();
    await goOnDuty(ctx, otherRider, false);
    expect(await pickups(otherRider)).toEqual([]);
    const res = await accept(otherRider, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(DELIVERY_MESSAGES.offDuty);
    expect((await rowOf(id))?.deliveryPartnerId).toBeNull();
    await goOnDuty(ctx, otherRider, true);
  });
});

describe('accept (POST /api/orders/:id/accept)', () => {
  it('20 riders accepting the same order at once: exactly one gets it, the rest get 409', async () => {
    const id = await readyOrder();
    const riders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createPersona(ctx, 'deliveryPartner', `racer${i}`)),
    );
    for (const r of riders) await goOnDuty(ctx, r);
    const results = await Promise.all(riders.map((r) => accept(r, id)));
    const winners = results.filter((r) => r.statusCode === 200);
    const losers = results.filter((r) => r.statusCode === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const l of losers) expect(l.json().error).toBe('Another delivery partner has taken this order.');
    const winner = riders[results.indexOf(winners[0] as (typeof results)[number])] as Persona;
    expect((await rowOf(id))?.deliveryPartnerId).toBe(winner.id);
    expect((await pickups(rider)).some((p) => p._id === id)).toBe(false);
  }, 180_000);

  it('refuses an order that is not ready yet, and non-riders', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    await setStatus(owner, id, 'Preparing');
    const res = await accept(rider, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(DELIVERY_MESSAGES.notReadyForPickup);
    expect((await rowOf(id))?.deliveryPartnerId).toBeNull();
  });

  it("gives the rider the current delivery: addresses, the customer's first name and phone, items", async () => {
    const id = await readyOrder();
    const res = await accept(rider, id);
    expect(res.statusCode).toBe(200);
    const current = res.json() as TCurrentDelivery;
    expect(current).toMatchObject({
      _id: id,
      status: 'Preparing',
      customerFirstName: 'Priya',
      customerPhone: '9840012345',
      itemsCount: 2,
      earning: 40,
      dropPoint: ANNA_NAGAR,
      pickupPoint: ANNA_NAGAR,
    });
    expect(current.dropAddress).toContain('12, 2nd Avenue, Anna Nagar');
    const list = (
      await call(ctx.app, 'GET', '/api/delivery/current', { caller: rider })
    ).json() as TCurrentDelivery[];
    expect(list.map((d) => d._id)).toContain(id);
    // Another rider cannot pick it up; its rider can.
    expect((await setStatus(otherRider, id, 'On the way')).statusCode).toBe(403);
    expect((await setStatus(rider, id, 'On the way')).statusCode).toBe(200);
    expect(current.deliveryNote).toBeNull();
  });

  it("carries the customer's delivery note to the rider and the kitchen; a note too long is refused and writes nothing", async () => {
    const noted = {
      ...(body as { deliveryInfo: object }),
      deliveryInfo: { ...(body as { deliveryInfo: object }).deliveryInfo, note: 'Ring the bell' },
    };
    const id = await readyOrder(noted);
    const current = (await accept(rider, id)).json() as TCurrentDelivery;
    expect(current.deliveryNote).toBe('Ring the bell');
    const kitchen = await call(ctx.app, 'GET', `/api/order/${id}`, { caller: owner });
    expect(kitchen.json().deliveryInfo.note).toBe('Ring the bell');

    const before = (await ctx.database.db.select({ id: orders.id }).from(orders)).length;
    const tooLong = await call(ctx.app, 'POST', '/api/orders', {
      caller: customer,
      body: { ...noted, deliveryInfo: { ...noted.deliveryInfo, note: 'x'.repeat(DELIVERY_NOTE_MAX + 1) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(`must be at most ${DELIVERY_NOTE_MAX} characters`);
    expect((await ctx.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });
});

describe('how many deliveries a rider holds (site setting, default 2)', () => {
  it('25 accepts at once by one rider: exactly the cap is assigned, each answer says what happened', async () => {
    await setRiderCap(RIDER_DELIVERY_CAP_DEFAULT);
    try {
      const busy = await createPersona(ctx, 'deliveryPartner', 'busyRider');
      await goOnDuty(ctx, busy);
      const ids: string[] = [];
      for (let i = 0; i < 25; i += 1) ids.push(await readyOrder());
      const results = await Promise.all(ids.map((id) => accept(busy, id)));
      const won = ids.filter((_, i) => results[i]?.statusCode === 200);
      expect(won).toHaveLength(RIDER_DELIVERY_CAP_DEFAULT);
      for (const r of results.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(409);
        expect(r.json().error).toBe(DELIVERY_MESSAGES.deliveryCapReached(RIDER_DELIVERY_CAP_DEFAULT));
      }
      const held = await ctx.database.db.select().from(orders).where(eq(orders.deliveryPartnerId, busy.id));
      expect(held.map((o) => o.id).sort()).toEqual([...won].sort());
      const current = (
        await call(ctx.app, 'GET', '/api/delivery/current', { caller: busy })
      ).json() as TCurrentDelivery[];
      expect(current.map((d) => d._id).sort()).toEqual([...won].sort());
      // Accepting one already held again answers with it, never 404.
      const again = await accept(busy, won[0] as string);
      expect(again.statusCode).toBe(200);
      expect((again.json() as TCurrentDelivery)._id).toBe(won[0]);
      // The refused orders are still offered to other riders.
      const refused = ids.find((id) => !won.includes(id)) as string;
      expect((await pickups(otherRider)).some((p) => p._id === refused)).toBe(true);
    } finally {
      await setRiderCap(20);
    }
  }, 180_000);

  it('the cap is an admin setting: saved through System Settings, refused out of range with nothing changed', async () => {
    const base = (await call(ctx.app, 'GET', '/api/admin/settings', { caller: admin })).json();
    const { updatedAt: _u, updatedBy: _b, ...input } = base;
    const bad = await call(ctx.app, 'PUT', '/api/admin/settings', {
      caller: admin,
      body: { ...input, riderDeliveryCap: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('riderDeliveryCap');
    expect(
      (await call(ctx.app, 'GET', '/api/admin/settings', { caller: admin })).json().riderDeliveryCap,
    ).toBe(20);
    const ok = await call(ctx.app, 'PUT', '/api/admin/settings', {
      caller: admin,
      body: { ...input, riderDeliveryCap: 3 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().riderDeliveryCap).toBe(3);
    await setRiderCap(20);
  });
});

describe('the doorstep code', () => {
  it("is in the customer's order only, and a wrong code is refused with the order unchanged", async () => {
    const id = await readyOrder();
    await pickUp(ctx, rider, id);
    const code = await deliveryCodeOf(ctx, id);
    expect(code).toMatch(/^\d{4}$/);
    expect((await getOrder(customer, id)).deliveryCode).toBe(code);
    expect((await getOrder(owner, id)).deliveryCode).toBeUndefined();
    expect((await getOrder(rider, id)).deliveryCode).toBeUndefined();
    expect((await getOrder(admin, id)).deliveryCode).toBeUndefined();

    const missing = await setStatus(rider, id, 'Delivered');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(DELIVERY_MESSAGES.deliveryCodeRequired);
    const wrongCode = code === '0000' ? '1111' : '0000';
    const wrong = await setStatus(rider, id, 'Delivered', wrongCode);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe(DELIVERY_MESSAGES.deliveryCodeWrong);
    expect((await setStatus(rider, id, 'Delivered', '12a4')).statusCode).toBe(400);
    expect((await rowOf(id))?.status).toBe('On the way');

    const right = await setStatus(rider, id, 'Delivered', code);
    expect(right.statusCode).toBe(200);
    expect(right.json().status).toBe('Delivered');
    expect((await getOrder(customer, id)).deliveryCode).toBeUndefined();
  });

  it('5 wrong codes lock the delivery: even the right code is refused, an admin can confirm it', async () => {
    const id = await readyOrder();
    await pickUp(ctx, rider, id);
    const code = await deliveryCodeOf(ctx, id);
    const wrongCode = code === '0000' ? '1111' : '0000';
    const tries = [];
    for (let i = 0; i < 5; i += 1)
      tries.push((await setStatus(rider, id, 'Delivered', wrongCode)).statusCode);
    expect(tries).toEqual([422, 422, 422, 422, 403]);
    const locked = await setStatus(rider, id, 'Delivered', code);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toBe(DELIVERY_MESSAGES.deliveryCodeLocked);
    expect((await rowOf(id))?.status).toBe('On the way');
    const current = (
      await call(ctx.app, 'GET', '/api/delivery/current', { caller: rider })
    ).json() as TCurrentDelivery[];
    expect(current.find((d) => d._id === id)?.codeLocked).toBe(true);
    expect((await setStatus(admin, id, 'Delivered')).statusCode).toBe(200);
  });
});

describe('the doorstep code under a burst of guesses', () => {
  it('400 parallel guesses never count past the lockout, never deliver, and are rate-limited per order and rider', async () => {
    const id = await readyOrder();
    await pickUp(ctx, rider, id);
    const code = await deliveryCodeOf(ctx, id);
    // Every other code first, the right one last: what a guesser sweeping the codes sends.
    const guesses = Array.from({ length: 400 }, (_, i) => String(i).padStart(4, '0')).filter(
      (c) => c !== code,
    );
    guesses.push(code);
    const results = await Promise.all(guesses.map((g) => setStatus(rider, id, 'Delivered', g)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(DELIVERY_CODE_MAX_FAILURES - 1);
    expect(new Set(statuses)).toEqual(new Set([422, 403, 429]));
    const limited = results.find((r) => r.statusCode === 429);
    expect(limited?.json().error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    const row = await rowOf(id);
    expect(row?.status).toBe('On the way');
    expect(row?.deliveryCodeFailures).toBe(DELIVERY_CODE_MAX_FAILURES);
    // Another rider's guesses on their own order are counted apart.
    const other = await readyOrder();
    await pickUp(ctx, otherRider, other);
    const right = await setStatus(otherRider, other, 'Delivered', await deliveryCodeOf(ctx, other));
    expect(right.statusCode).toBe(200);
  }, 120_000);
});

describe('the doorstep code: the lockout is one statement', () => {
  it('100 parallel wrong codes straight to the service (no HTTP limit) count exactly to the lockout; the right code sent among them never delivers', async () => {
    const id = await readyOrder();
    await pickUp(ctx, rider, id);
    const code = await deliveryCodeOf(ctx, id);
    const wrong = code === '0000' ? '1111' : '0000';
    // A Delivered move records no refund: the payments port is never reached.
    const deps = {
      db: ctx.database.db,
      payments: new Proxy({} as OrderDeps['payments'], {
        get: () => {
          throw new Error('payments port not expected');
        },
      }),
      orders: ordersOffer,
      serviceability: serviceabilityOffer,
      coupons: couponsForOrders,
      onStatusMove: [endDeliveryOnStatusMove],
      partnerFeePaise: 4000,
      dispatchMode: 'open' as const,
      positions: ctx.app.courierPositions,
    };
    const riderUser = {
      id: rider.id,
      email: 'rider@example.com',
      name: 'rider',
      role: 'deliveryPartner' as const,
    };
    const attempts = [...Array.from({ length: 100 }, () => wrong), code].map((c) =>
      changeStatusWithDeliveryChecks(deps, riderUser, id, { status: 'Delivered', deliveryCode: c }).then(
        () => 200,
        (err: AppError) => err.status,
      ),
    );
    const statuses = await Promise.all(attempts);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((s) => s === 422)).toHaveLength(DELIVERY_CODE_MAX_FAILURES - 1);
    expect(new Set(statuses)).toEqual(new Set([422, 403]));
    const row = await rowOf(id);
    expect(row?.status).toBe('On the way');
    expect(row?.deliveryCodeFailures).toBe(DELIVERY_CODE_MAX_FAILURES);
  }, 60_000);
});

describe('rider positions (POST /api/orders/:id/location)', () => {
  it('only the assigned rider, only on the way; coordinates validated', async () => {
    const id = await readyOrder();
    expect((await accept(rider, id)).statusCode).toBe(200);
    const early = await sendPosition(rider, id, ANNA_NAGAR);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(DELIVERY_MESSAGES.locationOnlyOnTheWay);
    expect((await setStatus(rider, id, 'On the way')).statusCode).toBe(200);

    expect((await sendPosition(otherRider, id, ANNA_NAGAR)).statusCode).toBe(404);
    expect((await sendPosition(customer, id, ANNA_NAGAR)).statusCode).toBe(403);
    expect((await sendPosition(owner, id, ANNA_NAGAR)).statusCode).toBe(403);
    for (const bad of [
      { lat: 91, lng: 80 },
      { lat: 13, lng: -181 },
      { lat: '13', lng: 80 },
      { lat: 13 },
      {},
    ]) {
      expect((await sendPosition(rider, id, bad)).statusCode).toBe(400);
    }
    const none = await ctx.database.db
      .select()
      .from(courierLocations)
      .where(eq(courierLocations.orderId, id));
    expect(none).toEqual([]);
  });

  it('keeps at most one position a second, shows it to the customer only, and deletes it on delivery', async () => {
    const id = await readyOrder();
    await pickUp(ctx, rider, id);
    const first = await sendPosition(rider, id, { lat: 13.08, lng: 80.2 });
    expect(first.json()).toEqual({ kept: true });
    const tooSoon = await sendPosition(rider, id, { lat: 13.09, lng: 80.21 });
    expect(tooSoon.json()).toEqual({ kept: false });
    const seen = await getOrder(customer, id);
    expect(seen.courierLocation).toMatchObject({ lat: 13.08, lng: 80.2 });
    expect(seen.courier?.firstName).toBe('rider');
    expect((await getOrder(owner, id)).courierLocation).toBeUndefined();
    expect((await getOrder(admin, id)).courierLocation).toBeUndefined();

    // A second later the next position is kept.
    await new Promise((resolve) => setTimeout(resolve, COURIER_LOCATION_MIN_INTERVAL_MS + 50));
    expect((await sendPosition(rider, id, { lat: 13.081, lng: 80.2 })).json()).toEqual({ kept: true });
    const moved = await getOrder(customer, id);
    expect(moved.courierLocation?.lat).toBe(13.081);
    expect(moved.courier?.speedMps).toBeGreaterThan(0);

    const code = await deliveryCodeOf(ctx, id);
    expect((await setStatus(rider, id, 'Delivered', code)).statusCode).toBe(200);
    const left = await ctx.database.db
      .select()
      .from(courierLocations)
      .where(eq(courierLocations.orderId, id));
    expect(left).toEqual([]);
    expect((await getOrder(customer, id)).courierLocation).toBeUndefined();
    // After the delivery the rider no longer sees the customer's phone.
    expect((await getOrder(rider, id)).deliveryInfo.phone).toBe('—');
    expect((await sendPosition(rider, id, ANNA_NAGAR)).statusCode).toBe(409);
  });
});

describe('history and earnings', () => {
  it("counts today's and this week's deliveries at the configured fee, and every rupee of the tips", async () => {
    const fresh = await createPersona(ctx, 'deliveryPartner', 'newRider');
    const id = await readyOrder({ ...(body as object), tip: 30.5 });
    await pickUp(ctx, fresh, id);
    const current = (await call(ctx.app, 'GET', '/api/delivery/current', { caller: fresh })).json();
    expect(current).toMatchObject([{ _id: id, earning: 70.5, tip: 30.5 }]);
    await setStatus(fresh, id, 'Delivered', await deliveryCodeOf(ctx, id));
    const res = await call(ctx.app, 'GET', '/api/delivery/history', { caller: fresh });
    expect(res.statusCode).toBe(200);
    const history = res.json() as TDeliveryHistory;
    // ₹40 a delivery + the ₹30.50 tip.
    expect(history.today).toEqual({ deliveries: 1, earnings: 70.5, tips: 30.5 });
    expect(history.week).toEqual({ deliveries: 1, earnings: 70.5, tips: 30.5 });
    expect(history.deliveries.map((d) => [d._id, d.earning, d.tip])).toEqual([[id, 70.5, 30.5]]);
    expect(res.headers['x-total-count']).toBe('1');
  });
});

describe('admin: who delivers what, and unassign', () => {
  it('searches the deliveries by order, restaurant or rider, counts them, and exports every filtered row as CSV', async () => {
    const id = await readyOrder();
    await accept(rider, id);
    const byOrder = await call(
      ctx.app,
      'GET',
      `/api/delivery/assignments?q=${id.slice(0, 8).toUpperCase()}`,
      {
        caller: admin,
      },
    );
    expect(byOrder.statusCode).toBe(200);
    expect(byOrder.headers['x-total-count']).toBe('1');
    expect(byOrder.json().map((d: { _id: string }) => d._id)).toEqual([id]);
    const none = await call(ctx.app, 'GET', '/api/delivery/assignments?q=no-such-rider-anywhere', {
      caller: admin,
    });
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    const csv = await call(ctx.app, 'GET', `/api/delivery/assignments?format=csv&q=${id}`, { caller: admin });
    expect(csv.headers['content-disposition']).toContain('deliveries-export.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Order,Restaurant,Rider,Assigned,Status,Code locked');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(id);
    await call(ctx.app, 'POST', `/api/orders/${id}/unassign`, { caller: admin });
  });

  it('lists deliveries with their rider, and unassigning puts the order back among the pickups', async () => {
    const id = await readyOrder();
    await accept(rider, id);
    const list = await call(ctx.app, 'GET', '/api/delivery/assignments?limit=100', { caller: admin });
    expect(list.json().find((d: { _id: string }) => d._id === id)).toMatchObject({
      partnerId: rider.id,
      partnerName: 'rider',
      status: 'Preparing',
    });
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/unassign`, { caller: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().deliveryPartnerId).toBeNull();
    expect((await pickups(otherRider)).some((p) => p._id === id)).toBe(true);
    const again = await call(ctx.app, 'POST', `/api/orders/${id}/unassign`, { caller: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(DELIVERY_MESSAGES.notAssigned);
    expect((await accept(otherRider, id)).statusCode).toBe(200);
  });
});

describe('live events for delivery partners', () => {
  const riderUser = { id: 'r1', email: 'r@x', name: 'R', role: 'deliveryPartner' as const };
  const event: OrderEvent = {
    orderId: 'o1',
    status: 'Preparing',
    userId: 'customer-1',
    restaurantOwnerId: 'owner-1',
    deliveryPartnerId: 'r2',
    ready: true,
  };

  it("tells every rider an order was offered or taken, without the customer's id", () => {
    expect(isAudience(riderUser, { ...event, kind: 'ready', deliveryPartnerId: null })).toBe(true);
    expect(isAudience(riderUser, { ...event, kind: 'taken' })).toBe(true);
    const told = eventFor(riderUser, { ...event, kind: 'taken' });
    expect(told).toEqual({ orderId: 'o1', status: 'Preparing', kind: 'taken' });
    expect(JSON.stringify(told)).not.toContain('customer-1');
  });

  it("sends a rider's position to the order's customer only", () => {
    const location: OrderEvent = { ...event, status: 'On the way', kind: 'location' };
    expect(isAudience({ ...riderUser, id: 'customer-1', role: 'customer' }, location)).toBe(true);
    expect(isAudience(riderUser, location)).toBe(false);
    expect(isAudience({ ...riderUser, id: 'owner-1', role: 'restaurantOwner' }, location)).toBe(false);
    expect(isAudience({ ...riderUser, id: 'a', role: 'admin' }, location)).toBe(false);
  });
});
