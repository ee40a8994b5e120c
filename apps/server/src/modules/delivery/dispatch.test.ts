import {
  DELIVERY_MESSAGES,
  DELIVERY_PARTNER_FEE_DEFAULT_RUPEES,
  DISPATCH_MESSAGES,
  OFFER_SECONDS,
  RIDER_SILENT_MS,
  type TCurrentDelivery,
  type TDeliveryPickup,
  type TDispatchQueueRow,
  type TMyOffer,
} from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goOnDuty } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { deliveryOffers, orders, restaurants, riderPositions, siteSettings } from '../../db/schema/index.ts';
import { ORDER_EVENTS_CHANNEL } from '../orders/order-events.ts';
import { recordRiderPosition } from './dispatch.service.ts';
import { dispatchRound } from './dispatcher.ts';

let ctx: TestContext;
let customer: Persona;
let owner: Persona;
let admin: Persona;
let near: Persona;
let middle: Persona;
let far: Persona;
let body: unknown;

// The kitchen in Anna Nagar; riders 0.5 km, 2 km and 6 km away.
const KITCHEN = { lat: 13.085, lng: 80.21 };
const NEAR = { lat: 13.0895, lng: 80.21 };
const MIDDLE = { lat: 13.103, lng: 80.21 };
const FAR = { lat: 13.139, lng: 80.21 };

const position = (who: Persona, at: { lat: number; lng: number }) =>
  call(ctx.app, 'POST', '/api/delivery/position', { caller: who, body: at });
const offerOf = async (who: Persona) =>
  ((await call(ctx.app, 'GET', '/api/delivery/offer', { caller: who })).json() as TMyOffer).offer;
const accept = (who: Persona, id: string) =>
  call(ctx.app, 'POST', `/api/orders/${id}/offer/accept`, { caller: who });
const decline = (who: Persona, id: string) =>
  call(ctx.app, 'POST', `/api/orders/${id}/offer/decline`, { caller: who });
const rowOf = async (id: string) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const pendingOffers = async (id: string) =>
  ctx.database.db
    .select()
    .from(deliveryOffers)
    .where(and(eq(deliveryOffers.orderId, id), eq(deliveryOffers.status, 'pending')));

/** A paid order the restaurant accepted (Preparing) and packed; `ready` false leaves it cooking. */
async function preparingOrder(ready = true, prepMinutes = 10, extra: object = {}): Promise<string> {
  const id = await placePaidOrder(ctx, customer, { ...(body as object), ...extra });
  const moved = await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
    caller: owner,
    body: { status: 'Preparing', prepMinutes },
  });
  expect(moved.statusCode).toBe(200);
  if (ready)
    expect((await call(ctx.app, 'POST', `/api/orders/${id}/ready`, { caller: owner })).statusCode).toBe(200);
  return id;
}

// The tests run every round themselves: no background round races them (DISPATCH_ROUND_MS=0).
const ROUNDS_BY_HAND = { DISPATCH_ROUND_MS: '0' };

beforeAll(async () => {
  ctx = await createTestApp(ROUNDS_BY_HAND);
  const mine = await createOwnerWithRestaurant(ctx, 'owner');
  owner = mine.owner;
  await ctx.database.db.update(restaurants).set(KITCHEN).where(eq(restaurants.id, mine.restaurant.id));
  const { dosa } = await makeMenu(ctx, mine.restaurant.id);
  body = orderBody(mine.restaurant.id, [{ foodItemId: dosa.id, quantity: 2 }]);
  customer = await createPersona(ctx, 'customer');
  admin = await createPersona(ctx, 'admin');
  await ctx.database.db.update(siteSettings).set({ riderDeliveryCap: 20 }).where(eq(siteSettings.id, 1));
});
afterAll(async () => ctx?.close());

beforeEach(async () => {
  // Every test has three riders of its own, on duty at their spots, and no other order waiting. A
  // round the app started for an earlier test may still be finishing: it knows neither these riders
  // nor this test's orders, so it cannot take them.
  await ctx.database.db.execute(
    sql`update orders set status = 'Cancelled' where status in ('Processing', 'Preparing', 'On the way')`,
  );
  await ctx.database.db.delete(riderPositions);
  near = await createPersona(ctx, 'deliveryPartner', 'Nila Near');
  middle = await createPersona(ctx, 'deliveryPartner', 'Mani Middle');
  far = await createPersona(ctx, 'deliveryPartner', 'Farid Far');
  for (const [who, at] of [
    [near, NEAR],
    [middle, MIDDLE],
    [far, FAR],
  ] as const) {
    await goOnDuty(ctx, who);
    expect((await position(who, at)).json()).toEqual({ kept: true });
  }
});

describe('rider positions (POST /api/delivery/position)', () => {
  it('keeps the latest, at most one a second, and only on duty', async () => {
    const user = { id: near.id, email: near.email, name: 'Nila Near', role: 'deliveryPartner' as const };
    const at = new Date(Date.now() + 60_000);
    expect(await recordRiderPosition(ctx.database.db, user, MIDDLE, at)).toEqual({ kept: true });
    expect(await recordRiderPosition(ctx.database.db, user, FAR, new Date(at.getTime() + 999))).toEqual({
      kept: false,
    });
    expect(await recordRiderPosition(ctx.database.db, user, NEAR, new Date(at.getTime() + 1000))).toEqual({
      kept: true,
    });
    await goOnDuty(ctx, near, false);
    const off = await position(near, NEAR);
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(DELIVERY_MESSAGES.offDuty);
    const bad = await position(middle, { lat: 91, lng: 80 });
    expect(bad.statusCode).toBe(400);
    const [kept] = await ctx.database.db
      .select()
      .from(riderPositions)
      .where(eq(riderPositions.userId, near.id));
    expect(kept).toMatchObject(NEAR);
  });
});

describe('offers', () => {
  it('offers an accepted order to the nearest rider alone; the others do not see it on the board', async () => {
    const id = await preparingOrder(true, 10, { tip: 30 });
    await dispatchRound(ctx.database.db);
    const offer = await offerOf(near);
    expect(offer).toMatchObject({ orderId: id, itemsCount: 2, pickupKm: expect.any(Number) });
    // What the rider earns, and of what: the delivery pay and all of the checkout tip; and its age.
    expect(offer).toMatchObject({
      deliveryPay: DELIVERY_PARTNER_FEE_DEFAULT_RUPEES,
      tip: 30,
      earning: DELIVERY_PARTNER_FEE_DEFAULT_RUPEES + 30,
    });
    expect(Date.now() - new Date(offer?.placedAt ?? 0).getTime()).toBeLessThan(60_000);
    expect(offer?.items).toEqual([{ name: expect.any(String), quantity: 2 }]);
    expect(new Date(offer?.expiresAt ?? 0).getTime() - new Date(offer?.offeredAt ?? 0).getTime()).toBe(
      OFFER_SECONDS * 1000,
    );
    expect(await offerOf(middle)).toBeNull();
    const board = (
      await call(ctx.app, 'GET', '/api/orders?scope=delivery&limit=100', { caller: middle })
    ).json() as TDeliveryPickup[];
    expect(board.map((p) => p._id)).not.toContain(id);
    const tap = await call(ctx.app, 'POST', `/api/orders/${id}/accept`, { caller: middle });
    expect(tap.statusCode).toBe(409);
    expect(tap.json().error).toBe(DISPATCH_MESSAGES.offeredToAnother);
    expect((await rowOf(id))?.deliveryPartnerId).toBeNull();
  });

  it('accepting assigns the order with a doorstep code; a second accept answers the same delivery', async () => {
    const id = await preparingOrder();
    await dispatchRound(ctx.database.db);
    const res = await accept(near, id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as TCurrentDelivery)._id).toBe(id);
    const row = await rowOf(id);
    expect(row?.deliveryPartnerId).toBe(near.id);
    expect(row?.deliveryCode).toMatch(/^\d{4}$/);
    expect((await accept(near, id)).statusCode).toBe(200);
    expect(await pendingOffers(id)).toEqual([]);
  });

  it('a decline passes the offer at once to the next nearest rider, and never back', async () => {
    const id = await preparingOrder();
    await dispatchRound(ctx.database.db);
    const res = await decline(near, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ offer: null });
    expect((await offerOf(middle))?.orderId).toBe(id);
    expect((await decline(middle, id)).statusCode).toBe(200);
    expect((await offerOf(far))?.orderId).toBe(id);
    expect(await offerOf(near)).toBeNull();
    // Declined twice: the declined offer cannot be accepted any more, and nothing is written.
    const late = await accept(near, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(DISPATCH_MESSAGES.offerGone);
    expect((await rowOf(id))?.deliveryPartnerId).toBeNull();
  });

  it('an offer not answered in 30 s passes to the next rider; the late accept is refused', async () => {
    const id = await preparingOrder();
    await dispatchRound(ctx.database.db);
    const later = new Date(Date.now() + (OFFER_SECONDS + 1) * 1000);
    // Positions are still fresh at that moment.
    await ctx.database.db.update(riderPositions).set({ recordedAt: later });
    const round = await dispatchRound(ctx.database.db, later);
    expect(round.expired).toBe(1);
    const [pending] = await pendingOffers(id);
    expect(pending?.riderId).toBe(middle.id);
    const [expired] = await ctx.database.db
      .select()
      .from(deliveryOffers)
      .where(and(eq(deliveryOffers.orderId, id), eq(deliveryOffers.riderId, near.id)));
    expect(expired?.status).toBe('expired');
    expect((await accept(near, id)).statusCode).toBe(409);
  });

  it('a rider whose phone is silent for 2 minutes, or who goes off duty, is not offered anything', async () => {
    await ctx.database.db
      .update(riderPositions)
      .set({ recordedAt: new Date(Date.now() - RIDER_SILENT_MS - 1000) })
      .where(eq(riderPositions.userId, near.id));
    const id = await preparingOrder();
    await dispatchRound(ctx.database.db);
    expect((await pendingOffers(id))[0]?.riderId).toBe(middle.id);
    await goOnDuty(ctx, middle, false);
    const round = await dispatchRound(ctx.database.db);
    expect(round.withdrawn).toBe(1);
    expect((await pendingOffers(id))[0]?.riderId).toBe(far.id);
  });

  it('waits to offer an order until its food is due within the ride and 5 minutes', async () => {
    const id = await preparingOrder(false, 60);
    await dispatchRound(ctx.database.db);
    expect(await pendingOffers(id)).toEqual([]);
    const due = new Date(Date.now() + 56 * 60_000);
    await ctx.database.db.update(riderPositions).set({ recordedAt: due });
    await dispatchRound(ctx.database.db, due);
    expect((await pendingOffers(id))[0]?.riderId).toBe(near.id);
  });

  it('tells each rider as their offer appears and as it passes on (order_events)', async () => {
    const heard: { kind?: string; orderId: string; offeredTo?: string }[] = [];
    const stop = await ctx.database.listen(ORDER_EVENTS_CHANNEL, (payload) =>
      heard.push(JSON.parse(payload)),
    );
    try {
      const id = await preparingOrder();
      const toldAbout = () =>
        heard.filter((e) => e.kind === 'offer' && e.orderId === id).map((e) => e.offeredTo);
      await dispatchRound(ctx.database.db);
      await expect.poll(toldAbout).toEqual([near.id]);
      // Unanswered past 30 s: the nearest rider hears it expire, the next hears it offered.
      await dispatchRound(ctx.database.db, new Date(Date.now() + (OFFER_SECONDS + 1) * 1000));
      await expect.poll(toldAbout).toEqual([near.id, near.id, middle.id]);
    } finally {
      await stop();
    }
  });

  it("times the offer by the nearest rider's ride, so a far rider's long ride does not take the order early", async () => {
    // Food due in 20 min: within the far rider's ride (about 26 min) but not the near rider's (2 min) plus 5.
    const id = await preparingOrder(false, 20);
    await dispatchRound(ctx.database.db);
    expect(await pendingOffers(id)).toEqual([]);
    const due = new Date(Date.now() + 14 * 60_000);
    await ctx.database.db.update(riderPositions).set({ recordedAt: due });
    await dispatchRound(ctx.database.db, due);
    expect((await pendingOffers(id))[0]?.riderId).toBe(near.id);
  });

  it('waits for a rider finishing a delivery by the restaurant rather than sending a free rider from afar', async () => {
    await ctx.database.db.update(siteSettings).set({ riderDeliveryCap: 1 }).where(eq(siteSettings.id, 1));
    try {
      await goOnDuty(ctx, near, false);
      // The middle rider is 2 km out on a delivery whose door is next to the kitchen.
      const busy = await preparingOrder();
      await ctx.database.db.execute(sql`update orders set status = 'On the way', delivery_partner_id = ${middle.id},
        delivery_info = delivery_info || ${JSON.stringify(KITCHEN)}::jsonb where id = ${busy}`);
      const id = await preparingOrder();
      await dispatchRound(ctx.database.db);
      expect(await pendingOffers(id)).toEqual([]);
      // Delivered: free at the door, the order is theirs.
      await ctx.database.db.execute(
        sql`update orders set status = 'Delivered', delivered_at = now() where id = ${busy}`,
      );
      await position(middle, KITCHEN);
      await dispatchRound(ctx.database.db);
      expect((await pendingOffers(id))[0]?.riderId).toBe(middle.id);
    } finally {
      await ctx.database.db.update(siteSettings).set({ riderDeliveryCap: 20 }).where(eq(siteSettings.id, 1));
    }
  });

  it('with no rider who can be offered it, the order stays on the board for the first tap', async () => {
    await ctx.database.db.delete(riderPositions);
    const id = await preparingOrder();
    await dispatchRound(ctx.database.db);
    expect(await pendingOffers(id)).toEqual([]);
    const tap = await call(ctx.app, 'POST', `/api/orders/${id}/accept`, { caller: far });
    expect(tap.statusCode).toBe(200);
  });

  it('only riders reach the offer calls, and only admins the queue and assignment', async () => {
    const id = await preparingOrder();
    expect((await call(ctx.app, 'GET', '/api/delivery/offer', { caller: customer })).statusCode).toBe(403);
    expect(
      (await call(ctx.app, 'POST', '/api/delivery/position', { caller: owner, body: NEAR })).statusCode,
    ).toBe(403);
    expect((await accept(customer, id)).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/admin/dispatch', { caller: near })).statusCode).toBe(403);
    const assign = await call(ctx.app, 'POST', `/api/orders/${id}/assign`, {
      caller: owner,
      body: { riderId: near.id },
    });
    expect(assign.statusCode).toBe(403);
    expect((await rowOf(id))?.deliveryPartnerId).toBeNull();
  });
});

describe("the admin's queue and assignment by hand", () => {
  it('lists waiting orders with whom they are offered to, and assigns one by hand, withdrawing the offer', async () => {
    const id = await preparingOrder();
    await dispatchRound(ctx.database.db);
    const queue = await call(ctx.app, 'GET', '/api/admin/dispatch?limit=50', { caller: admin });
    expect(queue.statusCode).toBe(200);
    const row = (queue.json() as TDispatchQueueRow[]).find((r) => r._id === id);
    expect(row).toMatchObject({ offeredTo: 'Nila Near', ready: true, offersMade: 1 });
    const bad = await call(ctx.app, 'POST', `/api/orders/${id}/assign`, {
      caller: admin,
      body: { riderId: '' },
    });
    expect(bad.statusCode).toBe(400);
    const notRider = await call(ctx.app, 'POST', `/api/orders/${id}/assign`, {
      caller: admin,
      body: { riderId: customer.id },
    });
    expect(notRider.statusCode).toBe(404);
    expect(notRider.json().error).toBe(DISPATCH_MESSAGES.riderNotFound);
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/assign`, {
      caller: admin,
      body: { riderId: far.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(id))?.deliveryPartnerId).toBe(far.id);
    expect(await pendingOffers(id)).toEqual([]);
    expect(await offerOf(near)).toBeNull();
    expect((await accept(near, id)).statusCode).toBe(409);
    expect((await rowOf(id))?.deliveryPartnerId).toBe(far.id);
  });
});

describe('two instances at once', () => {
  it('never give one order two riders nor one rider two offers, under concurrent rounds and answers', async () => {
    const second = await createTestApp(ROUNDS_BY_HAND, { database: ctx.database });
    try {
      const ids = await Promise.all(Array.from({ length: 6 }, () => preparingOrder()));
      // Both instances dispatch at the same moment, several times.
      await Promise.all([
        dispatchRound(ctx.database.db),
        dispatchRound(second.database.db),
        dispatchRound(ctx.database.db),
      ]);
      const pending = await ctx.database.db
        .select()
        .from(deliveryOffers)
        .where(eq(deliveryOffers.status, 'pending'));
      expect(new Set(pending.map((o) => o.orderId)).size).toBe(pending.length);
      expect(new Set(pending.map((o) => o.riderId)).size).toBe(pending.length);
      expect(pending.length).toBe(3);
      // Every offered rider accepts through both instances at once while an admin assigns the same orders by hand.
      const answers = await Promise.all(
        pending.flatMap((o) => {
          const rider = [near, middle, far].find((r) => r.id === o.riderId) as Persona;
          return [
            call(ctx.app, 'POST', `/api/orders/${o.orderId}/offer/accept`, { caller: rider }),
            call(second.app, 'POST', `/api/orders/${o.orderId}/offer/accept`, { caller: rider }),
            call(second.app, 'POST', `/api/orders/${o.orderId}/assign`, {
              caller: admin,
              body: { riderId: [near, middle, far].find((r) => r.id !== o.riderId)?.id },
            }),
          ];
        }),
      );
      for (const o of pending) {
        const row = await rowOf(o.orderId);
        expect(row?.deliveryPartnerId).not.toBeNull();
      }
      // Per order: the winner is the one row; whoever answered 200 got that very rider.
      for (let i = 0; i < pending.length; i++) {
        const o = pending[i] as (typeof pending)[number];
        const row = await rowOf(o.orderId);
        const [a, b, assign] = answers.slice(i * 3, i * 3 + 3);
        if (assign?.statusCode === 200) expect(row?.deliveryPartnerId).not.toBe(o.riderId);
        if (a?.statusCode === 200 || b?.statusCode === 200) {
          expect(assign?.statusCode).not.toBe(200);
          expect(row?.deliveryPartnerId).toBe(o.riderId);
        }
      }
      expect(ids.length).toBe(6);
    } finally {
      await second.close();
    }
  });
});

describe('DISPATCH_MODE=open', () => {
  it('makes no offers: the board is first tap wins', async () => {
    const open = await createTestApp({ DISPATCH_MODE: 'open' }, { database: ctx.database });
    try {
      const id = await preparingOrder();
      const board = (
        await call(open.app, 'GET', '/api/orders?scope=delivery&limit=100', { caller: middle })
      ).json() as TDeliveryPickup[];
      expect(board.map((p) => p._id)).toContain(id);
      expect((await call(open.app, 'POST', `/api/orders/${id}/accept`, { caller: middle })).statusCode).toBe(
        200,
      );
      const bad = await createTestApp({ DISPATCH_MODE: 'nearest' }, { database: ctx.database }).catch(
        (err: Error) => err,
      );
      expect(String(bad)).toContain('DISPATCH_MODE');
    } finally {
      await open.close();
    }
  });
});
