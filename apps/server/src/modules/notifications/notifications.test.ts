import { areaOf, NOTIFICATION_MESSAGES as M, NOTIFICATION_DEFAULTS } from '@app/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReady, pickUp } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { DELIVERY_INFO, makeMenu, orderBody, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { startTestPushService, type TestPushService } from '../../../test/push-service.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  devMail,
  devSms,
  jobs,
  notificationPreferences,
  pushSubscriptions,
  user,
} from '../../db/schema/index.ts';

/**
 * Notifications (decision 051) through the API and a real push service on loopback: a browser
 * subscribes with our VAPID key, each status change of its order reaches it encrypted and signed,
 * the owner's alarm repeats until the order is accepted, and choices and subscriptions are the
 * caller's own.
 */
let ctx: TestContext;
let push: TestPushService;
let customer: Persona;
let owner: Persona;
let restaurantId: string;
let menu: Awaited<ReturnType<typeof makeMenu>>;
let publicKey: string;

beforeAll(async () => {
  push = await startTestPushService();
  ctx = await createTestApp({}, { pushAgent: push.agent });
  const made = await createOwnerWithRestaurant(ctx, 'pushOwner');
  owner = made.owner;
  restaurantId = made.restaurant.id;
  menu = await makeMenu(ctx, restaurantId);
  customer = await createPersona(ctx, 'customer', 'pushCustomer');
  publicKey = (await call(ctx.app, 'GET', '/api/push/public-key')).json().publicKey;
});
afterAll(async () => {
  await ctx?.close();
  await push?.close();
});

/** A browser of `who`, subscribed through our API as the web app does. */
async function subscribedBrowser(who: Persona) {
  const subscription = await push.subscribe(publicKey);
  const saved = await call(ctx.app, 'POST', '/api/push/subscriptions', {
    caller: who,
    body: { endpoint: subscription.endpoint, keys: subscription.keys },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return subscription;
}

const oneDosa = () => orderBody(restaurantId, [{ foodItemId: menu.dosa.id, quantity: 1 }]);
const move = (who: Persona, id: string, status: string) =>
  call(ctx.app, 'POST', `/api/orders/${id}/status`, { caller: who, body: { status } });
const titles = (messages: unknown[]) => messages.map((m) => (m as { title: string }).title);

describe('Web Push through the push protocol', () => {
  it('the public key is a VAPID key, the same on every read', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call(ctx.app, 'GET', '/api/push/public-key')).json().publicKey).toBe(publicKey);
  });

  it('the customer gets a push for each status change; the owner one for the new order', async () => {
    const customerBrowser = await subscribedBrowser(customer);
    const ownerBrowser = await subscribedBrowser(owner);
    const id = await placePaidOrder(ctx, customer, oneDosa());
    await ctx.app.notifications.drain();

    const [placed] = await push.received(customerBrowser);
    expect(placed).toEqual({
      title: M.placedTitle,
      body: M.placed("pushOwner's kitchen"),
      url: `/orders/${id}`,
      tag: `order-${id}`,
    });
    const ownerHeard = await push.received(ownerBrowser);
    expect(titles(ownerHeard)).toEqual([M.newOrderTitle]);
    expect((ownerHeard[0] as { body: string }).body).toContain('1 item, ₹');

    expect((await move(owner, id, 'Preparing')).statusCode).toBe(200);
    await ctx.app.notifications.drain();
    expect(titles(await push.received(customerBrowser))).toEqual([M.placedTitle, M.preparingTitle]);

    // Draining again sends nothing twice.
    await ctx.app.notifications.drain();
    expect(titles(await push.received(customerBrowser))).toEqual([M.placedTitle, M.preparingTitle]);
    await call(ctx.app, 'DELETE', '/api/push/subscriptions', {
      caller: owner,
      body: { endpoint: ownerBrowser.endpoint },
    });
    await call(ctx.app, 'DELETE', '/api/push/subscriptions', {
      caller: customer,
      body: { endpoint: customerBrowser.endpoint },
    });
  });

  it('rings the owner again each minute until the order is accepted, then stops', async () => {
    const ownerBrowser = await subscribedBrowser(owner);
    const id = await placePaidOrder(ctx, customer, oneDosa());
    await ctx.app.notifications.drain();
    const dueNow = () =>
      ctx.database.db.execute(
        sql`update ${jobs} set run_at = now() where kind = 'owner-alarm' and status = 'queued'`,
      );
    await dueNow(); // a minute later
    await ctx.app.notifications.drain();
    expect(titles(await push.received(ownerBrowser))).toEqual([M.newOrderTitle, M.stillWaitingTitle]);

    expect((await move(owner, id, 'Preparing')).statusCode).toBe(200);
    await dueNow();
    await ctx.app.notifications.drain();
    expect(titles(await push.received(ownerBrowser))).toEqual([M.newOrderTitle, M.stillWaitingTitle]);
    const [{ n }] = (await ctx.database.db
      .select({ n: count() })
      .from(jobs)
      .where(sql`${jobs.dedupeKey} = ${`owner-alarm:${id}:3`}`)) as [{ n: number }];
    expect(n).toBe(0);
    await call(ctx.app, 'DELETE', '/api/push/subscriptions', {
      caller: owner,
      body: { endpoint: ownerBrowser.endpoint },
    });
  });

  it('a subscription the browser dropped (410 Gone) is forgotten', async () => {
    const browser = await subscribedBrowser(customer);
    await push.expire(browser);
    await placePaidOrder(ctx, customer, oneDosa());
    await ctx.app.notifications.drain();
    const left = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(left).toEqual([]);
  });

  it('a customer who turned alerts off gets no push, and still gets the receipt email', async () => {
    const browser = await subscribedBrowser(customer);
    const off = await call(ctx.app, 'PUT', '/api/notifications/preferences', {
      caller: customer,
      body: { push: false, email: true, sms: false },
    });
    expect(off.json()).toEqual({ push: false, email: true, sms: false });
    await placePaidOrder(ctx, customer, oneDosa());
    await ctx.app.notifications.drain();
    expect(await push.received(browser)).toEqual([]);
    const receipts = await ctx.database.db.select().from(devMail).where(eq(devMail.to, customer.email));
    expect(receipts.some((r) => r.subject.startsWith("Your receipt from pushOwner's kitchen"))).toBe(true);
    await call(ctx.app, 'PUT', '/api/notifications/preferences', {
      caller: customer,
      body: NOTIFICATION_DEFAULTS,
    });
  });
});

describe('text messages (the development outbox)', () => {
  it('a customer who chose texts hears when the rider sets off and, once, when the rider is near', async () => {
    const texter = await createPersona(ctx, 'customer', 'smsCustomer');
    await ctx.database.db.update(user).set({ phone: '98400 55555' }).where(eq(user.id, texter.id));
    await call(ctx.app, 'PUT', '/api/notifications/preferences', {
      caller: texter,
      body: { push: true, email: true, sms: true },
    });
    const rider = await createPersona(ctx, 'deliveryPartner', 'Selvi Rider');
    const id = await placePaidOrder(ctx, texter, oneDosa());
    await makeReady(ctx, owner, id);
    await pickUp(ctx, rider, id);
    await ctx.app.notifications.drain();
    const textsTo = async () =>
      (await ctx.database.db.select().from(devSms).where(eq(devSms.to, '98400 55555'))).map((t) => t.text);
    expect(await textsTo()).toEqual([M.onTheWay('Selvi')]);

    const door = areaOf(DELIVERY_INFO.address, DELIVERY_INFO.zip);
    if (!door) throw new Error('the fixture address has no area');
    for (const lat of [door.lat + 0.001, door.lat + 0.0005]) {
      const moved = await call(ctx.app, 'POST', `/api/orders/${id}/location`, {
        caller: rider,
        body: { lat, lng: door.lng },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await new Promise((r) => setTimeout(r, 1_100)); // one position a second is kept
    }
    await ctx.app.notifications.drain();
    expect((await textsTo()).sort()).toEqual([M.near('Selvi'), M.onTheWay('Selvi')].sort());
  });
});

describe("choices and subscriptions are checked and the caller's own", () => {
  it('preferences default to push and email on, text messages off', async () => {
    const fresh = await createPersona(ctx, 'customer', 'prefsFresh');
    const res = await call(ctx.app, 'GET', '/api/notifications/preferences', { caller: fresh });
    expect(res.json()).toEqual({ push: true, email: true, sms: false });
  });

  it('a bad choice is a 400 in words and changes nothing', async () => {
    const who = await createPersona(ctx, 'customer', 'prefsBad');
    await call(ctx.app, 'PUT', '/api/notifications/preferences', {
      caller: who,
      body: { push: true, email: false, sms: true },
    });
    const bad = await call(ctx.app, 'PUT', '/api/notifications/preferences', {
      caller: who,
      body: { push: 'yes', email: true, sms: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('must be true or false');
    const [row] = await ctx.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, who.id));
    expect(row).toMatchObject({ push: true, email: false, sms: true });
  });

  it('a subscription that is not a push service address is refused and not stored', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(pushSubscriptions);
    const bad = await call(ctx.app, 'POST', '/api/push/subscriptions', {
      caller: customer,
      body: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('must be the push service address the browser gave');
    expect(await ctx.database.db.select({ n: count() }).from(pushSubscriptions)).toEqual(before);
  });

  it("signing in is required, and nobody can remove another person's browser", async () => {
    expect((await call(ctx.app, 'GET', '/api/notifications/preferences')).statusCode).toBe(401);
    expect(
      (
        await call(ctx.app, 'POST', '/api/push/subscriptions', {
          body: { endpoint: 'https://x.example/1', keys: { p256dh: 'a', auth: 'b' } },
        })
      ).statusCode,
    ).toBe(401);
    const browser = await subscribedBrowser(customer);
    const other = await createPersona(ctx, 'customer', 'pushOther');
    await call(ctx.app, 'DELETE', '/api/push/subscriptions', {
      caller: other,
      body: { endpoint: browser.endpoint },
    });
    const kept = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(kept).toHaveLength(1);
  });
});
