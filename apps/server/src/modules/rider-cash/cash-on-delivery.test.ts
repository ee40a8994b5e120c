import {
  ADMIN_ORDER_MESSAGES,
  COD_MESSAGES,
  financialYearOf,
  INVOICE_SERIES,
  type TOrder,
} from '@app/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCodeOf, makeReady, pickUp } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditLog, cashDeposits, devMail, ledgerEntries, orders, refunds } from '../../db/schema/index.ts';
import { sqlRows } from '../../lib/india-days.ts';
import { expireUnpaidOrders } from '../orders/orders.service.ts';

/**
 * Cash on delivery (decision 049) through the API: off by default and capped by the admin; a COD
 * order goes to the kitchen unpaid and is never expired; the rider's confirmation at the door with
 * the code makes it paid with an invoice number; the rider's cash in hand; deposits an admin records.
 */
let ctx: TestContext;
let admin: Persona;
let owner: Persona;
let customer: Persona;
let rider: Persona;
let restaurantId: string;
let menu: Awaited<ReturnType<typeof makeMenu>>;

const settingsBody = (cashOnDelivery?: unknown) => ({
  supportPhone: '+91 44 4000 1234',
  supportEmail: 'support@chennaieats.example',
  bannerEnabled: false,
  bannerText: '',
  orderingPaused: false,
  ...(cashOnDelivery === undefined ? {} : { cashOnDelivery }),
});
const saveSettings = (cashOnDelivery?: unknown) =>
  call(ctx.app, 'PUT', '/api/admin/settings', { caller: admin, body: settingsBody(cashOnDelivery) });

const oneDosa = () => [{ foodItemId: menu.dosa.id, quantity: 1 }];
const threeDosas = () => [{ foodItemId: menu.dosa.id, quantity: 3 }];
const orderCount = async () => (await ctx.database.db.select({ n: count() }).from(orders))[0]?.n;
const depositCount = async () => (await ctx.database.db.select({ n: count() }).from(cashDeposits))[0]?.n;
const move = (who: Persona, id: string, body: Record<string, unknown>) =>
  call(ctx.app, 'POST', `/api/orders/${id}/status`, { caller: who, body });
const riderCash = () => call(ctx.app, 'GET', '/api/admin/rider-cash', { caller: admin });

async function placeCod(items = oneDosa()): Promise<TOrder> {
  const placed = await placeOrder(ctx, customer, orderBody(restaurantId, items, { paymentMethod: 'cod' }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order as TOrder;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const made = await createOwnerWithRestaurant(ctx, 'codOwner');
  owner = made.owner;
  restaurantId = made.restaurant.id;
  menu = await makeMenu(ctx, restaurantId);
  admin = await createPersona(ctx, 'admin', 'codAdmin');
  customer = await createPersona(ctx, 'customer', 'codCustomer');
  rider = await createPersona(ctx, 'deliveryPartner', 'codRider');
});
afterAll(async () => ctx?.close());

/** What the ledger says the rider holds in cash (rider_cash_held, decision 048). */
const ledgerCashHeld = async () =>
  (
    await sqlRows<{ b: number }>(
      ctx.database.db,
      sql`select coalesce(sum(amount_paise), 0)::int as b from ${ledgerEntries}
        where account = 'rider_cash_held' and party = ${rider.id}`,
    )
  )[0]?.b ?? 0;

describe('cash on delivery: the admin setting', () => {
  it('is off by default with a ₹1,000 cap, for the admin and the checkout', async () => {
    const read = await call(ctx.app, 'GET', '/api/admin/settings', { caller: admin });
    expect(read.json().cashOnDelivery).toEqual({ enabled: false, maxOrderAmount: 1000 });
    const open = await call(ctx.app, 'GET', '/api/site-settings');
    expect(open.json().cashOnDelivery).toEqual({ enabled: false, maxOrderAmount: 1000 });
  });

  it('refuses a cap below ₹1 or in fractions of a paisa, in words, and changes nothing', async () => {
    for (const [maxOrderAmount, words] of [
      [0, 'cashOnDelivery.maxOrderAmount: must be at least ₹1'],
      [10.005, 'cashOnDelivery.maxOrderAmount: must be in rupees and paise (two decimals at most)'],
    ] as const) {
      const res = await saveSettings({ enabled: true, maxOrderAmount });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(words);
    }
    const read = await call(ctx.app, 'GET', '/api/admin/settings', { caller: admin });
    expect(read.json().cashOnDelivery).toEqual({ enabled: false, maxOrderAmount: 1000 });
  });
});

describe('cash on delivery: ordering', () => {
  it('is refused while switched off, with the sentence the checkout shows, and nothing is written', async () => {
    const before = await orderCount();
    for (const url of ['/api/orders', '/api/orders/quote']) {
      const res = await call(ctx.app, 'POST', url, {
        caller: customer,
        body: orderBody(restaurantId, oneDosa(), { paymentMethod: 'cod' }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(COD_MESSAGES.off);
    }
    expect(await orderCount()).toBe(before);
    // A client that sends no payment method is not affected: the quote says why COD is unavailable.
    const quote = await call(ctx.app, 'POST', '/api/orders/quote', {
      caller: customer,
      body: orderBody(restaurantId, oneDosa()),
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().cashOnDelivery).toEqual({ available: false, reason: COD_MESSAGES.off });
  });

  it('is refused above the cap, exactly, and nothing is written', async () => {
    const saved = await saveSettings({ enabled: true, maxOrderAmount: 300 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cashOnDelivery).toEqual({ enabled: true, maxOrderAmount: 300 });
    const before = await orderCount();
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, threeDosas(), { paymentMethod: 'cod' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Cash on delivery is available for orders up to ₹300.00. Please pay online.',
    );
    expect(await orderCount()).toBe(before);
    const quote = await call(ctx.app, 'POST', '/api/orders/quote', {
      caller: customer,
      body: orderBody(restaurantId, oneDosa()),
    });
    expect(quote.json().cashOnDelivery).toEqual({ available: true, reason: null });
  });

  it('refuses a payment method it does not know', async () => {
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, oneDosa(), { paymentMethod: 'card' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("paymentMethod: must be 'online' or 'cod'");
  });

  it('goes to the kitchen at once, unpaid, with no payment sheet, and is never expired', async () => {
    const placed = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, oneDosa(), { paymentMethod: 'cod' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().payment).toBeNull();
    const order = placed.json().order as TOrder;
    expect(order).toMatchObject({
      status: 'Processing',
      paidAt: null,
      invoiceNumber: null,
      paymentMethod: 'cod',
      cashToCollect: order.total,
    });
    // The restaurant sees it to cook.
    const board = await call(ctx.app, 'GET', '/api/orders?scope=restaurant', { caller: owner });
    expect((board.json() as TOrder[]).map((o) => o._id)).toContain(order._id);
    // There is nothing to pay online for it.
    const pay = await call(ctx.app, 'GET', `/api/orders/${order._id}/payment`, { caller: customer });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error).toBe(COD_MESSAGES.paidAtTheDoor);
    // The unpaid-order expiry leaves it alone, however late.
    await expireUnpaidOrders(ctx.database.db, new Date(Date.now() + 24 * 60 * 60_000));
    const read = await call(ctx.app, 'GET', `/api/order/${order._id}`, { caller: customer });
    expect(read.json()).toMatchObject({ status: 'Processing', paymentMethod: 'cod', paidAt: null });
  });

  it('an order without a payment method is paid online, as before', async () => {
    const placed = await placeOrder(ctx, customer, orderBody(restaurantId, oneDosa()));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({
      status: 'AwaitingPayment',
      paymentMethod: 'online',
      cashToCollect: null,
    });
    expect(placed.json().payment.amount).toBeGreaterThan(0);
  });

  it('cancelled, it refunds nothing (nothing was paid) and gives its coupon use back', async () => {
    const coupon = await call(ctx.app, 'POST', '/api/admin/coupons', {
      caller: admin,
      body: { code: 'CODONCE', kind: 'flat', value: 10, perCustomerLimit: 1 },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const withCoupon = () =>
      orderBody(restaurantId, oneDosa(), { paymentMethod: 'cod', couponCode: 'CODONCE' });
    const placed = await placeOrder(ctx, customer, withCoupon());
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as TOrder;
    expect(order.bill.discount).toBe(10);

    const res = await move(owner, order._id, { status: 'Cancelled', reason: 'Out of dosa batter' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled', cashToCollect: null, refundStatus: null });
    const refunded = await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(refunded).toEqual([]);
    // The one use per customer came back: the same customer may use the code again.
    const again = await placeOrder(ctx, customer, withCoupon());
    expect(again.statusCode, again.body).toBe(201);
    expect(
      (await move(owner, again.json().order._id, { status: 'Cancelled', reason: 'Closed' })).statusCode,
    ).toBe(200);
  });

  it('the customer may cancel it within 5 minutes of placing it, as a paid order from payment', async () => {
    const order = await placeCod();
    const res = await move(customer, order._id, { status: 'Cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Cancelled');
  });
});

describe('cash on delivery: at the door', () => {
  let order: TOrder;

  it('the rider is told to collect the cash, on the board and on the current delivery', async () => {
    order = await placeCod();
    await makeReady(ctx, owner, order._id);
    await call(ctx.app, 'PUT', '/api/delivery/duty', { caller: rider, body: { onDuty: true } });
    const board = await call(ctx.app, 'GET', '/api/orders?scope=delivery', { caller: rider });
    const offered = (board.json() as { _id: string; cashToCollect: number | null }[]).find(
      (p) => p._id === order._id,
    );
    expect(offered?.cashToCollect).toBe(order.total);
    await pickUp(ctx, rider, order._id);
    const current = await call(ctx.app, 'GET', '/api/delivery/current', { caller: rider });
    expect(current.statusCode, current.body).toBe(200);
    const mine = (current.json() as { _id: string; cashToCollect: number | null }[]).find(
      (d) => d._id === order._id,
    );
    expect(mine?.cashToCollect).toBe(order.total);
  });

  it('is not delivered until the rider confirms the cash; then it is delivered AND paid, with an invoice number', async () => {
    const code = await deliveryCodeOf(ctx, order._id);
    const unconfirmed = await move(rider, order._id, { status: 'Delivered', deliveryCode: code });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error).toBe(COD_MESSAGES.cashNotConfirmed(Math.round(order.total * 100)));
    const still = await call(ctx.app, 'GET', `/api/order/${order._id}`, { caller: customer });
    expect(still.json()).toMatchObject({ status: 'On the way', paidAt: null });

    const delivered = await move(rider, order._id, {
      status: 'Delivered',
      deliveryCode: code,
      cashCollected: true,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const body = delivered.json() as TOrder;
    expect(body.status).toBe('Delivered');
    expect(body.paidAt).not.toBeNull();
    expect(body.cashToCollect).toBeNull();
    expect(body.invoiceNumber).toMatch(
      new RegExp(`^${INVOICE_SERIES}/${financialYearOf(new Date())}/\\d{6}$`),
    );
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.cashCollectedPaise).toBe(row?.totalPaise);
    // The receipt goes once the cash is paid, with its invoice attached.
    await ctx.app.notifications.drain();
    const mails = await ctx.database.db.select().from(devMail).where(eq(devMail.to, customer.email));
    const invoiceFile = `invoice-${body.invoiceNumber?.replaceAll('/', '-')}.pdf`;
    expect(mails.filter((m) => m.attachments.some((a) => a.filename === invoiceFile))).toHaveLength(1);

    // Paid in cash: the admin's refund says why it cannot go online, and records nothing.
    const refundsBefore = (await ctx.database.db.select({ n: count() }).from(refunds))[0]?.n;
    const refund = await call(ctx.app, 'POST', `/api/admin/orders/${order._id}/refund`, {
      caller: admin,
      body: { reason: 'Cold food' },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error).toBe(ADMIN_ORDER_MESSAGES.paidInCash);
    expect((await ctx.database.db.select({ n: count() }).from(refunds))[0]?.n).toBe(refundsBefore);
  });

  it('online and COD orders share one gap-free invoice series', async () => {
    const numbers = (await ctx.database.db.select({ n: orders.invoiceNumber }).from(orders))
      .map((r) => r.n)
      .filter((n): n is string => n !== null)
      .map((n) => Number(n.split('/').at(-1)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("the rider's earnings show the cash in hand, and the admin sees it against the rider", async () => {
    const history = await call(ctx.app, 'GET', '/api/delivery/history', { caller: rider });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().cashInHand).toBe(order.total);
    const overview = await riderCash();
    expect(overview.statusCode).toBe(200);
    expect(overview.json().riders).toEqual([
      {
        riderId: rider.id,
        name: expect.any(String),
        email: rider.email,
        collected: order.total,
        deposited: 0,
        cashInHand: order.total,
      },
    ]);
    // The ledger says the same (decision 048): the cash is in the rider's hand, and the order's
    // postings (cash collected, delivered) each balance.
    expect(await ledgerCashHeld()).toBe(Math.round(order.total * 100));
    const sums = await sqlRows<{ event: string; total: number }>(
      ctx.database.db,
      sql`select event, sum(amount_paise)::int as total from ${ledgerEntries}
        where order_id = ${order._id} group by event order by event`,
    );
    expect(sums).toEqual([
      { event: 'cash_collected', total: 0 },
      { event: 'delivered', total: 0 },
    ]);
  });
});

describe('cash on delivery: deposits', () => {
  it('refuses a deposit above the cash in hand, in words, and changes nothing', async () => {
    const before = await depositCount();
    const cash = (await riderCash()).json().riders[0].cashInHand as number;
    const res = await call(ctx.app, 'POST', `/api/admin/rider-cash/${rider.id}/deposits`, {
      caller: admin,
      body: { amount: cash + 0.01, reference: 'HDFC slip 1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`amount: ${COD_MESSAGES.depositAboveCashInHand(Math.round(cash * 100))}`);
    expect(await depositCount()).toBe(before);
    expect((await riderCash()).json().riders[0].cashInHand).toBe(cash);
  });

  it('refuses a deposit for someone who is not a rider, and an empty reference', async () => {
    const notRider = await call(ctx.app, 'POST', `/api/admin/rider-cash/${customer.id}/deposits`, {
      caller: admin,
      body: { amount: 1, reference: 'x' },
    });
    expect(notRider.statusCode).toBe(404);
    expect(notRider.json().error).toBe(COD_MESSAGES.riderNotFound);
    const noReference = await call(ctx.app, 'POST', `/api/admin/rider-cash/${rider.id}/deposits`, {
      caller: admin,
      body: { amount: 1, reference: '  ' },
    });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().error).toBe('reference: is required');
  });

  it('records a deposit up to the cash in hand, audited, and lists it', async () => {
    const cash = (await riderCash()).json().riders[0].cashInHand as number;
    const res = await call(ctx.app, 'POST', `/api/admin/rider-cash/${rider.id}/deposits`, {
      caller: admin,
      body: { amount: 10, reference: 'HDFC slip 2' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = res.json();
    expect(after.riders[0]).toMatchObject({
      deposited: 10,
      cashInHand: Math.round((cash - 10) * 100) / 100,
    });
    expect(after.deposits[0]).toMatchObject({
      riderId: rider.id,
      amount: 10,
      reference: 'HDFC slip 2',
      recordedBy: admin.email,
    });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cash.deposit'), eq(auditLog.targetId, rider.id)));
    expect(audit).toHaveLength(1);
    const history = await call(ctx.app, 'GET', '/api/delivery/history', { caller: rider });
    expect(history.json().cashInHand).toBe(Math.round((cash - 10) * 100) / 100);
    expect(await ledgerCashHeld()).toBe(Math.round((cash - 10) * 100));
  });

  it('two deposits of all the cash at once: one is recorded, the other refused', async () => {
    const cash = (await riderCash()).json().riders[0].cashInHand as number;
    const deposit = () =>
      call(ctx.app, 'POST', `/api/admin/rider-cash/${rider.id}/deposits`, {
        caller: admin,
        body: { amount: cash, reference: 'race' },
      });
    const statuses = (await Promise.all([deposit(), deposit()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400]);
    expect((await riderCash()).json().riders[0].cashInHand).toBe(0);
  });

  it('only an admin sees riders’ cash and records deposits; a rider sees only their own cash', async () => {
    for (const who of [rider, customer, owner]) {
      expect((await call(ctx.app, 'GET', '/api/admin/rider-cash', { caller: who })).statusCode).toBe(403);
      const res = await call(ctx.app, 'POST', `/api/admin/rider-cash/${rider.id}/deposits`, {
        caller: who,
        body: { amount: 1, reference: 'mine' },
      });
      expect(res.statusCode).toBe(403);
    }
    const other = await createPersona(ctx, 'deliveryPartner', 'codOtherRider');
    const history = await call(ctx.app, 'GET', '/api/delivery/history', { caller: other });
    expect(history.json().cashInHand).toBe(0);
  });
});
