import {
  CHECKOUT_MESSAGES,
  MESSAGES,
  ORDER_MESSAGES,
  ORDER_STREAM_MESSAGES,
  ORDER_STREAMS_PER_USER,
  type TOrder,
  UNPAID_ORDER_EXPIRY_MINUTES,
} from '@app/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCodeOf, goOnDuty } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import {
  DELIVERY_INFO,
  makeMenu,
  orderBody,
  placeOrder,
  placePaidOrder,
  signTestPayment,
} from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { carts, orderStatusEvents, orders, restaurants, session } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';
import { SESSION_REVOCATIONS_CHANNEL, sessionRevocations } from '../auth/session-revocations.ts';
import { expireUnpaidOrders } from './orders.service.ts';

let ctx: TestContext;
let customer: Persona;
let otherCustomer: Persona;
let owner: Persona;
let otherOwner: Persona;
let rider: Persona;
let otherRider: Persona;
let admin: Persona;
let restaurantId: string;
let menu: Awaited<ReturnType<typeof makeMenu>>;
let otherRestaurantDishId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'owner');
  owner = mine.owner;
  restaurantId = mine.restaurant.id;
  menu = await makeMenu(ctx, restaurantId);
  const other = await createOwnerWithRestaurant(ctx, 'otherOwner');
  otherOwner = other.owner;
  otherRestaurantDishId = (await makeMenu(ctx, other.restaurant.id)).dosa.id;
  customer = await createPersona(ctx, 'customer');
  otherCustomer = await createPersona(ctx, 'customer', 'otherCustomer');
  rider = await createPersona(ctx, 'deliveryPartner', 'rider');
  otherRider = await createPersona(ctx, 'deliveryPartner', 'otherRider');
  admin = await createPersona(ctx, 'admin');
});
afterAll(async () => ctx?.close());

const orderCount = async () => (await ctx.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const statusOf = async (id: string) =>
  (await ctx.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
const move = (who: Persona, id: string, status: string) =>
  call(ctx.app, 'POST', `/api/orders/${id}/status`, { caller: who, body: { status } });

const twoDosasAndLargeCoffee = () => [
  { foodItemId: menu.dosa.id, quantity: 2, name: 'Free dosa', price: 1 },
  { _id: menu.coffee.id, quantity: 1, options: [{ group: 'Size', option: 'Large' }] },
];

describe('placing an order', () => {
  it("prices every line from the menu and ignores the client's total and status", async () => {
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, twoDosasAndLargeCoffee(), {
        total: 1,
        status: 'Delivered',
        userId: otherCustomer.id,
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().order as TOrder;
    // 2 x 140 + (40 + 20 for Large) = 340; + 49 delivery = 389
    // GST (decision 045): ₹340 x 2.5% = ₹8.50 and ₹49 x 9% = ₹4.41, each half: ₹25.82 in all.
    expect(order).toMatchObject({ subtotal: 340, deliveryFee: 49, total: 414.82, status: 'AwaitingPayment' });
    expect(order.bill).toEqual({
      itemTotal: 340,
      packagingCharge: 0,
      deliveryFee: 49,
      platformFee: 0,
      discount: 0,
      gst: { cgst: 12.91, sgst: 12.91 },
      tip: 0,
      total: 414.82,
    });
    expect(order.invoiceNumber).toBeNull();
    expect(order.userId).toBe(customer.id);
    expect(order.items.map((i) => [i.name, i.price, i.quantity])).toEqual([
      ['Ghee Roast Dosa', 140, 2],
      ['Filter Coffee', 60, 1],
    ]);
    expect(res.json().payment).toMatchObject({ mode: 'test', amount: 41482, currency: 'INR' });
  });

  it("charges the restaurant's own delivery fee, whatever the client sends", async () => {
    const { restaurant } = await createOwnerWithRestaurant(ctx, 'feeOwner');
    await ctx.database.db
      .update(restaurants)
      .set({ deliveryFeePaise: 2950 })
      .where(eq(restaurants.id, restaurant.id));
    const dosa = (await makeMenu(ctx, restaurant.id)).dosa;
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(restaurant.id, [{ foodItemId: dosa.id, quantity: 1 }], { deliveryFee: 0 }),
    );
    expect(res.statusCode).toBe(201);
    // ₹140 x 2.5% = ₹3.50; ₹29.50 x 9% = 265.5 paise, half up ₹2.66: ₹6.16 a half.
    expect(res.json().order).toMatchObject({ subtotal: 140, deliveryFee: 29.5, total: 181.82 });
    expect(res.json().payment).toMatchObject({ amount: 18182 });
  });

  it('the same Idempotency-Key twice makes one order', async () => {
    const before = await orderCount();
    const body = orderBody(restaurantId, twoDosasAndLargeCoffee());
    const first = await placeOrder(ctx, customer, body, 'checkout-123');
    const second = await placeOrder(ctx, customer, body, 'checkout-123');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().order._id).toBe(first.json().order._id);
    expect(await orderCount()).toBe(before + 1);
  });

  it('the same Idempotency-Key with a different request is refused (422) and makes nothing', async () => {
    const first = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, twoDosasAndLargeCoffee()),
      'checkout-456',
    );
    expect(first.statusCode).toBe(201);
    const before = await orderCount();
    const otherCart = orderBody(restaurantId, [{ foodItemId: menu.dosa.id, quantity: 5 }]);
    const reused = await placeOrder(ctx, customer, otherCart, 'checkout-456');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toBe(CHECKOUT_MESSAGES.idempotencyKeyReused);
    const otherAddress = {
      ...orderBody(restaurantId, twoDosasAndLargeCoffee()),
      deliveryInfo: { ...DELIVERY_INFO, zip: '600041' },
    };
    expect((await placeOrder(ctx, customer, otherAddress, 'checkout-456')).statusCode).toBe(422);
    expect(await orderCount()).toBe(before);
    // Another customer's key space is their own.
    expect((await placeOrder(ctx, otherCustomer, otherCart, 'checkout-456')).statusCode).toBe(201);
  });

  it('a replay of an order cancelled meanwhile returns it as Cancelled (never as paid)', async () => {
    const body = orderBody(restaurantId, twoDosasAndLargeCoffee());
    const first = await placeOrder(ctx, customer, body, 'checkout-expired');
    const id = first.json().order._id as string;
    await ctx.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - (UNPAID_ORDER_EXPIRY_MINUTES + 1) * 60_000) })
      .where(eq(orders.id, id));
    await expireUnpaidOrders(ctx.database.db);
    const replay = await placeOrder(ctx, customer, body, 'checkout-expired');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().order).toMatchObject({ _id: id, status: 'Cancelled', paidAt: null });
  });

  it.each([
    ['an empty cart', () => [], MESSAGES.cartEmpty],
    ['a sold-out dish', () => [{ foodItemId: menu.soldOut.id, quantity: 1 }], 'Rava Kesari is sold out.'],
    ['an unknown dish', () => [{ foodItemId: '00000000-0000-4000-8000-000000000001', quantity: 1 }], null],
    ['a dish of another restaurant', () => [{ foodItemId: otherRestaurantDishId, quantity: 1 }], null],
    [
      'quantity 0',
      () => [{ foodItemId: menu.dosa.id, quantity: 0 }],
      'items.0.quantity: must be between 1 and 50',
    ],
    [
      'quantity 51',
      () => [{ foodItemId: menu.dosa.id, quantity: 51 }],
      'items.0.quantity: must be between 1 and 50',
    ],
    [
      'an option the dish does not have',
      () => [{ foodItemId: menu.dosa.id, quantity: 1, options: [{ group: 'Size', option: 'Huge' }] }],
      null,
    ],
  ])('refuses %s with a 400 and creates nothing', async (_name, items, message) => {
    const before = await orderCount();
    const res = await placeOrder(ctx, customer, orderBody(restaurantId, items()));
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toBe(message);
    else expect(res.json().error).toEqual(expect.any(String));
    expect(await orderCount()).toBe(before);
  });

  it('refuses a restaurant whose owner an admin disabled, and the payment of an order placed before it stopped taking orders', async () => {
    const { owner: gone, restaurant } = await createOwnerWithRestaurant(ctx, 'disabledOwner');
    const { dosa } = await makeMenu(ctx, restaurant.id);
    const body = orderBody(restaurant.id, [{ foodItemId: dosa.id, quantity: 1 }]);
    const earlier = (await placeOrder(ctx, customer, body)).json().order._id as string;
    const disabled = await call(ctx.app, 'POST', `/api/admin/users/${gone.id}/disabled`, {
      caller: admin,
      body: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);

    const before = await orderCount();
    const res = await placeOrder(ctx, customer, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ORDER_MESSAGES.restaurantClosed);
    expect(await orderCount()).toBe(before);

    const payNow = await call(ctx.app, 'GET', `/api/orders/${earlier}/payment`, { caller: customer });
    expect(payNow.statusCode).toBe(409);
    expect(payNow.json().error).toBe(ORDER_MESSAGES.restaurantClosed);
    const testPay = await call(ctx.app, 'POST', `/api/orders/${earlier}/payment/test`, {
      caller: customer,
      body: { outcome: 'success' },
    });
    expect(testPay.statusCode).toBe(409);
    expect(await statusOf(earlier)).toBe('AwaitingPayment');
  });

  it.each([
    ['paused by its owner', { isPaused: true }],
    ['deactivated by an admin', { isActive: false }],
  ])('an order placed before its restaurant was %s cannot be paid', async (_what, change) => {
    const { restaurant } = await createOwnerWithRestaurant(ctx, `closing${Object.keys(change)[0]}`);
    const { dosa } = await makeMenu(ctx, restaurant.id);
    const placed = await placeOrder(
      ctx,
      customer,
      orderBody(restaurant.id, [{ foodItemId: dosa.id, quantity: 1 }]),
    );
    const id = placed.json().order._id as string;
    const signed = await signTestPayment(ctx, customer, id);
    await ctx.database.db.update(restaurants).set(change).where(eq(restaurants.id, restaurant.id));
    const verify = await call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, {
      caller: customer,
      body: signed,
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error).toBe(ORDER_MESSAGES.restaurantClosed);
    const payNow = await call(ctx.app, 'GET', `/api/orders/${id}/payment`, { caller: customer });
    expect(payNow.statusCode).toBe(409);
    expect(await statusOf(id)).toBe('AwaitingPayment');
  });

  it('refuses a restaurant that is inactive, or under its minimum order', async () => {
    const [closed] = await ctx.database.db
      .insert(restaurants)
      .values(makeRestaurant({ name: 'Closed', isActive: false }))
      .returning();
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(closed?.id ?? '', [{ foodItemId: menu.dosa.id, quantity: 1 }]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ORDER_MESSAGES.restaurantClosed);

    await ctx.database.db
      .update(restaurants)
      .set({ minOrderPaise: 100000 })
      .where(eq(restaurants.id, restaurantId));
    try {
      const small = await placeOrder(
        ctx,
        customer,
        orderBody(restaurantId, [{ foodItemId: menu.dosa.id, quantity: 1 }]),
      );
      expect(small.statusCode).toBe(400);
      expect(small.json().error).toMatch(/minimum order/);
    } finally {
      await ctx.database.db
        .update(restaurants)
        .set({ minOrderPaise: 0 })
        .where(eq(restaurants.id, restaurantId));
    }
  });

  it('refuses a bad delivery address with the field and a bad Idempotency-Key', async () => {
    const before = await orderCount();
    const res = await placeOrder(ctx, customer, {
      ...orderBody(restaurantId, twoDosasAndLargeCoffee()),
      deliveryInfo: { name: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('deliveryInfo.name: is required');
    const key = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, twoDosasAndLargeCoffee()),
      'bad key!',
    );
    expect(key.statusCode).toBe(400);
    expect(key.json().error).toBe(ORDER_MESSAGES.idempotencyKeyInvalid);
    expect(await orderCount()).toBe(before);
  });
});

describe('paying in test mode', () => {
  it('a failed payment says so and leaves the order unpaid and the cart kept', async () => {
    await call(ctx.app, 'PUT', '/api/cart', {
      caller: customer,
      body: { restaurantId, lines: [{ foodItemId: menu.dosa.id, quantity: 1, options: [] }] },
    });
    const placed = await placeOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const id = placed.json().order._id;
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/payment/test`, {
      caller: customer,
      body: { outcome: 'failure' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe(MESSAGES.paymentFailed);
    expect(await statusOf(id)).toBe('AwaitingPayment');
    const cart = await call(ctx.app, 'GET', '/api/cart', { caller: customer });
    expect(cart.json().lines).toHaveLength(1);
  });

  it('a successful payment goes through signature verification and makes the order Processing', async () => {
    const id = await placePaidOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    expect(await statusOf(id)).toBe('Processing');
    const cartRows = await ctx.database.db.select().from(carts).where(eq(carts.userId, customer.id));
    expect(cartRows).toHaveLength(0);
  });

  it('verification answers with the paid order exactly as it now reads, timeline and cart included', async () => {
    const stored = await call(ctx.app, 'PUT', '/api/cart', {
      caller: customer,
      body: { restaurantId, lines: [{ foodItemId: menu.dosa.id, quantity: 1, options: [] }] },
    });
    expect(stored.statusCode).toBe(200);
    const placed = await placeOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const id = placed.json().order._id;
    const verified = await call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, {
      caller: customer,
      body: await signTestPayment(ctx, customer, id),
    });
    expect(verified.statusCode).toBe(200);
    const answer = verified.json() as TOrder;
    expect(answer.status).toBe('Processing');
    expect(answer.paidAt).not.toBeNull();
    expect(answer.statusHistory.map((e) => e.status)).toEqual(['AwaitingPayment', 'Processing']);
    expect(answer.items).toHaveLength(2);
    const read = await call(ctx.app, 'GET', `/api/order/${id}`, { caller: customer });
    expect(answer).toEqual(read.json());
    expect(await ctx.database.db.select().from(carts).where(eq(carts.userId, customer.id))).toHaveLength(0);
  });

  it('refuses a tampered, missing or foreign signature and the order stays unpaid', async () => {
    const placed = await placeOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const id = placed.json().order._id;
    const signed = await signTestPayment(ctx, customer, id);
    const tampered = { ...signed, razorpay_signature: `${signed.razorpay_signature.slice(0, -2)}00` };
    const otherPayment = { ...signed, razorpay_payment_id: 'pay_someone_else' };
    const otherOrder = { ...signed, razorpay_order_id: 'order_another' };
    for (const body of [tampered, otherPayment, otherOrder]) {
      const res = await call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, { caller: customer, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ORDER_MESSAGES.paymentSignatureInvalid);
    }
    const missing = await call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, {
      caller: customer,
      body: { razorpay_order_id: signed.razorpay_order_id, razorpay_payment_id: signed.razorpay_payment_id },
    });
    expect(missing.statusCode).toBe(400);
    const byOther = await call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, {
      caller: otherCustomer,
      body: signed,
    });
    expect(byOther.statusCode).toBe(404);
    expect(await statusOf(id)).toBe('AwaitingPayment');
  });

  it('verifying twice moves the order once', async () => {
    const placed = await placeOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const id = placed.json().order._id;
    const signed = await signTestPayment(ctx, customer, id);
    const [a, b] = await Promise.all([
      call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, { caller: customer, body: signed }),
      call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, { caller: customer, body: signed }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const events = await ctx.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, id));
    expect(events.filter((e) => e.status === 'Processing')).toHaveLength(1);
  });
});

describe('pay now (resuming a payment on any device)', () => {
  it("opens the same payment as at checkout for one's own unpaid order, and nothing for a paid one", async () => {
    const placed = await placeOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const { order, payment } = placed.json();
    const resumed = await call(ctx.app, 'GET', `/api/orders/${order._id}/payment`, { caller: customer });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().order._id).toBe(order._id);
    expect(resumed.json().payment).toEqual(payment);

    const paid = await placePaidOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const again = await call(ctx.app, 'GET', `/api/orders/${paid}/payment`, { caller: customer });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This order is already paid.');
  });
});

describe('the order lifecycle', () => {
  it('owner accepts, a delivery partner picks up and delivers; wrong roles and illegal moves are refused', async () => {
    const id = await placePaidOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));

    expect((await move(otherOwner, id, 'Preparing')).statusCode).toBe(403);
    expect((await move(customer, id, 'Preparing')).statusCode).toBe(403);
    expect((await move(rider, id, 'On the way')).statusCode).toBe(403); // riders see it once it is ready
    expect((await move(owner, id, 'Preparing')).statusCode).toBe(200);
    expect((await move(owner, id, 'Processing')).statusCode).toBe(409); // no going back
    expect((await move(rider, id, 'On the way')).statusCode).toBe(403); // accept comes first (modules/delivery)
    expect((await call(ctx.app, 'POST', `/api/orders/${id}/ready`, { caller: owner })).statusCode).toBe(200);
    await goOnDuty(ctx, rider);
    expect((await call(ctx.app, 'POST', `/api/orders/${id}/accept`, { caller: rider })).statusCode).toBe(200);
    expect((await move(otherRider, id, 'On the way')).statusCode).toBe(403);

    const pickedUp = await move(rider, id, 'On the way');
    expect(pickedUp.statusCode).toBe(200);
    expect(pickedUp.json().deliveryPartnerId).toBe(rider.id);
    expect((await move(otherRider, id, 'Delivered')).statusCode).toBe(403);
    expect((await move(customer, id, 'Delivered')).statusCode).toBe(403);
    const delivered = await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
      caller: rider,
      body: { status: 'Delivered', deliveryCode: await deliveryCodeOf(ctx, id) },
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'AwaitingPayment',
      'Processing',
      'Preparing',
      'On the way',
      'Delivered',
    ]);
    expect((await move(admin, id, 'Preparing')).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('Delivered');
  });

  it('the customer may cancel within 5 minutes of paying, not after', async () => {
    const early = await placePaidOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    expect((await move(otherCustomer, early, 'Cancelled')).statusCode).toBe(403);
    expect((await move(customer, early, 'Cancelled')).statusCode).toBe(200);

    const late = await placePaidOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    await ctx.database.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(orders.id, late));
    const res = await move(customer, late, 'Cancelled');
    expect(res.statusCode).toBe(403);
    expect(await statusOf(late)).toBe('Processing');
  });

  it('shows an order to its customer, its owner, its rider and admins only', async () => {
    const id = await placePaidOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const get = (who: Persona) => call(ctx.app, 'GET', `/api/order/${id}`, { caller: who });
    expect((await get(customer)).statusCode).toBe(200);
    expect((await get(owner)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(otherCustomer)).statusCode).toBe(403);
    expect((await get(otherOwner)).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/order/not-an-id', { caller: customer })).statusCode).toBe(400);
  });

  it("lists my orders newest first, and the owner's board lists its restaurant's", async () => {
    const mine = await call(ctx.app, 'GET', '/api/orders?limit=5', { caller: customer });
    expect(mine.statusCode).toBe(200);
    expect(Number(mine.headers['x-total-count'])).toBeGreaterThan(0);
    const list = mine.json() as TOrder[];
    expect(list.every((o) => o.userId === customer.id)).toBe(true);
    const times = list.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const board = await call(ctx.app, 'GET', '/api/orders?scope=restaurant', { caller: owner });
    expect((board.json() as TOrder[]).every((o) => o.restaurantId === restaurantId)).toBe(true);
    expect(
      (await call(ctx.app, 'GET', '/api/orders?scope=restaurant', { caller: customer })).statusCode,
    ).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/orders?scope=all', { caller: owner })).statusCode).toBe(403);
  });
});

describe('live updates', () => {
  let address: string | undefined;
  /** `who`'s open event stream, and a way to wait until it has carried `needle`. */
  async function openStream(who: Persona) {
    address ??= await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/orders/events`, {
      headers: { cookie: who.cookie ?? '' },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const stream = {
      received: '',
      /** Reads until the stream has carried one of `needles`. */
      async until(...needles: string[]) {
        while (!needles.some((needle) => stream.received.includes(needle))) {
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          stream.received += decoder.decode(value);
        }
      },
      close: () => controller.abort(),
    };
    await stream.until('retry:');
    return stream;
  }

  it('streams a status change to the customer over Server-Sent Events, through LISTEN/NOTIFY', async () => {
    const id = await placePaidOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const stream = await openStream(customer);
    expect((await move(owner, id, 'Preparing')).statusCode).toBe(200);
    await stream.until('event: order');
    expect(stream.received).toContain(`"orderId":"${id}"`);
    expect(stream.received).toContain('"status":"Preparing"');
    stream.close();
  });

  it("tells the restaurant's owner the moment an order is paid", async () => {
    const stream = await openStream(owner);
    const id = await placePaidOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    await stream.until(`"orderId":"${id}"`);
    await stream.until('"status":"Processing"');
    // The board of one restaurant rings for its own new orders only: the event names it.
    await stream.until(`"restaurantId":"${restaurantId}"`);
    stream.close();
  });

  /** Reads until the server ends the stream; what it carried meanwhile. */
  async function readToEnd(res: Response, ms = 10_000): Promise<string> {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (next === null) throw new Error(`stream still open after ${ms} ms: ${text}`);
      if (next.done) return text;
      text += decoder.decode(next.value);
    }
    throw new Error('stream still open');
  }
  const rawStream = async (who: Persona) => {
    address ??= await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return fetch(`${address}/api/orders/events`, { headers: { cookie: who.cookie ?? '' } });
  };

  it('carries the security headers every other response has (CSP, nosniff, frame options)', async () => {
    const res = await rawStream(customer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    await res.body?.cancel();
  });

  it(`holds at most ${ORDER_STREAMS_PER_USER} streams per user: one more gets 429 with words, closing one frees a place`, async () => {
    const many = await createPersona(ctx, 'customer', 'manyTabs');
    const streams = await Promise.all(Array.from({ length: ORDER_STREAMS_PER_USER }, () => rawStream(many)));
    expect(streams.map((r) => r.status)).toEqual(Array(ORDER_STREAMS_PER_USER).fill(200));
    const refused = await rawStream(many);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe(ORDER_STREAM_MESSAGES.tooManyStreams);
    // Someone else is not affected.
    const other = await rawStream(otherCustomer);
    expect(other.status).toBe(200);
    await other.body?.cancel();
    await streams[0]?.body?.cancel();
    await expect
      .poll(async () => {
        const again = await rawStream(many);
        await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    for (const r of streams.slice(1)) await r.body?.cancel();
  });

  it('closes the stream of a user an admin disables, before telling them anything more', async () => {
    const watcher = await createPersona(ctx, 'customer', 'soonDisabled');
    const id = await placePaidOrder(ctx, watcher, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const res = await rawStream(watcher);
    expect(res.status).toBe(200);
    const disabled = await call(ctx.app, 'POST', `/api/admin/users/${watcher.id}/disabled`, {
      caller: admin,
      body: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await move(owner, id, 'Preparing')).statusCode).toBe(200);
    const carried = await readToEnd(res);
    expect(carried).not.toContain(id);
    expect((await rawStream(watcher)).status).toBe(401);
  });

  it('ends the stream of a user an admin disables at once, with no event needed', async () => {
    const watcher = await createPersona(ctx, 'customer', 'disabledQuietly');
    const res = await rawStream(watcher);
    expect(res.status).toBe(200);
    const disabled = await call(ctx.app, 'POST', `/api/admin/users/${watcher.id}/disabled`, {
      caller: admin,
      body: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    // Ended well before the next heartbeat (25 s), which is when it used to notice.
    expect(await readToEnd(res, 10_000)).not.toContain('event: order');
  });

  it('ends the stream when another instance ends the sessions and announces it (NOTIFY)', async () => {
    const watcher = await createPersona(ctx, 'customer', 'signedOutElsewhere');
    const res = await rawStream(watcher);
    expect(res.status).toBe(200);
    // What another instance does when this user signs out everywhere there: its sessions go, and
    // the mark is announced on the channel every instance listens to.
    await ctx.database.db.delete(session).where(eq(session.userId, watcher.id));
    await ctx.database.db.execute(sql`select pg_notify(${SESSION_REVOCATIONS_CHANNEL}, ${watcher.id})`);
    expect(await readToEnd(res, 10_000)).not.toContain('event: order');
  });

  it('keeps the stream of a user whose other session ended: it reads its own session again and goes on', async () => {
    const watcher = await createPersona(ctx, 'customer', 'otherDeviceSignedOut');
    const id = await placePaidOrder(ctx, watcher, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    const stream = await openStream(watcher);
    // Another device of this user signed out: the mark names the user, not the session.
    sessionRevocations(ctx.database.db).mark(watcher.id, { heard: true });
    expect((await move(owner, id, 'Preparing')).statusCode).toBe(200);
    // Told as it happened or, if it came while the session was being read, as a resync.
    await stream.until('"status":"Preparing"', 'event: resync');
    expect((await call(ctx.app, 'POST', `/api/orders/${id}/ready`, { caller: owner })).statusCode).toBe(200);
    await stream.until('"kind":"ready"');
    stream.close();
  });

  /** The reconnect ticket a stream carries as its event id (stream-tickets.ts). */
  const ticketOf = (received: string) => /^id: (\S+)$/m.exec(received)?.[1] ?? '';
  const reconnect = async (who: Persona, ticket: string | null) => {
    address ??= await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return fetch(`${address}/api/orders/events`, {
      headers: { cookie: who.cookie ?? '', ...(ticket ? { 'last-event-id': ticket } : {}) },
    });
  };

  it('lets a reconnect with its ticket and the same session cookie in without reading the session', async () => {
    const watcher = await createPersona(ctx, 'customer', 'reconnecting');
    const stream = await openStream(watcher);
    await stream.until('id: ');
    const ticket = ticketOf(stream.received);
    stream.close();
    // The session row is gone with nothing announced (as when it expires): only the ticket can
    // let this reconnect in, so it must not have been read.
    await ctx.database.db.delete(session).where(eq(session.userId, watcher.id));
    const withTicket = await reconnect(watcher, ticket);
    expect(withTicket.status).toBe(200);
    await withTicket.body?.cancel();
    expect((await reconnect(watcher, null)).status).toBe(401);
    expect((await reconnect(watcher, `${ticket}x`)).status).toBe(401);
    // The ticket with any other session cookie is nobody's.
    expect(
      (await reconnect({ ...watcher, cookie: 'better-auth.session_token=forged.sig' }, ticket)).status,
    ).toBe(401);
  });

  it('refuses the ticket of a user whose sessions ended: the session is read as always', async () => {
    const watcher = await createPersona(ctx, 'customer', 'reconnectingDisabled');
    const stream = await openStream(watcher);
    await stream.until('id: ');
    const ticket = ticketOf(stream.received);
    const disabled = await call(ctx.app, 'POST', `/api/admin/users/${watcher.id}/disabled`, {
      caller: admin,
      body: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await reconnect(watcher, ticket)).status).toBe(401);
  });

  it("closes a demoted owner's stream: their restaurant's new orders are no longer told", async () => {
    const { owner: demoted, restaurant } = await createOwnerWithRestaurant(ctx, 'soonDemoted');
    const { dosa } = await makeMenu(ctx, restaurant.id);
    const res = await rawStream(demoted);
    expect(res.status).toBe(200);
    const changed = await call(ctx.app, 'PATCH', `/api/admin/users/${demoted.id}`, {
      caller: admin,
      body: { name: 'soonDemoted', phone: '', role: 'customer' },
    });
    expect(changed.statusCode).toBe(200);
    const id = await placePaidOrder(
      ctx,
      customer,
      orderBody(restaurant.id, [{ foodItemId: dosa.id, quantity: 1 }]),
    );
    const carried = await readToEnd(res);
    expect(carried).not.toContain(id);
  });
});

describe('unpaid orders expire', () => {
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const backdate = (id: string, placed: Date) =>
    ctx.database.db.update(orders).set({ createdAt: placed }).where(eq(orders.id, id));
  const placeUnpaid = async () =>
    (await placeOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()))).json().order
      ._id as string;
  const paidAtOf = async (id: string) =>
    (await ctx.database.db.select({ p: orders.paidAt }).from(orders).where(eq(orders.id, id)))[0]?.p;

  it(`cancels an order left unpaid for ${UNPAID_ORDER_EXPIRY_MINUTES} minutes, and only those`, async () => {
    const stale = await placeUnpaid();
    const fresh = await placeUnpaid();
    const paid = await placePaidOrder(ctx, customer, orderBody(restaurantId, twoDosasAndLargeCoffee()));
    await backdate(stale, minutesAgo(UNPAID_ORDER_EXPIRY_MINUTES + 1));
    await backdate(fresh, minutesAgo(UNPAID_ORDER_EXPIRY_MINUTES - 1));
    await backdate(paid, minutesAgo(UNPAID_ORDER_EXPIRY_MINUTES + 1));

    expect(await expireUnpaidOrders(ctx.database.db)).toBe(1);
    expect(await statusOf(stale)).toBe('Cancelled');
    expect(await statusOf(fresh)).toBe('AwaitingPayment');
    expect(await statusOf(paid)).toBe('Processing');
    const events = await ctx.database.db
      .select({ status: orderStatusEvents.status, actorId: orderStatusEvents.actorId })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, stale));
    expect(events).toContainEqual({ status: 'Cancelled', actorId: null });
    // A second round finds nothing more to do.
    expect(await expireUnpaidOrders(ctx.database.db)).toBe(0);
  });

  it('refuses to start paying an expired order, with words that say why', async () => {
    const id = await placeUnpaid();
    await backdate(id, minutesAgo(UNPAID_ORDER_EXPIRY_MINUTES + 5));
    await expireUnpaidOrders(ctx.database.db);
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/payment/test`, {
      caller: customer,
      body: { outcome: 'success' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ORDER_MESSAGES.unpaidOrderExpired);
    expect(await statusOf(id)).toBe('Cancelled');
  });

  it('a payment completed after the order expired is refunded, and the order stays cancelled', async () => {
    const id = await placeUnpaid();
    // The customer started paying in time...
    const signed = await signTestPayment(ctx, customer, id);
    // ...but the confirmation arrives after the window closed.
    await backdate(id, minutesAgo(UNPAID_ORDER_EXPIRY_MINUTES + 1));
    await expireUnpaidOrders(ctx.database.db);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, {
        caller: customer,
        body: signed,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(ORDER_MESSAGES.latePaymentRefunded);
    }
    expect(await statusOf(id)).toBe('Cancelled');
    expect(await paidAtOf(id)).toBeNull();
  });
});
