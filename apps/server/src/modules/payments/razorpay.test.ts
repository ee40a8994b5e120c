import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_MESSAGES, UNPAID_ORDER_EXPIRY_MINUTES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orderStatusEvents, orders } from '../../db/schema/index.ts';
import { expireUnpaidOrders } from '../orders/orders.service.ts';
import { signPayment, signWebhook } from './signatures.ts';

const KEY_ID = 'rzp_test_key';
const KEY_SECRET = 'rzp_test_secret_value';
const WEBHOOK_SECRET = 'whsec_test_value';

/** A fake Razorpay on loopback: Orders and Refunds, recording what it was sent. */
type Recorded = { method: string; url: string; auth: string; body: Record<string, unknown> };
const received: Recorded[] = [];
let fake: http.Server;
let orderCounter = 0;

let ctx: TestContext;
let customer: Persona;
let owner: Persona;
let restaurantId: string;
let items: { foodItemId: string; quantity: number }[];

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization ?? '',
        body: JSON.parse(raw || '{}'),
      });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/orders') {
        orderCounter += 1;
        res.end(JSON.stringify({ id: `order_fake_${orderCounter}`, status: 'created' }));
      } else if (req.url?.match(/^\/v1\/payments\/[^/]+\/refund$/)) {
        res.end(JSON.stringify({ id: 'rfnd_fake', status: 'processed' }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  ctx = await createTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: `http://127.0.0.1:${port}`,
  });
  const mine = await createOwnerWithRestaurant(ctx, 'owner');
  owner = mine.owner;
  restaurantId = mine.restaurant.id;
  const menu = await makeMenu(ctx, restaurantId);
  items = [{ foodItemId: menu.dosa.id, quantity: 2 }];
  customer = await createPersona(ctx, 'customer');
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

async function place() {
  const res = await placeOrder(ctx, customer, orderBody(restaurantId, items));
  expect(res.statusCode).toBe(201);
  return res.json() as {
    order: { _id: string; total: number };
    payment: { providerOrderId: string; amount: number };
  };
}

const statusOf = async (id: string) =>
  (await ctx.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
const processingEvents = async (id: string) =>
  (await ctx.database.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id))).filter(
    (e) => e.status === 'Processing',
  ).length;

function webhookBody(providerOrderId: string, paymentId: string) {
  return JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount: 32900 } } },
  });
}

function sendWebhook(raw: string, signature: string, eventId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

describe('Razorpay', () => {
  it('creates a Razorpay order in paise with our order id as the receipt', async () => {
    const { order, payment } = await place();
    expect(payment).toMatchObject({ mode: 'razorpay', keyId: KEY_ID, amount: Math.round(order.total * 100) });
    const call = received.find((r) => r.url === '/v1/orders' && r.body.receipt === order._id);
    expect(call?.body).toMatchObject({ amount: payment.amount, currency: 'INR' });
    expect(call?.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
  });

  it('accepts the checkout signature made with the key secret, and refuses one made with another', async () => {
    const { order, payment } = await place();
    const wrong = signPayment('not-the-secret', payment.providerOrderId, 'pay_1');
    const refused = await call(ctx.app, 'POST', `/api/orders/${order._id}/payment/verify`, {
      caller: customer,
      body: {
        razorpay_order_id: payment.providerOrderId,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: wrong,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(ORDER_MESSAGES.paymentSignatureInvalid);
    expect(await statusOf(order._id)).toBe('AwaitingPayment');

    const right = signPayment(KEY_SECRET, payment.providerOrderId, 'pay_1');
    const ok = await call(ctx.app, 'POST', `/api/orders/${order._id}/payment/verify`, {
      caller: customer,
      body: {
        razorpay_order_id: payment.providerOrderId,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: right,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('Processing');
  });

  it('the webhook checks its signature over the raw body and ignores a repeated event id', async () => {
    const { order, payment } = await place();
    const raw = webhookBody(payment.providerOrderId, 'pay_wh');
    const forged = await sendWebhook(raw, signWebhook('wrong', raw), 'evt_forged');
    expect(forged.statusCode).toBe(400);
    expect(await statusOf(order._id)).toBe('AwaitingPayment');

    const first = await sendWebhook(raw, signWebhook(WEBHOOK_SECRET, raw), 'evt_1');
    expect(first.json()).toEqual({ ok: true, duplicate: false });
    expect(await statusOf(order._id)).toBe('Processing');
    const again = await sendWebhook(raw, signWebhook(WEBHOOK_SECRET, raw), 'evt_1');
    expect(again.json()).toEqual({ ok: true, duplicate: true });
    expect(await processingEvents(order._id)).toBe(1);
  });

  it('verification and webhook arriving together make one transition', async () => {
    const { order, payment } = await place();
    const raw = webhookBody(payment.providerOrderId, 'pay_race');
    const [verified, hooked] = await Promise.all([
      call(ctx.app, 'POST', `/api/orders/${order._id}/payment/verify`, {
        caller: customer,
        body: {
          razorpay_order_id: payment.providerOrderId,
          razorpay_payment_id: 'pay_race',
          razorpay_signature: signPayment(KEY_SECRET, payment.providerOrderId, 'pay_race'),
        },
      }),
      sendWebhook(raw, signWebhook(WEBHOOK_SECRET, raw), 'evt_race'),
    ]);
    expect(verified.statusCode).toBe(200);
    expect(hooked.statusCode).toBe(200);
    expect(await processingEvents(order._id)).toBe(1);
  });

  it('a cancellation within 5 minutes refunds the payment through Razorpay', async () => {
    const { order, payment } = await place();
    await call(ctx.app, 'POST', `/api/orders/${order._id}/payment/verify`, {
      caller: customer,
      body: {
        razorpay_order_id: payment.providerOrderId,
        razorpay_payment_id: 'pay_refund_me',
        razorpay_signature: signPayment(KEY_SECRET, payment.providerOrderId, 'pay_refund_me'),
      },
    });
    const res = await call(ctx.app, 'POST', `/api/orders/${order._id}/status`, {
      caller: customer,
      body: { status: 'Cancelled' },
    });
    expect(res.statusCode).toBe(200);
    const refund = received.find((r) => r.url === '/v1/payments/pay_refund_me/refund');
    expect(refund?.body).toEqual({ amount: payment.amount });
    expect(owner.role).toBe('restaurantOwner');
  });

  it('a payment that lands after the order expired unpaid is refunded exactly once', async () => {
    const { order, payment } = await place();
    const expired = new Date(Date.now() - (UNPAID_ORDER_EXPIRY_MINUTES + 1) * 60_000);
    await ctx.database.db.update(orders).set({ createdAt: expired }).where(eq(orders.id, order._id));
    expect(await expireUnpaidOrders(ctx.database.db)).toBe(1);

    // The checkout's confirmation and Razorpay's webhook both report the late payment.
    const raw = webhookBody(payment.providerOrderId, 'pay_late');
    const [verified, hooked] = await Promise.all([
      call(ctx.app, 'POST', `/api/orders/${order._id}/payment/verify`, {
        caller: customer,
        body: {
          razorpay_order_id: payment.providerOrderId,
          razorpay_payment_id: 'pay_late',
          razorpay_signature: signPayment(KEY_SECRET, payment.providerOrderId, 'pay_late'),
        },
      }),
      sendWebhook(raw, signWebhook(WEBHOOK_SECRET, raw), 'evt_late'),
    ]);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error).toBe(ORDER_MESSAGES.latePaymentRefunded);
    expect(hooked.statusCode).toBe(200);
    const refunds = received.filter((r) => r.url === '/v1/payments/pay_late/refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toEqual({ amount: payment.amount });
    expect(await statusOf(order._id)).toBe('Cancelled');
  });

  it('"Pay now" on another device opens the same Razorpay order, with no new one made', async () => {
    const { order, payment } = await place();
    const ordersMade = received.filter((r) => r.url === '/v1/orders').length;
    const resumed = await call(ctx.app, 'GET', `/api/orders/${order._id}/payment`, { caller: customer });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().payment).toEqual(payment);
    expect(resumed.json().payment).toMatchObject({ mode: 'razorpay', keyId: KEY_ID });
    expect(received.filter((r) => r.url === '/v1/orders')).toHaveLength(ordersMade);
  });

  it('keeps test payments off and secrets out of what the browser sees', async () => {
    const { order } = await place();
    const test = await call(ctx.app, 'POST', `/api/orders/${order._id}/payment/test`, {
      caller: customer,
      body: { outcome: 'success' },
    });
    expect(test.statusCode).toBe(404);
    const config = await call(ctx.app, 'GET', '/api/client-config');
    expect(config.json()).toEqual({ googleAuth: false, payments: 'razorpay' });
    expect(config.body).not.toContain(KEY_SECRET);
  });
});
