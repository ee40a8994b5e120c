import { COUPON_MESSAGES, type TCoupon, type TOrder, UNPAID_ORDER_EXPIRY_MINUTES } from '@app/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { couponRedemptions, coupons, orders } from '../../db/schema/index.ts';
import { expireUnpaidOrders } from '../orders/orders.service.ts';
import { redeemCoupon } from './coupon-redemption.ts';

/**
 * Coupons through the API: the quote and the order take the same discount off the bill, a refused
 * coupon says why in words and writes nothing, the last use goes to exactly one of 50 racing
 * customers, a cancelled order gives its use back once, and a replayed order redeems nothing.
 */
let ctx: TestContext;
let admin: Persona;
let owner: Persona;
let otherOwner: Persona;
let restaurantId: string;
let otherRestaurantId: string;
let menu: Awaited<ReturnType<typeof makeMenu>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const made = await createOwnerWithRestaurant(ctx, 'couponOwner');
  owner = made.owner;
  restaurantId = made.restaurant.id;
  const other = await createOwnerWithRestaurant(ctx, 'otherCouponOwner');
  otherOwner = other.owner;
  otherRestaurantId = other.restaurant.id;
  menu = await makeMenu(ctx, restaurantId);
  admin = await createPersona(ctx, 'admin', 'couponAdmin');
  await createCoupon({
    code: 'welcome50',
    kind: 'percent',
    value: 50,
    maxDiscount: 100,
    minOrder: 149,
    firstOrderOnly: true,
    perCustomerLimit: 1,
  });
  await createCoupon({ code: 'CHENNAI20', kind: 'flat', value: 20, minOrder: 199, perCustomerLimit: 1 });
}, 120_000);
afterAll(async () => ctx?.close());

async function createCoupon(body: Record<string, unknown>): Promise<TCoupon> {
  const res = await call(ctx.app, 'POST', '/api/admin/coupons', { caller: admin, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TCoupon;
}

const dosas = (quantity: number) => [{ foodItemId: menu.dosa.id, quantity }];
const quote = (who: Persona, body: unknown) =>
  call(ctx.app, 'POST', '/api/orders/quote', { caller: who, body });
const orderCount = async () => (await ctx.database.db.select({ n: count() }).from(orders))[0]?.n;
const usedCount = async (code: string) =>
  (await ctx.database.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0]?.n;
const heldRedemptions = async (orderId: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
  )[0]?.n;
const move = (who: Persona, id: string, status: string) =>
  call(ctx.app, 'POST', `/api/orders/${id}/status`, { caller: who, body: { status } });

describe('a coupon on the bill', () => {
  it('the quote takes the discount off the food before GST, and the order charges exactly the quote', async () => {
    const customer = await createPersona(ctx, 'customer', 'welcomeCustomer');
    const plain = (await quote(customer, orderBody(restaurantId, dosas(2)))).json().bill;
    const withCoupon = await quote(
      customer,
      orderBody(restaurantId, dosas(2), { couponCode: ' welcome50 ' }),
    );
    expect(withCoupon.statusCode, withCoupon.body).toBe(200);
    // 50% of ₹280 is ₹140, capped at ₹100; the food's GST falls by 2.5% + 2.5% of ₹100.
    expect(withCoupon.json().bill).toMatchObject({
      itemTotal: 280,
      discount: 100,
      gst: { cgst: plain.gst.cgst - 2.5, sgst: plain.gst.sgst - 2.5 },
      total: Math.round((plain.total - 105) * 100) / 100,
    });

    const before = await usedCount('WELCOME50');
    const placed = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, dosas(2), { couponCode: 'WELCOME50' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as TOrder;
    expect(order.bill).toEqual(withCoupon.json().bill);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ couponCode: 'WELCOME50', discountPaise: 10_000 });
    expect(await usedCount('WELCOME50')).toBe((before ?? 0) + 1);
    expect(await heldRedemptions(order._id)).toBe(1);
  });

  it.each([
    ['below its minimum', 'WELCOME50', 1, 'Add ₹9.00 more to use WELCOME50.'],
    ['unknown', 'NOSUCHCODE', 2, 'This coupon code is not valid.'],
  ])('a coupon %s is refused in words, and nothing is written', async (_, code, quantity, message) => {
    const customer = await createPersona(ctx, 'customer', 'refusedCustomer');
    const body = orderBody(restaurantId, dosas(quantity), { couponCode: code });
    const orders0 = await orderCount();
    const used0 = await usedCount('WELCOME50');
    for (const res of [await quote(customer, body), await placeOrder(ctx, customer, body)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await orderCount()).toBe(orders0);
    expect(await usedCount('WELCOME50')).toBe(used0);
  });

  it('refuses a first-order coupon after a first order, and a once-per-customer coupon used once', async () => {
    const regular = await createPersona(ctx, 'customer', 'regularCustomer');
    await placePaidOrder(ctx, regular, orderBody(restaurantId, dosas(2), { couponCode: 'CHENNAI20' }));
    const welcome = await quote(regular, orderBody(restaurantId, dosas(2), { couponCode: 'WELCOME50' }));
    expect(welcome.statusCode).toBe(400);
    expect(welcome.json().message).toBe('WELCOME50 is for your first order only.');
    const again = await placeOrder(
      ctx,
      regular,
      orderBody(restaurantId, dosas(2), { couponCode: 'CHENNAI20' }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already used CHENNAI20.');
  });

  it('refuses an expired coupon, one for other restaurants, and one an admin switched off', async () => {
    const customer = await createPersona(ctx, 'customer', 'lateCustomer');
    await createCoupon({ code: 'DIWALI', kind: 'flat', value: 30, validTo: '2026-01-01T00:00:00.000Z' });
    await createCoupon({ code: 'ELSEWHERE', kind: 'flat', value: 30, restaurantIds: [otherRestaurantId] });
    const off = await createCoupon({ code: 'SWITCHED', kind: 'flat', value: 30 });
    const patched = await call(ctx.app, 'PATCH', `/api/admin/coupons/${off.id}`, {
      caller: admin,
      body: { isActive: false },
    });
    expect(patched.json()).toMatchObject({ isActive: false });
    for (const [code, message] of [
      ['DIWALI', 'This coupon has expired.'],
      ['ELSEWHERE', 'ELSEWHERE does not apply to this restaurant.'],
      ['SWITCHED', 'This coupon code is not valid.'],
    ] as const) {
      const res = await quote(customer, orderBody(restaurantId, dosas(2), { couponCode: code }));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });
});

describe('redeeming a coupon', () => {
  it('gives the last use to exactly one of 50 customers placing orders at once', async () => {
    await createCoupon({ code: 'LASTONE', kind: 'flat', value: 25, totalLimit: 1 });
    const customers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createPersona(ctx, 'customer', `rush${i}`)),
    );
    const results = await Promise.all(
      customers.map((c) => placeOrder(ctx, c, orderBody(restaurantId, dosas(1), { couponCode: 'LASTONE' }))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual(
      refused.map(() => [409, COUPON_MESSAGES.usedUp('LASTONE')]),
    );
    expect(await usedCount('LASTONE')).toBe(1);
    const withCoupon = await ctx.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.couponCode, 'LASTONE'));
    expect(withCoupon[0]?.n).toBe(1);
  }, 120_000);

  it('takes the last use in one conditional update: of 50 racing redemptions exactly one succeeds', async () => {
    // The API above may serialise its requests; here 50 transactions redeem at once, none having
    // read the count first, so only the update's own condition can hold the limit.
    const coupon = await createCoupon({ code: 'RACEONE', kind: 'flat', value: 5, totalLimit: 1 });
    const customer = await createPersona(ctx, 'customer', 'raceCustomer');
    const ids: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const placed = await placeOrder(ctx, customer, orderBody(restaurantId, dosas(1)));
      ids.push(placed.json().order._id as string);
    }
    const outcomes = await Promise.all(
      ids.map((orderId) =>
        ctx.database.db.transaction((tx) =>
          redeemCoupon(tx, { couponId: coupon.id, orderId, userId: customer.id, perCustomerLimit: null }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'usedUp')).toHaveLength(49);
    expect(await usedCount('RACEONE')).toBe(1);
  }, 120_000);

  it('a replay with the same Idempotency-Key returns the order and redeems nothing more', async () => {
    const customer = await createPersona(ctx, 'customer', 'replayCustomer');
    const body = orderBody(restaurantId, dosas(2), { couponCode: 'CHENNAI20' });
    const used0 = (await usedCount('CHENNAI20')) ?? 0;
    const first = await placeOrder(ctx, customer, body, 'coupon-replay-1');
    const second = await placeOrder(ctx, customer, body, 'coupon-replay-1');
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().order._id).toBe(first.json().order._id);
    expect(await usedCount('CHENNAI20')).toBe(used0 + 1);
    // The same key without the coupon is another request.
    const other = await placeOrder(ctx, customer, orderBody(restaurantId, dosas(2)), 'coupon-replay-1');
    expect(other.statusCode).toBe(422);
  });

  it('a cancelled order gives its use back once, and the customer may use the coupon again', async () => {
    const customer = await createPersona(ctx, 'customer', 'cancelCustomer');
    const body = orderBody(restaurantId, dosas(2), { couponCode: 'CHENNAI20' });
    const used0 = (await usedCount('CHENNAI20')) ?? 0;
    const id = await placePaidOrder(ctx, customer, body);
    expect(await usedCount('CHENNAI20')).toBe(used0 + 1);
    expect((await move(customer, id, 'Cancelled')).statusCode).toBe(200);
    expect(await usedCount('CHENNAI20')).toBe(used0);
    expect(await heldRedemptions(id)).toBe(0);
    // A second cancel is refused and releases nothing more.
    expect((await move(admin, id, 'Cancelled')).statusCode).toBe(409);
    expect(await usedCount('CHENNAI20')).toBe(used0);
    expect((await quote(customer, body)).statusCode).toBe(200);
  });

  it('an unpaid order cancelled when its payment window closes gives its use back', async () => {
    const customer = await createPersona(ctx, 'customer', 'expiredCustomer');
    const used0 = (await usedCount('CHENNAI20')) ?? 0;
    const placed = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, dosas(2), { couponCode: 'CHENNAI20' }),
    );
    const id = placed.json().order._id as string;
    expect(await usedCount('CHENNAI20')).toBe(used0 + 1);
    await ctx.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - (UNPAID_ORDER_EXPIRY_MINUTES + 1) * 60_000) })
      .where(eq(orders.id, id));
    await expireUnpaidOrders(ctx.database.db);
    expect(await usedCount('CHENNAI20')).toBe(used0);
    expect(await heldRedemptions(id)).toBe(0);
  });
});

describe('coupons to choose from, and who manages them', () => {
  it("lists a customer's coupons with why each does not apply", async () => {
    const customer = await createPersona(ctx, 'customer', 'listCustomer');
    const res = await call(ctx.app, 'GET', `/api/coupons?restaurantId=${restaurantId}&itemTotal=69`, {
      caller: customer,
    });
    expect(res.statusCode, res.body).toBe(200);
    const byCode = new Map(res.json().items.map((c: { code: string }) => [c.code, c]));
    expect(byCode.get('WELCOME50')).toMatchObject({
      applicable: false,
      reason: 'Add ₹80.00 more to use WELCOME50.',
    });
    expect(byCode.has('ELSEWHERE')).toBe(false);
    const enough = await call(ctx.app, 'GET', `/api/coupons?restaurantId=${restaurantId}&itemTotal=280`, {
      caller: customer,
    });
    expect(enough.json().items.find((c: { code: string }) => c.code === 'WELCOME50')).toMatchObject({
      applicable: true,
      discount: 100,
      reason: null,
    });
  });

  it('an owner creates coupons for their own restaurants only, and the checkout sees them there', async () => {
    const own = await call(ctx.app, 'POST', '/api/owner/coupons', {
      caller: owner,
      body: { code: 'DOSA10', kind: 'flat', value: 10, restaurantId },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ fundedBy: 'restaurant', restaurantId });
    const theirs = await call(ctx.app, 'POST', '/api/owner/coupons', {
      caller: owner,
      body: { code: 'NOTMINE', kind: 'flat', value: 10, restaurantId: otherRestaurantId },
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, COUPON_MESSAGES.notYourRestaurant]);
    const listed = await call(ctx.app, 'GET', '/api/owner/coupons', { caller: owner });
    expect(listed.json().items.map((c: TCoupon) => c.code)).toEqual(['DOSA10']);
    const customer = await createPersona(ctx, 'customer', 'dosaCustomer');
    const elsewhere = await quote(customer, orderBody(otherRestaurantId, [], { couponCode: 'DOSA10' }));
    expect(elsewhere.statusCode).toBe(400);
    const here = await quote(customer, orderBody(restaurantId, dosas(1), { couponCode: 'DOSA10' }));
    expect(here.json().bill.discount).toBe(10);
  });

  it("an owner switches their coupon off, and the checkout's offers no longer list it", async () => {
    const created = await call(ctx.app, 'POST', '/api/owner/coupons', {
      caller: owner,
      body: { code: 'IDLI15', kind: 'flat', value: 15, restaurantId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as TCoupon).id;
    const customer = await createPersona(ctx, 'customer', 'idliCustomer');
    const offered = async () =>
      (
        await call(ctx.app, 'GET', `/api/coupons?restaurantId=${restaurantId}&itemTotal=280`, {
          caller: customer,
        })
      )
        .json()
        .items.map((c: { code: string }) => c.code);
    expect(await offered()).toContain('IDLI15');

    const off = await call(ctx.app, 'PATCH', `/api/owner/coupons/${id}`, {
      caller: owner,
      body: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id, code: 'IDLI15', isActive: false, fundedBy: 'restaurant' });
    expect(await offered()).not.toContain('IDLI15');
    const listed = await call(ctx.app, 'GET', '/api/owner/coupons', { caller: owner });
    expect(listed.json().items.find((c: TCoupon) => c.code === 'IDLI15')).toMatchObject({ isActive: false });

    // An admin may switch a restaurant's coupon too.
    const on = await call(ctx.app, 'PATCH', `/api/owner/coupons/${id}`, {
      caller: admin,
      body: { isActive: true },
    });
    expect([on.statusCode, on.json().isActive]).toEqual([200, true]);
    expect(await offered()).toContain('IDLI15');
  });

  it("another owner's coupon and a platform coupon are not found for an owner, and nothing changes", async () => {
    const created = await call(ctx.app, 'POST', '/api/owner/coupons', {
      caller: owner,
      body: { code: 'VADA5', kind: 'flat', value: 5, restaurantId },
    });
    const mine = (created.json() as TCoupon).id;
    const platform = (await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'CHENNAI20')))[0];
    const active = async (id: string) =>
      (await ctx.database.db.select({ on: coupons.isActive }).from(coupons).where(eq(coupons.id, id)))[0]?.on;
    for (const [who, id, body] of [
      [otherOwner, mine, { isActive: false }],
      [otherOwner, mine, {}],
      [owner, platform?.id ?? '', { isActive: false }],
    ] as const) {
      const res = await call(ctx.app, 'PATCH', `/api/owner/coupons/${id}`, { caller: who, body });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Coupon not found.']);
    }
    expect(await active(mine)).toBe(true);
    expect(await active(platform?.id ?? '')).toBe(true);
  });

  it('refuses bad input to an owner in words, and changes nothing', async () => {
    const created = await call(ctx.app, 'POST', '/api/owner/coupons', {
      caller: owner,
      body: { code: 'UPMA5', kind: 'flat', value: 5, restaurantId, totalLimit: 10 },
    });
    const id = (created.json() as TCoupon).id;
    for (const [body, message] of [
      [{ isActive: 'off' }, 'isActive: must be true (on) or false (off)'],
      [{ totalLimit: 0 }, 'totalLimit: must be at least 1'],
      [{ totalLimit: 2_000_000 }, 'totalLimit: can be at most 10,00,000'],
    ] as const) {
      const res = await call(ctx.app, 'PATCH', `/api/owner/coupons/${id}`, { caller: owner, body });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ isActive: true, totalLimit: 10 });
  });

  it('refuses a code that is taken', async () => {
    const res = await call(ctx.app, 'POST', '/api/admin/coupons', {
      caller: admin,
      body: { code: 'Chennai20', kind: 'flat', value: 5 },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, COUPON_MESSAGES.codeTaken]);
  });
});
