import { indiaDate, LEDGER_MESSAGES, RAZORPAY_ACCOUNT_INVALID, startOfIndiaWeek } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOrder } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  auditLog,
  coupons,
  ledgerEntries,
  ledgerPostings,
  orders,
  payouts,
  restaurants,
  routeTransfers,
} from '../../db/schema/index.ts';
import { sqlRows } from '../../lib/india-days.ts';
import {
  postCashCollected,
  postCashDeposited,
  postDelivered,
  postPaymentCaptured,
  postRefund,
} from './ledger-posting.ts';

/**
 * The ledger through the API on a real database (decision 048): balanced per order after payment,
 * delivery and cancellation with refund; append-only; a replay posts nothing twice; the owner's
 * statement equals the ledger; the admin closes a week and marks a payout paid with a UTR.
 */
let ctx: TestContext;
let owner: Persona;
let otherOwner: Persona;
let customer: Persona;
let rider: Persona;
let admin: Persona;
let restaurantId: string;
let menu: Awaited<ReturnType<typeof makeMenu>>;

beforeAll(async () => {
  ctx = await createTestApp();
  ({
    owner,
    restaurant: { id: restaurantId },
  } = await createOwnerWithRestaurant(ctx, 'ledgerOwner').then((o) => ({
    owner: o.owner,
    restaurant: o.restaurant,
  })));
  otherOwner = (await createOwnerWithRestaurant(ctx, 'ledgerOther')).owner;
  menu = await makeMenu(ctx, restaurantId);
  customer = await createPersona(ctx, 'customer', 'ledgerCustomer');
  rider = await createPersona(ctx, 'deliveryPartner', 'ledgerRider');
  admin = await createPersona(ctx, 'admin', 'ledgerAdmin');
}, 60_000);
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;
const twoDosas = (extra: Record<string, unknown> = {}) =>
  orderBody(restaurantId, [{ foodItemId: menu.dosa.id, quantity: 2 }], extra);

async function orderSums(orderId: string) {
  return sqlRows<{ event: string; total: number; lines: number }>(
    db(),
    sql`select event, sum(amount_paise)::int as total, count(*)::int as lines from ${ledgerEntries}
      where order_id = ${orderId} group by event order by event`,
  );
}
const balanceOf = async (account: string, party: string) =>
  (
    await sqlRows<{ b: number }>(
      db(),
      sql`select coalesce(sum(amount_paise), 0)::int as b from ${ledgerEntries} where account = ${account} and party = ${party}`,
    )
  )[0]?.b ?? 0;
const entryCount = async () =>
  (await sqlRows<{ n: number }>(db(), sql`select count(*)::int as n from ${ledgerEntries}`))[0]?.n ?? 0;

let deliveredId: string;

describe('the ledger', () => {
  it('posts a balanced capture with the payment, and the delivery with the rider’s pay and tip', async () => {
    deliveredId = await placePaidOrder(ctx, customer, twoDosas({ tip: 30 }));
    expect(await orderSums(deliveredId)).toEqual([{ event: 'payment_captured', total: 0, lines: 8 }]);
    // ₹280 food, 20% commission (the default): ₹56; the tip ₹30 held for the rider.
    const lines = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, deliveredId));
    expect(lines.find((l) => l.line === 'sale')?.amountPaise).toBe(-28_000);
    expect(
      lines.find((l) => l.line === 'commission' && l.account === 'restaurant_payable')?.amountPaise,
    ).toBe(5_600);
    expect(lines.find((l) => l.line === 'tip')?.amountPaise).toBe(-3_000);
    const [transfer] = await db()
      .select()
      .from(routeTransfers)
      .where(eq(routeTransfers.orderId, deliveredId));
    expect(transfer).toMatchObject({ status: 'settled', amountPaise: 22_400, restaurantId });

    await deliverOrder(ctx, owner, rider, deliveredId);
    const sums = await orderSums(deliveredId);
    expect(sums).toEqual([
      { event: 'delivered', total: 0, lines: 4 },
      { event: 'payment_captured', total: 0, lines: 8 },
    ]);
    const [row] = await db().select().from(orders).where(eq(orders.id, deliveredId));
    expect(await balanceOf('rider_payable', rider.id)).toBe(-((row?.partnerFeePaise ?? 0) + 3_000));
  });

  it('a cancelled paid order posts the reversal with its refund, and its Route transfer is reversed', async () => {
    const id = await placePaidOrder(ctx, customer, twoDosas());
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
      caller: customer,
      body: { status: 'Cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderSums(id)).toEqual([
      { event: 'payment_captured', total: 0, lines: 7 },
      { event: 'refunded', total: 0, lines: 7 },
    ]);
    const all = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, id));
    expect(all.reduce((s, e) => s + e.amountPaise, 0)).toBe(0);
    expect(all.filter((e) => e.account === 'restaurant_payable').reduce((s, e) => s + e.amountPaise, 0)).toBe(
      0,
    );
    const [transfer] = await db().select().from(routeTransfers).where(eq(routeTransfers.orderId, id));
    expect(transfer?.status).toBe('reversed');
  });

  it('a restaurant-funded coupon lowers what the restaurant is owed', async () => {
    await db()
      .insert(coupons)
      .values({ code: 'LEDGER20', fundedBy: 'restaurant', restaurantId, kind: 'flat', value: 2_000 });
    const id = await placePaidOrder(ctx, customer, twoDosas({ couponCode: 'LEDGER20' }));
    const lines = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, id));
    expect(lines.find((l) => l.line === 'discount')).toMatchObject({
      account: 'restaurant_payable',
      amountPaise: 2_000,
    });
    expect(lines.reduce((s, e) => s + e.amountPaise, 0)).toBe(0);
  });

  it('is append-only: UPDATE and DELETE are refused', async () => {
    const before = await entryCount();
    const refusal = (statement: ReturnType<typeof sql>) =>
      db()
        .execute(statement)
        .then(
          () => 'done',
          (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
        );
    expect(await refusal(sql`update ledger_entries set amount_paise = amount_paise + 1`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from ledger_entries`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from ledger_postings`)).toMatch(/append-only/);
    expect(await entryCount()).toBe(before);
  });

  it('a replayed event posts nothing twice', async () => {
    const before = await entryCount();
    const [row] = await db().select().from(orders).where(eq(orders.id, deliveredId));
    if (!row) throw new Error('no order');
    await db().transaction(async (tx) => {
      await postPaymentCaptured(tx, row, { commissionBps: 2000, discountFundedBy: null });
      await postDelivered(tx, row);
      await postRefund(tx, row.id);
      await postRefund(tx, row.id);
    });
    // Only the refund is new (once), the capture and delivery were posted already.
    expect(await entryCount()).toBe(before + 8);
    const keys = await db().select().from(ledgerPostings).where(eq(ledgerPostings.orderId, deliveredId));
    expect(keys.map((k) => k.event).sort()).toEqual(['delivered', 'payment_captured', 'refunded']);
  });
});

describe('statements and payouts', () => {
  it("the owner's statement is the ledger's sums; CSV and PDF say the same", async () => {
    const res = await call(ctx.app, 'GET', `/api/owner/statements?restaurantId=${restaurantId}`, {
      caller: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.weekStart).toBe(indiaDate(startOfIndiaWeek(new Date())));
    expect(s.netPayable * 100).toBeCloseTo(-(await balanceOf('restaurant_payable', restaurantId)), 6);
    expect(s.gst * 100).toBeCloseTo(-(await balanceOf('gst_payable', restaurantId)), 6);
    expect(s.orders).toBe(3);
    expect(s.gross - s.commission - s.restaurantDiscounts - s.refunds).toBeCloseTo(s.netPayable, 6);
    expect(s.lines).toHaveLength(3);

    const csv = await call(ctx.app, 'GET', `/api/owner/statements.csv?restaurantId=${restaurantId}`, {
      caller: owner,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`,${s.netPayable}\r\n`);
    const pdf = await call(ctx.app, 'GET', `/api/owner/statements.pdf?restaurantId=${restaurantId}`, {
      caller: owner,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.headers['content-disposition']).toContain(`statement-${s.weekStart}.pdf`);
  });

  it('only the restaurant’s owner and admins read its statement; riders read only their own', async () => {
    const q = `/api/owner/statements?restaurantId=${restaurantId}`;
    expect((await call(ctx.app, 'GET', q, { caller: otherOwner })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', q, { caller: customer })).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', q, { caller: admin })).statusCode).toBe(200);
    const notMonday = await call(ctx.app, 'GET', `${q}&week=2026-11-25`, { caller: owner });
    expect(notMonday.statusCode).toBe(400);
    expect(notMonday.json().message).toContain(LEDGER_MESSAGES.weekNotMonday);
    const mine = await call(ctx.app, 'GET', '/api/delivery/statements', { caller: rider });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ riderId: rider.id, deliveries: 1, tips: 30 });
    expect(mine.json().netPayable * 100).toBe(-(await balanceOf('rider_payable', rider.id)));
    expect((await call(ctx.app, 'GET', '/api/delivery/statements', { caller: owner })).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/admin/payouts', { caller: owner })).statusCode).toBe(403);
  });

  it('the admin closes the week, refuses a bad UTR changing nothing, and marks the payout paid', async () => {
    const week = indiaDate(startOfIndiaWeek(new Date()));
    const owed = -(await balanceOf('restaurant_payable', restaurantId));
    // Before closing, what the ledger owes shows as accruing (every payable balance, no payout yet).
    const payables = await sqlRows<{ paise: number; parties: number }>(
      db(),
      sql`select -sum(amount_paise)::int as paise, count(distinct party)::int as parties from ledger_entries
        where account in ('restaurant_payable', 'rider_payable')`,
    );
    const before = (await call(ctx.app, 'GET', '/api/admin/payouts', { caller: admin })).json();
    expect(before.accruing).toEqual({
      amount: (payables[0]?.paise ?? 0) / 100,
      parties: payables[0]?.parties,
    });
    expect(before.accruing.amount * 100).toBeGreaterThanOrEqual(owed);
    // Test payment mode: every share settled at once, none waiting.
    expect(before.transfers).toEqual({
      waiting: 0,
      waitingAmount: 0,
      reversing: 0,
      unlinkedRestaurants: 0,
      lastError: null,
    });
    const closed = await call(ctx.app, 'POST', '/api/admin/payouts/close-week', {
      caller: admin,
      body: { week },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const mine = closed.json().items.find((p: { party: string }) => p.party === restaurantId);
    expect(mine).toMatchObject({ partyKind: 'restaurant', status: 'owed', weekStart: week });
    expect(mine.amount * 100).toBeCloseTo(owed, 6);
    expect(closed.json().items.some((p: { party: string }) => p.party === rider.id)).toBe(true);
    // Closing again creates nothing more.
    const again = await call(ctx.app, 'POST', '/api/admin/payouts/close-week', {
      caller: admin,
      body: { week },
    });
    expect(again.json().created).toBe(0);

    const bad = await call(ctx.app, 'POST', `/api/admin/payouts/${mine.id}/paid`, {
      caller: admin,
      body: { utr: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(LEDGER_MESSAGES.badUtr);
    const [unchanged] = await db().select().from(payouts).where(eq(payouts.id, mine.id));
    expect(unchanged).toMatchObject({ status: 'owed', utr: null, paidAt: null });
    expect(await balanceOf('restaurant_payable', restaurantId)).toBe(-owed);

    const paid = await call(ctx.app, 'POST', `/api/admin/payouts/${mine.id}/paid`, {
      caller: admin,
      body: { utr: 'sbin123456789012' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', utr: 'SBIN123456789012' });
    expect(await balanceOf('restaurant_payable', restaurantId)).toBe(0);
    const twice = await call(ctx.app, 'POST', `/api/admin/payouts/${mine.id}/paid`, {
      caller: admin,
      body: { utr: 'SBIN123456789012' },
    });
    expect(twice.statusCode).toBe(409);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, mine.id), eq(auditLog.action, 'payout.paid')));
    expect(audit).toHaveLength(1);

    const list = await call(ctx.app, 'GET', '/api/admin/payouts?status=owed', { caller: admin });
    expect(list.json().items.some((p: { id: string }) => p.id === mine.id)).toBe(false);
    // Closed and paid: this restaurant's earnings no longer accrue.
    expect(list.json().accruing.amount * 100).toBeLessThanOrEqual(before.accruing.amount * 100 - owed);
    const statement = await call(ctx.app, 'GET', `/api/owner/statements?restaurantId=${restaurantId}`, {
      caller: owner,
    });
    expect(statement.json().payout).toMatchObject({ status: 'paid', utr: 'SBIN123456789012' });
  });

  it('the admin sets a restaurant’s commission within 0..10000 basis points', async () => {
    const [r] = await db().select().from(restaurants).where(eq(restaurants.id, restaurantId));
    const current = await call(ctx.app, 'GET', `/api/admin/restaurants/${restaurantId}`, { caller: admin });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().commissionBps).toBe(2000);
    const body = { ...current.json(), commissionBps: 10_001 };
    for (const k of ['_id', 'owner', 'rating', 'isActive', 'createdAt', 'gstin', 'fssaiLicence'])
      delete body[k];
    const bad = await call(ctx.app, 'PUT', `/api/admin/restaurants/${restaurantId}`, { caller: admin, body });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(LEDGER_MESSAGES.commissionRange);
    const good = await call(ctx.app, 'PUT', `/api/admin/restaurants/${restaurantId}`, {
      caller: admin,
      body: { ...body, commissionBps: 1500 },
    });
    expect(good.statusCode, good.body).toBe(200);
    const [after] = await db().select().from(restaurants).where(eq(restaurants.id, restaurantId));
    expect(after?.commissionBps).toBe(1500);
    expect(r?.commissionBps).toBe(2000);
  });

  it('the admin links a restaurant’s Razorpay account; a malformed id is refused in words and changes nothing', async () => {
    const path = `/api/admin/restaurants/${restaurantId}`;
    const current = (await call(ctx.app, 'GET', path, { caller: admin })).json();
    expect(current.razorpayAccountId).toBeNull();
    const body = { ...current };
    for (const k of ['_id', 'owner', 'rating', 'isActive', 'createdAt', 'gstin', 'fssaiLicence'])
      delete body[k];
    const bad = await call(ctx.app, 'PUT', path, {
      caller: admin,
      body: { ...body, razorpayAccountId: 'acc_short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(RAZORPAY_ACCOUNT_INVALID);
    const [unchanged] = await db().select().from(restaurants).where(eq(restaurants.id, restaurantId));
    expect(unchanged?.razorpayAccountId).toBeNull();

    const linked = await call(ctx.app, 'PUT', path, {
      caller: admin,
      body: { ...body, razorpayAccountId: ' acc_CPRsN1LkFccllA ' },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await call(ctx.app, 'GET', path, { caller: admin })).json().razorpayAccountId).toBe(
      'acc_CPRsN1LkFccllA',
    );
    // Sent again as read keeps it; '' clears it.
    const again = (await call(ctx.app, 'GET', path, { caller: admin })).json();
    for (const k of ['_id', 'owner', 'rating', 'isActive', 'createdAt', 'gstin', 'fssaiLicence'])
      delete again[k];
    expect((await call(ctx.app, 'PUT', path, { caller: admin, body: again })).statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'PUT', path, { caller: admin, body: { ...again, razorpayAccountId: '' } }))
        .statusCode,
    ).toBe(200);
    const [cleared] = await db().select().from(restaurants).where(eq(restaurants.id, restaurantId));
    expect(cleared?.razorpayAccountId).toBeNull();
  });
});

describe('cash on delivery (the posting functions the COD feature calls)', () => {
  it('cash collected puts the total in the rider’s hands; a deposit takes it back to the bank; replays post nothing', async () => {
    const placed = await placeOrder(ctx, customer, twoDosas({ tip: 20 }));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order._id as string;
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('no order');
    const cashBefore = await balanceOf('rider_cash_held', rider.id);
    for (let replay = 0; replay < 2; replay++)
      await db().transaction(async (tx) => {
        await postCashCollected(tx, row, rider.id, { commissionBps: 2000, discountFundedBy: null });
      });
    expect(await orderSums(id)).toEqual([{ event: 'cash_collected', total: 0, lines: 8 }]);
    expect(await balanceOf('rider_cash_held', rider.id)).toBe(cashBefore + row.totalPaise);
    // No Route transfer for cash.
    expect(await db().select().from(routeTransfers).where(eq(routeTransfers.orderId, id))).toEqual([]);

    const deposit = { depositId: crypto.randomUUID(), riderId: rider.id, amountPaise: row.totalPaise };
    expect(await db().transaction((tx) => postCashDeposited(tx, deposit))).toBe(true);
    expect(await db().transaction((tx) => postCashDeposited(tx, deposit))).toBe(false);
    expect(await balanceOf('rider_cash_held', rider.id)).toBe(cashBefore);
    const mine = (await call(ctx.app, 'GET', '/api/delivery/statements', { caller: rider })).json();
    expect(mine).toMatchObject({
      cashCollected: row.totalPaise / 100,
      cashDeposited: row.totalPaise / 100,
      cashToDeposit: 0,
    });
  });
});
