import { ADMIN_ORDER_MESSAGES, type TAdminOrderDetail } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goOnDuty, makeReady } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditLog, orderStatusEvents, orders, refunds, restaurants } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: Persona;
let customer: Persona;
let owner: Persona;
let rider: Persona;
let body: unknown;
let otherBody: unknown;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPersona(ctx, 'admin', 'Chief Admin');
  customer = await createPersona(ctx, 'customer', 'Kavya Sundar');
  rider = await createPersona(ctx, 'deliveryPartner', 'Arun Rider');
  const mine = await createOwnerWithRestaurant(ctx, 'owner');
  owner = mine.owner;
  await ctx.database.db
    .update(restaurants)
    .set({ name: 'Saravana Tiffins' })
    .where(eq(restaurants.id, mine.restaurant.id));
  body = orderBody(mine.restaurant.id, [
    { foodItemId: (await makeMenu(ctx, mine.restaurant.id)).dosa.id, quantity: 1 },
  ]);
  const other = await createOwnerWithRestaurant(ctx, 'other');
  await ctx.database.db
    .update(restaurants)
    .set({ name: 'Pizza Piazza' })
    .where(eq(restaurants.id, other.restaurant.id));
  otherBody = orderBody(other.restaurant.id, [
    { foodItemId: (await makeMenu(ctx, other.restaurant.id)).dosa.id, quantity: 1 },
  ]);
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;
const counts = async (orderId: string) => ({
  audit: (await db().select({ n: count() }).from(auditLog))[0]?.n,
  refunds: (await db().select({ n: count() }).from(refunds))[0]?.n,
  events: (
    await db().select({ n: count() }).from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId))
  )[0]?.n,
  status: (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.s,
});
const detail = async (id: string) =>
  (await call(ctx.app, 'GET', `/api/admin/orders/${id}`, { caller: admin })).json() as TAdminOrderDetail;
const move = (id: string, status: string, who: Persona = admin) =>
  call(ctx.app, 'POST', `/api/admin/orders/${id}/status`, { caller: who, body: { status } });
const refund = (id: string, reason: unknown, who: Persona = admin) =>
  call(ctx.app, 'POST', `/api/admin/orders/${id}/refund`, { caller: who, body: { reason } });

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, 10 a page, searched by customer, restaurant or order id, filtered by status', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(await placePaidOrder(ctx, customer, body));
    const other = await placePaidOrder(ctx, customer, otherBody);
    const unpaid = (await placeOrder(ctx, customer, otherBody)).json().order._id as string;

    const first = await call(ctx.app, 'GET', '/api/admin/orders', { caller: admin });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('13');
    expect(first.json()).toHaveLength(10);
    expect(first.json()[0]).toMatchObject({
      _id: unpaid,
      status: 'AwaitingPayment',
      customerName: 'Kavya Sundar',
      customerEmail: customer.email,
      restaurantName: 'Pizza Piazza',
      paid: false,
      refundStatus: null,
    });
    const second = await call(ctx.app, 'GET', '/api/admin/orders?page=2', { caller: admin });
    expect(second.json().map((o: { _id: string }) => o._id)).toEqual([ids[2], ids[1], ids[0]]);

    const byPlace = await call(ctx.app, 'GET', '/api/admin/orders?q=PIAZZA', { caller: admin });
    expect(byPlace.headers['x-total-count']).toBe('2');
    const byPlacePaid = await call(ctx.app, 'GET', '/api/admin/orders?q=piazza&status=Processing', {
      caller: admin,
    });
    expect(byPlacePaid.json().map((o: { _id: string }) => o._id)).toEqual([other]);
    const byEmail = await call(ctx.app, 'GET', `/api/admin/orders?q=${encodeURIComponent(customer.email)}`, {
      caller: admin,
    });
    expect(byEmail.headers['x-total-count']).toBe('13');
    const byId = await call(ctx.app, 'GET', `/api/admin/orders?q=${other.slice(0, 8).toUpperCase()}`, {
      caller: admin,
    });
    expect(byId.json().map((o: { _id: string }) => o._id)).toEqual([other]);
    const none = await call(ctx.app, 'GET', '/api/admin/orders?q=nobody-like-this', { caller: admin });
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('exports every filtered row as orders-export.csv', async () => {
    const res = await call(ctx.app, 'GET', '/api/admin/orders?q=saravana&format=csv', { caller: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('orders-export.csv');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(1 + 11);
    expect(lines.slice(1).every((l) => l.includes('Saravana Tiffins'))).toBe(true);
  });

  it('refuses a bad status filter with 400 and words', async () => {
    const res = await call(ctx.app, 'GET', '/api/admin/orders?status=Lost', { caller: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('status');
  });

  it('refuses everyone but an admin', async () => {
    expect((await call(ctx.app, 'GET', '/api/admin/orders', { caller: customer })).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/admin/orders', { caller: owner })).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/admin/orders')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows items, totals, customer, payment, history and what an admin may do', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const d = await detail(id);
    expect(d.order.items).toHaveLength(1);
    const b = d.order.bill;
    expect(b.itemTotal).toBe(d.order.subtotal);
    expect(Math.round(d.order.total * 100)).toBe(
      Math.round(
        (b.itemTotal +
          b.packagingCharge +
          b.deliveryFee +
          b.platformFee -
          b.discount +
          b.gst.cgst +
          b.gst.sgst +
          b.tip) *
          100,
      ),
    );
    expect(d.customer).toEqual({ _id: customer.id, name: 'Kavya Sundar', email: customer.email });
    expect(d.payment.paymentId).toMatch(/^pay_test_/);
    expect(d.refund).toBeNull();
    expect(d.refundable).toBe(true);
    expect(d.history.map((h) => h.status)).toEqual(['AwaitingPayment', 'Processing']);
    expect(d.history[0]?.by).toBe('Kavya Sundar');
    expect(d.nextStatuses).toEqual(['Preparing', 'Cancelled']);
  });

  it('is a 404 in words for an unknown order', async () => {
    const res = await call(ctx.app, 'GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000', {
      caller: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(ADMIN_ORDER_MESSAGES.orderNotFound);
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('makes a legal move, records it in the history and the audit log with before and after', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const res = await move(id, 'Preparing');
    expect(res.statusCode).toBe(200);
    const d = res.json() as TAdminOrderDetail;
    expect(d.order.status).toBe('Preparing');
    expect(d.history.at(-1)).toMatchObject({ status: 'Preparing', by: 'Chief Admin' });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({
      action: 'order.status',
      actorEmail: admin.email,
      targetType: 'order',
      before: { status: 'Processing' },
      after: { status: 'Preparing' },
    });
    // The customer reads the new status on their own order.
    const mine = await call(ctx.app, 'GET', `/api/order/${id}`, { caller: customer });
    expect(mine.json().status).toBe('Preparing');
  });

  it.each([
    ['Processing', 'Delivered', "An order can't go from Processing to Delivered."],
    ['Processing', 'Processing', 'The order is already Processing.'],
  ])('refuses %s -> %s with 409 in words and writes nothing', async (_from, to, message) => {
    const id = await placePaidOrder(ctx, customer, body);
    const before = await counts(id);
    const res = await move(id, to);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(message);
    expect(await counts(id)).toEqual(before);
  });

  it('refuses to mark an unpaid order paid (only a verified payment does that), writing nothing', async () => {
    const id = (await placeOrder(ctx, customer, body)).json().order._id as string;
    const before = await counts(id);
    const res = await move(id, 'Processing');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('An order is confirmed only once its payment is verified.');
    expect(await counts(id)).toEqual(before);
  });

  it('refuses an unknown status with 400, and a non-admin with 403, writing nothing', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const before = await counts(id);
    expect((await move(id, 'Teleported')).statusCode).toBe(400);
    const owners = await move(id, 'Preparing', owner);
    expect(owners.statusCode).toBe(403);
    expect((await move(id, 'Cancelled', customer)).statusCode).toBe(403);
    expect(await counts(id)).toEqual(before);
  });

  it('cancelling a paid order refunds it once (the money path), so a later admin refund is refused', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    expect((await move(id, 'Cancelled')).statusCode).toBe(200);
    const d = await detail(id);
    expect(d.refund).toMatchObject({ status: 'processed', reason: 'cancelled' });
    expect(d.refundable).toBe(false);
    const before = await counts(id);
    const again = await refund(id, 'Customer called');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ADMIN_ORDER_MESSAGES.alreadyRefunded);
    expect(await counts(id)).toEqual(before);
  });
});

describe('POST /api/admin/orders/:id/refund', () => {
  it('refunds a paid order in full with the reason, audited; the customer sees it refunded', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const res = await refund(id, 'Food arrived cold');
    expect(res.statusCode).toBe(200);
    const d = res.json() as TAdminOrderDetail;
    expect(d.refund).toMatchObject({ status: 'processed', reason: 'admin', note: 'Food arrived cold' });
    expect(d.refund?.amount).toBe(d.order.total);
    expect(d.refundable).toBe(false);
    expect(d.order.status).toBe('Processing');
    const [row] = await db().select().from(refunds).where(eq(refunds.orderId, id));
    expect(row).toMatchObject({
      reason: 'admin',
      note: 'Food arrived cold',
      requestedBy: admin.id,
      attempts: 1,
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({
      action: 'order.refund',
      before: { status: 'Processing', refund: null },
      after: { status: 'Processing', refund: { amount: d.order.total, reason: 'Food arrived cold' } },
    });
    const mine = await call(ctx.app, 'GET', `/api/order/${id}`, { caller: customer });
    expect(mine.json().refundStatus).toBe('processed');
    const list = await call(ctx.app, 'GET', '/api/orders', { caller: customer });
    expect(list.json().find((o: { _id: string }) => o._id === id).refundStatus).toBe('processed');
  });

  it('refuses a second refund (or a retry) with 409 and writes nothing more', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    expect((await refund(id, 'Wrong dish')).statusCode).toBe(200);
    const before = await counts(id);
    const again = await refund(id, 'Wrong dish');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ADMIN_ORDER_MESSAGES.alreadyRefunded);
    expect(await counts(id)).toEqual(before);
    const twice = await Promise.all([refund(id, 'x-once'), refund(id, 'x-twice')]);
    expect(twice.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(await counts(id)).toEqual(before);
  });

  it('refunds once when two admins ask at the same moment', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const results = await Promise.all([refund(id, 'First admin'), refund(id, 'Second admin')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await db().select().from(refunds).where(eq(refunds.orderId, id))).length).toBe(1);
    const audited = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited).toHaveLength(1);
  });

  it.each([
    ['no reason', undefined, 'Give a reason for the refund.'],
    ['a blank reason', '   ', 'Give a reason for the refund.'],
    ['a too long reason', 'x'.repeat(501), 'The reason must be at most 500 characters.'],
  ])('refuses %s with 400 and writes nothing', async (_case, reason, message) => {
    const id = await placePaidOrder(ctx, customer, body);
    const before = await counts(id);
    const res = await refund(id, reason);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await counts(id)).toEqual(before);
  });

  it('refuses an unpaid order with 409 and writes nothing', async () => {
    const id = (await placeOrder(ctx, customer, body)).json().order._id as string;
    const before = await counts(id);
    const res = await refund(id, 'Never paid');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ADMIN_ORDER_MESSAGES.notPaid);
    expect(await counts(id)).toEqual(before);
  });

  it('refuses the customer and the owner with 403 and writes nothing', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const before = await counts(id);
    expect((await refund(id, 'I want my money', customer)).statusCode).toBe(403);
    expect((await refund(id, 'Refund please', owner)).statusCode).toBe(403);
    expect(await counts(id)).toEqual(before);
  });
});

describe('POST /api/orders/:id/unassign', () => {
  it('is audited with the rider before and none after', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    await makeReady(ctx, owner, id);
    await goOnDuty(ctx, rider);
    expect((await call(ctx.app, 'POST', `/api/orders/${id}/accept`, { caller: rider })).statusCode).toBe(200);
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/unassign`, { caller: admin });
    expect(res.statusCode).toBe(200);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({
      action: 'delivery.unassign',
      before: { status: 'Preparing', deliveryPartnerId: rider.id },
      after: { status: 'Preparing', deliveryPartnerId: null },
    });
  });

  it('a refused unassign writes no audit row', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const before = await counts(id);
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/unassign`, { caller: admin });
    expect(res.statusCode).toBe(409);
    expect(await counts(id)).toEqual(before);
  });
});

describe('GET /api/admin/search', () => {
  it('finds restaurants, users and orders, a few of each', async () => {
    const id = await placePaidOrder(ctx, customer, otherBody);
    const res = await call(ctx.app, 'GET', '/api/admin/search?q=piazza', { caller: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().restaurants).toEqual([
      expect.objectContaining({ name: 'Pizza Piazza', isActive: true }),
    ]);
    const people = await call(ctx.app, 'GET', '/api/admin/search?q=kavya', { caller: admin });
    expect(people.json().users).toEqual([
      { _id: customer.id, name: 'Kavya Sundar', email: customer.email, role: 'customer' },
    ]);
    const byId = await call(ctx.app, 'GET', `/api/admin/search?q=${id.slice(0, 8)}`, { caller: admin });
    expect(byId.json().orders).toEqual([
      expect.objectContaining({ _id: id, restaurantName: 'Pizza Piazza', customerName: 'Kavya Sundar' }),
    ]);
    const many = await call(ctx.app, 'GET', '/api/admin/search?q=test.example', { caller: admin });
    expect(many.json().users).toHaveLength(5);
  });

  it('refuses a one-letter search with 400 in words, and non-admins', async () => {
    const res = await call(ctx.app, 'GET', '/api/admin/search?q=a', { caller: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Type at least 2 characters.');
    expect((await call(ctx.app, 'GET', '/api/admin/search?q=kavya', { caller: customer })).statusCode).toBe(
      403,
    );
  });
});
