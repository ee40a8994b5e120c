import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES, UNPAID_ORDER_EXPIRY_MINUTES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import {
  devMail,
  ledgerEntries,
  ledgerPostings,
  orderStatusEvents,
  orders,
  refunds,
  restaurants,
  routeTransfers,
  scheduledJobRuns,
} from '../../db/schema/index.ts';
import { runJobTick } from '../../lib/scheduled-job.ts';
import { finishDueTransfers, ROUTE_TRANSFER_RETRY_AFTER_MS } from '../ledger/route-transfers.ts';
import { expireUnpaidOrders } from '../orders/orders.service.ts';
import { ordersForPayments } from '../orders/orders-for-payments.ts';
import { createPaymentGateway } from './payment-gateway.ts';
import { finishPendingRefunds, REFUND_RETRY_AFTER_MS, refundFinisherJob } from './payments.service.ts';
import { signPayment, signWebhook } from './signatures.ts';

const KEY_ID = 'rzp_test_key';
const KEY_SECRET = 'rzp_test_secret_value';
const WEBHOOK_SECRET = 'whsec_test_value';

/**
 * A fake Razorpay on loopback: Orders and Refunds, recording what it was sent. Like Razorpay, a
 * refund asked again with the same X-Refund-Idempotency key is the same refund, not a new one.
 */
type Recorded = {
  method: string;
  url: string;
  auth: string;
  idempotencyKey: string;
  body: Record<string, unknown>;
};
const received: Recorded[] = [];
const refundsByKey = new Map<string, string>();
let fake: http.Server;
let orderCounter = 0;
/** Razorpay Route on the fake: the transfers made, by payment and by id; 503 while `transfersDown`. */
type FakeTransfer = {
  id: string;
  amount: number | undefined;
  amount_reversed: number;
  notes: object | undefined;
};
const transfersByPayment = new Map<string, FakeTransfer[]>();
const transfersById = new Map<string, FakeTransfer>();
let transferCounter = 0;
let transfersDown = false;
/** How the fake answers refunds: normally, 503 (down), or not until `releaseRefunds()` is called. */
let refundMode: 'ok' | 'down' | 'hold' = 'ok';
let releaseHeld: () => void = () => {};
let held = Promise.resolve();
function holdRefunds() {
  refundMode = 'hold';
  held = new Promise((resolve) => {
    releaseHeld = resolve;
  });
}
/** Refunds the provider made, for one payment (distinct idempotency keys). */
const refundsMade = (paymentId: string) =>
  new Set(received.filter((r) => r.url === `/v1/payments/${paymentId}/refund`).map((r) => r.idempotencyKey))
    .size;

let ctx: TestContext;
let env: Record<string, string>;
/** The app's gateway, for calling the refund finisher as its scheduler does. */
const gatewayOf = () =>
  createPaymentGateway(loadConfig(env), { testSigningSecret: 'unused in Razorpay mode' });
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
      const idempotencyKey = String(req.headers['x-refund-idempotency'] ?? '');
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization ?? '',
        idempotencyKey,
        body: JSON.parse(raw || '{}'),
      });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/orders') {
        orderCounter += 1;
        res.end(JSON.stringify({ id: `order_fake_${orderCounter}`, status: 'created' }));
      } else if (req.url?.match(/^\/v1\/payments\/[^/]+\/refund$/)) {
        const answer = () => {
          if (refundMode === 'down') {
            res.statusCode = 503;
            res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'down' } }));
            return;
          }
          const id = refundsByKey.get(idempotencyKey) ?? `rfnd_fake_${refundsByKey.size + 1}`;
          if (idempotencyKey) refundsByKey.set(idempotencyKey, id);
          res.end(JSON.stringify({ id, status: 'processed' }));
        };
        if (refundMode === 'hold') void held.then(answer);
        else answer();
      } else if (req.url?.match(/^\/v1\/payments\/[^/]+\/transfers$/)) {
        if (transfersDown) {
          res.statusCode = 503;
          res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'down' } }));
          return;
        }
        const paymentId = req.url.split('/')[3] ?? '';
        const made = transfersByPayment.get(paymentId) ?? [];
        if (req.method === 'POST') {
          const [asked] = (JSON.parse(raw) as { transfers: { amount: number; notes: object }[] }).transfers;
          transferCounter += 1;
          const transfer = {
            id: `trf_fake_${transferCounter}`,
            amount: asked?.amount,
            amount_reversed: 0,
            notes: asked?.notes,
          };
          made.push(transfer);
          transfersByPayment.set(paymentId, made);
          transfersById.set(transfer.id, transfer);
          res.end(JSON.stringify({ entity: 'collection', count: 1, items: [transfer] }));
        } else res.end(JSON.stringify({ entity: 'collection', count: made.length, items: made }));
      } else if (req.url?.match(/^\/v1\/transfers\/[^/]+(\/reversals)?$/)) {
        const transfer = transfersById.get(req.url.split('/')[3] ?? '');
        if (!transfer) {
          res.statusCode = 404;
          res.end('{}');
        } else if (req.method === 'POST') {
          transfer.amount_reversed += (JSON.parse(raw) as { amount: number }).amount;
          res.end(JSON.stringify({ id: `rvrsl_fake_${transfer.id}`, entity: 'reversal' }));
        } else res.end(JSON.stringify(transfer));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  env = {
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: `http://127.0.0.1:${port}`,
  };
  ctx = await createTestApp(env);
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

async function place(at = { restaurantId, items }) {
  const res = await placeOrder(ctx, customer, orderBody(at.restaurantId, at.items));
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

/** Razorpay's payment.captured for the whole order (`payment.amount`, what checkout was told to charge). */
function webhookBody(payment: { providerOrderId: string; amount: number }, paymentId: string) {
  return JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, order_id: payment.providerOrderId, amount: payment.amount } },
    },
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
    const raw = webhookBody(payment, 'pay_wh');
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
    const raw = webhookBody(payment, 'pay_race');
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
    // One receipt, from the confirmation that paid it, with its invoice attached.
    await ctx.app.notifications.drain();
    const [paid] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    const invoiceFile = `invoice-${paid?.invoiceNumber?.replaceAll('/', '-')}.pdf`;
    const mails = await ctx.database.db.select().from(devMail).where(eq(devMail.to, customer.email));
    expect(mails.filter((m) => m.attachments.some((a) => a.filename === invoiceFile))).toHaveLength(1);
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
    const raw = webhookBody(payment, 'pay_late');
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
    expect(refundsMade('pay_late')).toBe(1);
    const refunds = received.filter((r) => r.url === '/v1/payments/pay_late/refund');
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
    // The route does not exist (decision 039): the unknown-path 404, not the service's refusal.
    expect(test.statusCode).toBe(404);
    expect(test.json().message).not.toBe(CHECKOUT_MESSAGES.testPaymentsOff);
    const config = await call(ctx.app, 'GET', '/api/client-config');
    expect(config.json()).toMatchObject({
      googleAuth: false,
      payments: 'razorpay',
      demo: false,
      staging: [],
    });
    expect(config.body).not.toContain(KEY_SECRET);
  });
});

function verify(order: { _id: string }, providerOrderId: string, paymentId: string) {
  return call(ctx.app, 'POST', `/api/orders/${order._id}/payment/verify`, {
    caller: customer,
    body: {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(KEY_SECRET, providerOrderId, paymentId),
    },
  });
}
const refundRows = (orderId: string) =>
  ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
/** Lets pending I/O callbacks run (while a request is in flight). */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('every captured payment ends applied or refunded, once', () => {
  /**
   * The race this guards: the payment's confirmation reads the order awaiting payment, the expiry
   * cancels it, then the confirmation's conditional update finds nothing to move. A trigger makes
   * that interleaving happen every time (on PGlite's one connection and on PostgreSQL alike): the
   * moment the confirmation updates this order, the order is cancelled first and the update skipped.
   */
  async function expireJustBeforeItIsPaid(orderId: string) {
    await ctx.database.db.execute(
      sql.raw(`create or replace function test_expire_first() returns trigger language plpgsql as $$
        begin update orders set status = 'Cancelled' where id = old.id; return null; end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger test_expire_first before update on orders for each row
        when (old.status = 'AwaitingPayment' and new.status = 'Processing' and old.id = '${orderId}')
        execute function test_expire_first()`),
    );
  }
  const dropExpiryTrigger = () =>
    ctx.database.db.execute(sql.raw('drop trigger test_expire_first on orders'));

  it('the expiry cancelling the order between a payment read and its update: refunded once, told so', async () => {
    const { order, payment } = await place();
    await expireJustBeforeItIsPaid(order._id);
    try {
      const verified = await verify(order, payment.providerOrderId, 'pay_raced');
      expect(verified.statusCode).toBe(409);
      expect(verified.json().error).toBe(ORDER_MESSAGES.latePaymentRefunded);
    } finally {
      await dropExpiryTrigger();
    }
    expect(await statusOf(order._id)).toBe('Cancelled');
    expect(refundsMade('pay_raced')).toBe(1);
  });

  it('the same race on the webhook path: the event is not swallowed, the payment is refunded once', async () => {
    const { order, payment } = await place();
    await expireJustBeforeItIsPaid(order._id);
    const raw = webhookBody(payment, 'pay_raced_hook');
    try {
      expect((await sendWebhook(raw, signWebhook(WEBHOOK_SECRET, raw), 'evt_raced')).statusCode).toBe(200);
    } finally {
      await dropExpiryTrigger();
    }
    expect(await statusOf(order._id)).toBe('Cancelled');
    expect(refundsMade('pay_raced_hook')).toBe(1);
    // Razorpay redelivers: still one refund.
    expect((await sendWebhook(raw, signWebhook(WEBHOOK_SECRET, raw), 'evt_raced')).json().duplicate).toBe(
      true,
    );
    expect(refundsMade('pay_raced_hook')).toBe(1);
  });
  it('a refund is recorded and committed before the provider is asked, and never holds the database', async () => {
    const { order, payment } = await place();
    expect((await verify(order, payment.providerOrderId, 'pay_held')).statusCode).toBe(200);
    holdRefunds();
    try {
      const cancelling = call(ctx.app, 'POST', `/api/orders/${order._id}/status`, {
        caller: customer,
        body: { status: 'Cancelled' },
      });
      while (!received.some((r) => r.url === '/v1/payments/pay_held/refund')) await tick();
      // The provider is still thinking; the database already says what happened and answers others.
      expect(await statusOf(order._id)).toBe('Cancelled');
      expect((await refundRows(order._id)).map((r) => r.status)).toEqual(['pending']);
      releaseHeld();
      expect((await cancelling).statusCode).toBe(200);
    } finally {
      refundMode = 'ok';
      releaseHeld();
    }
    const [row] = await refundRows(order._id);
    expect(row).toMatchObject({ status: 'processed', reason: 'cancelled', amountPaise: payment.amount });
    const sent = received.find((r) => r.url === '/v1/payments/pay_held/refund');
    expect(sent?.idempotencyKey).toBe(row?.id);
  });

  it('a refund the provider could not take stays pending and the finisher completes it with the same key', async () => {
    const { order, payment } = await place();
    expect((await verify(order, payment.providerOrderId, 'pay_provider_down')).statusCode).toBe(200);
    refundMode = 'down';
    try {
      const res = await call(ctx.app, 'POST', `/api/orders/${order._id}/status`, {
        caller: customer,
        body: { status: 'Cancelled' },
      });
      // The cancellation stands (the order is cancelled, the refund owed and recorded).
      expect(res.statusCode).toBe(200);
      expect(await statusOf(order._id)).toBe('Cancelled');
      const [pending] = await refundRows(order._id);
      expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
      // Too soon: the finisher leaves a refund its request may still be settling.
      expect(
        await finishPendingRefunds({ db: ctx.database.db, gateway: gatewayOf(), orders: ordersForPayments }),
      ).toBe(0);
    } finally {
      refundMode = 'ok';
    }
    const later = new Date(Date.now() + REFUND_RETRY_AFTER_MS + 1000);
    expect(
      await finishPendingRefunds(
        { db: ctx.database.db, gateway: gatewayOf(), orders: ordersForPayments },
        later,
      ),
    ).toBe(1);
    const [done] = await refundRows(order._id);
    expect(done?.status).toBe('processed');
    const keys = received
      .filter((r) => r.url === '/v1/payments/pay_provider_down/refund')
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([done?.id, done?.id]);
    expect(refundsMade('pay_provider_down')).toBe(1);
    // Nothing left: another round asks nobody.
    expect(
      await finishPendingRefunds(
        { db: ctx.database.db, gateway: gatewayOf(), orders: ordersForPayments },
        later,
      ),
    ).toBe(0);
  });

  it('the finisher is one scheduled job: two ticks at once (two instances) run one round, which settles each refund once', async () => {
    const { order, payment } = await place();
    expect((await verify(order, payment.providerOrderId, 'pay_finisher_job')).statusCode).toBe(200);
    refundMode = 'down';
    try {
      const res = await call(ctx.app, 'POST', `/api/orders/${order._id}/status`, {
        caller: customer,
        body: { status: 'Cancelled' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      refundMode = 'ok';
    }
    // Left pending long enough for the finisher, and this period's tick not yet taken.
    await ctx.database.db
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - REFUND_RETRY_AFTER_MS - 1000) })
      .where(eq(refunds.orderId, order._id));
    await ctx.database.db.delete(scheduledJobRuns).where(eq(scheduledJobRuns.name, 'refund-finisher'));
    const job = refundFinisherJob({ db: ctx.database.db, gateway: gatewayOf(), orders: ordersForPayments });
    const ticks = await Promise.all([runJobTick(ctx.database.db, job), runJobTick(ctx.database.db, job)]);
    expect(ticks.filter((t) => t.ran)).toHaveLength(1);
    expect(ticks.find((t) => t.ran)?.summary).toMatchObject({ finished: 1 });
    expect((await refundRows(order._id))[0]?.status).toBe('processed');
    expect(refundsMade('pay_finisher_job')).toBe(1);
    // The same period: a further tick does nothing.
    expect((await runJobTick(ctx.database.db, job)).ran).toBe(false);
  });

  it('a webhook whose captured amount is not the order total does not pay it, and the amount goes back', async () => {
    const { order, payment } = await place();
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_short', order_id: payment.providerOrderId, amount: 100 } } },
    });
    const res = await sendWebhook(raw, signWebhook(WEBHOOK_SECRET, raw), 'evt_short');
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order._id)).toBe('AwaitingPayment');
    expect(refundsMade('pay_short')).toBe(1);
    expect(received.find((r) => r.url === '/v1/payments/pay_short/refund')?.body).toEqual({ amount: 100 });
    expect((await refundRows(order._id))[0]).toMatchObject({ reason: 'amountMismatch', amountPaise: 100 });
  });

  it('a second, different payment captured for a paid order is refunded; the first stays', async () => {
    const { order, payment } = await place();
    expect((await verify(order, payment.providerOrderId, 'pay_first')).statusCode).toBe(200);
    const raw = webhookBody(payment, 'pay_second');
    expect((await sendWebhook(raw, signWebhook(WEBHOOK_SECRET, raw), 'evt_second')).statusCode).toBe(200);
    expect(refundsMade('pay_second')).toBe(1);
    expect(refundsMade('pay_first')).toBe(0);
    expect(await statusOf(order._id)).toBe('Processing');
    // The same second payment confirmed at checkout too: told the truth, still refunded once.
    const again = await verify(order, payment.providerOrderId, 'pay_second');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CHECKOUT_MESSAGES.duplicatePaymentRefunded);
    expect(refundsMade('pay_second')).toBe(1);
    // The second payment never paid the invoiced order: its refund credits no invoice.
    expect((await refundRows(order._id))[0]).toMatchObject({
      reason: 'duplicatePayment',
      creditNoteNumber: null,
    });
  });
});

describe('Razorpay Route (decision 048)', () => {
  // A restaurant of its own: the orders paid above wait as transfers of the first one.
  let routed: { restaurantId: string; items: { foodItemId: string; quantity: number }[] };
  beforeAll(async () => {
    const { restaurant } = await createOwnerWithRestaurant(ctx, 'owner');
    const menu = await makeMenu(ctx, restaurant.id);
    routed = { restaurantId: restaurant.id, items: [{ foodItemId: menu.dosa.id, quantity: 2 }] };
  });
  const transferOf = async (orderId: string) =>
    (await ctx.database.db.select().from(routeTransfers).where(eq(routeTransfers.orderId, orderId)))[0];
  const routeDeps = () => ({ db: ctx.database.db, gateway: gatewayOf() });
  /** A finisher round as the schedule runs it, each later than the retry wait after the one before. */
  let clock = Date.now();
  const finisherRound = () => {
    clock += ROUTE_TRANSFER_RETRY_AFTER_MS + 1_000;
    return finishDueTransfers(routeDeps(), new Date(clock));
  };
  const postingsOf = async (orderId: string) =>
    (
      await ctx.database.db
        .select({ event: ledgerPostings.event })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.orderId, orderId))
    )
      .map((p) => p.event)
      .sort();
  /** The order's lines on the restaurant's payable account: what the restaurant is still owed for it. */
  const payableFor = async (orderId: string) =>
    (
      await ctx.database.db
        .select({ amount: ledgerEntries.amountPaise, account: ledgerEntries.account })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, orderId))
    )
      .filter((e) => e.account === 'restaurant_payable')
      .reduce((sum, e) => sum + e.amount, 0);
  const madeFor = (paymentId: string) =>
    received.filter((r) => r.method === 'POST' && r.url === `/v1/payments/${paymentId}/transfers`);

  it('a restaurant’s share goes to its linked account once, is not made twice after a crash, and comes back on a refund', async () => {
    const { order, payment } = await place(routed);
    expect((await verify(order, payment.providerOrderId, 'pay_route')).statusCode).toBe(200);
    // ₹280 of food less 20% commission: ₹224 for the restaurant, waiting for a linked account.
    expect(await transferOf(order._id)).toMatchObject({
      status: 'pending',
      amountPaise: 22_400,
      restaurantId: routed.restaurantId,
    });
    expect(await finisherRound()).toEqual({});
    expect(madeFor('pay_route')).toHaveLength(0);
    // The admin's Payouts screen says what waits, and why.
    const admin = await createPersona(ctx, 'admin');
    const waiting = (await call(ctx.app, 'GET', '/api/admin/payouts', { caller: admin })).json().transfers;
    expect(waiting.waiting).toBeGreaterThanOrEqual(1);
    expect(waiting.unlinkedRestaurants).toBeGreaterThanOrEqual(1);

    // The admin links the restaurant's Razorpay account: the next round makes the transfer.
    await ctx.database.db
      .update(restaurants)
      .set({ razorpayAccountId: 'acc_Restaurant1abc' })
      .where(eq(restaurants.id, routed.restaurantId));
    expect(await finisherRound()).toEqual({ sent: 1 });
    const sent = await transferOf(order._id);
    expect(sent).toMatchObject({ status: 'settled', providerTransferId: 'trf_fake_1', lastError: null });
    expect(madeFor('pay_route').map((r) => r.body)).toEqual([
      {
        transfers: [
          { account: 'acc_Restaurant1abc', amount: 22_400, currency: 'INR', notes: { reference: sent?.id } },
        ],
      },
    ]);

    // The process died after Razorpay made it and before we wrote it down: the retry finds it.
    await ctx.database.db
      .update(routeTransfers)
      .set({ status: 'pending', providerTransferId: null })
      .where(eq(routeTransfers.orderId, order._id));
    expect(await finisherRound()).toEqual({ sent: 1 });
    expect(madeFor('pay_route')).toHaveLength(1);
    expect(await transferOf(order._id)).toMatchObject({
      status: 'settled',
      providerTransferId: 'trf_fake_1',
    });
    // Paid by Route: the ledger says so once, and the restaurant is owed nothing more for this order
    // (its weekly payout will not pay it again).
    expect(await postingsOf(order._id)).toEqual(['payment_captured', 'route_transferred']);
    expect(await payableFor(order._id)).toBe(0);

    // The customer cancels (refund within the free window): the transfer is taken back, once.
    const cancelled = await call(ctx.app, 'POST', `/api/orders/${order._id}/status`, {
      caller: customer,
      body: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await transferOf(order._id)).toMatchObject({ status: 'reversing' });
    expect(await finisherRound()).toEqual({ reversed: 1 });
    expect(await transferOf(order._id)).toMatchObject({ status: 'reversed' });
    // Asked again (a crash before writing `reversed` down): Razorpay already shows it reversed.
    await ctx.database.db
      .update(routeTransfers)
      .set({ status: 'reversing' })
      .where(eq(routeTransfers.orderId, order._id));
    expect(await finisherRound()).toEqual({ reversed: 1 });
    expect(received.filter((r) => r.url === '/v1/transfers/trf_fake_1/reversals')).toHaveLength(1);
    // Refunded and taken back: every posting once, the order balanced, nothing owed either way.
    expect(await postingsOf(order._id)).toEqual([
      'payment_captured',
      'refunded',
      'route_reversed',
      'route_transferred',
    ]);
    expect(await payableFor(order._id)).toBe(0);
    expect(transfersById.get('trf_fake_1')?.amount_reversed).toBe(22_400);
  });

  it('Razorpay down: the transfer stays pending with the reason, and goes out on a later round', async () => {
    const { order, payment } = await place(routed);
    expect((await verify(order, payment.providerOrderId, 'pay_route_down')).statusCode).toBe(200);
    transfersDown = true;
    try {
      expect(await finisherRound()).toEqual({ failed: 1 });
    } finally {
      transfersDown = false;
    }
    expect(await transferOf(order._id)).toMatchObject({
      status: 'pending',
      lastError: ORDER_MESSAGES.paymentProviderDown,
    });
    expect(await finisherRound()).toEqual({ sent: 1 });
    expect(await transferOf(order._id)).toMatchObject({ status: 'settled', lastError: null });
    expect(madeFor('pay_route_down')).toHaveLength(1);
  });
});
