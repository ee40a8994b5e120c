import { ORDER_MESSAGES, type TDeliveryHistory, TIP_MESSAGES, type TOrder } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOrder } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { ledgerEntries, orders, tipPayments } from '../../db/schema/index.ts';
import { sqlRows } from '../../lib/india-days.ts';

/**
 * A tip after delivery (decision 045): opened like a payment, paid once through the same signature
 * check, all of it the rider's; refused before delivery, twice, above ₹500 with the checkout's tip,
 * or for someone else's order, with nothing written.
 */
let ctx: TestContext;
let owner: Persona;
let customer: Persona;
let rider: Persona;
let restaurantId: string;
let menu: Awaited<ReturnType<typeof makeMenu>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const made = await createOwnerWithRestaurant(ctx, 'tipOwner');
  owner = made.owner;
  restaurantId = made.restaurant.id;
  menu = await makeMenu(ctx, restaurantId);
  customer = await createPersona(ctx, 'customer', 'tipCustomer');
  rider = await createPersona(ctx, 'deliveryPartner', 'tipRider');
});
afterAll(async () => ctx?.close());

const paidOrder = (extra: Record<string, unknown> = {}) =>
  placePaidOrder(ctx, customer, orderBody(restaurantId, [{ foodItemId: menu.dosa.id, quantity: 1 }], extra));
const tip = (who: Persona, id: string, amount: unknown) =>
  call(ctx.app, 'POST', `/api/orders/${id}/tip`, { caller: who, body: { tip: amount } });
const tipRow = async (id: string) =>
  (await ctx.database.db.select().from(tipPayments).where(eq(tipPayments.orderId, id)))[0];
const lateTipOf = async (id: string) =>
  (await ctx.database.db.select({ p: orders.lateTipPaise }).from(orders).where(eq(orders.id, id)))[0]?.p;

/** The test sheet's "Succeed", then the signed result verified, as the browser does. */
async function payTip(who: Persona, id: string) {
  const signed = await call(ctx.app, 'POST', `/api/orders/${id}/tip/test`, {
    caller: who,
    body: { outcome: 'success' },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return call(ctx.app, 'POST', `/api/orders/${id}/tip/verify`, { caller: who, body: signed.json() });
}

describe('a tip after delivery', () => {
  it('is refused before the order is delivered, in words, and nothing is opened', async () => {
    const id = await paidOrder();
    const res = await tip(customer, id, 30);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TIP_MESSAGES.notDelivered);
    expect(await tipRow(id)).toBeUndefined();
  });

  it('is paid once, shows on the order and in the rider earnings, and a second tip is refused', async () => {
    const id = await paidOrder({ tip: 20 });
    await deliverOrder(ctx, owner, rider, id);
    const before = (
      await call(ctx.app, 'GET', '/api/delivery/history', { caller: rider })
    ).json() as TDeliveryHistory;

    const opened = await tip(customer, id, 50);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().payment).toMatchObject({ mode: 'test', amount: 5000, currency: 'INR' });

    const paid = await payTip(customer, id);
    expect(paid.statusCode, paid.body).toBe(200);
    const order = paid.json() as TOrder;
    expect(order.tipAfterDelivery).toBe(50);
    // Outside the bill: the invoice's total and its tip line are what was paid at checkout.
    expect(order.bill.tip).toBe(20);
    expect(await lateTipOf(id)).toBe(5000);

    const after = (
      await call(ctx.app, 'GET', '/api/delivery/history', { caller: rider })
    ).json() as TDeliveryHistory;
    expect(after.today.tips).toBe(before.today.tips + 50);
    expect(after.today.earnings).toBe(before.today.earnings + 50);
    expect(after.deliveries.find((d) => d._id === id)?.tip).toBe(70);
    // In the ledger, balanced, once (decision 048).
    const posted = await sqlRows<{ total: number; lines: number }>(
      ctx.database.db,
      sql`select sum(amount_paise)::int as total, count(*)::int as lines from ${ledgerEntries}
        where order_id = ${id} and event = 'late_tip_paid'`,
    );
    expect(posted).toEqual([{ total: 0, lines: 2 }]);

    // Verifying the same result again changes nothing; a second tip is refused in words.
    const again = await tip(customer, id, 20);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TIP_MESSAGES.alreadyGiven);
    expect(await lateTipOf(id)).toBe(5000);
  });

  it('is refused above ₹500 with the checkout tip, below ₹1, for another customer, with nothing opened', async () => {
    const id = await paidOrder({ tip: 480 });
    await deliverOrder(ctx, owner, rider, id);
    const over = await tip(customer, id, 30);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(TIP_MESSAGES.overLimit);
    const zero = await tip(customer, id, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toBe('tip: must be at least ₹1');
    const stranger = await createPersona(ctx, 'customer', 'tipStranger');
    expect((await tip(stranger, id, 10)).statusCode).toBe(404);
    expect((await tip(rider, id, 10)).statusCode).toBe(403);
    expect(await tipRow(id)).toBeUndefined();
  });

  it('refuses a result signed for another provider order, and pays nothing', async () => {
    const id = await paidOrder();
    await deliverOrder(ctx, owner, rider, id);
    expect((await tip(customer, id, 25)).statusCode).toBe(200);
    const res = await call(ctx.app, 'POST', `/api/orders/${id}/tip/verify`, {
      caller: customer,
      body: { razorpay_order_id: 'order_other', razorpay_payment_id: 'pay_x', razorpay_signature: 'f00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ORDER_MESSAGES.paymentSignatureInvalid);
    expect(await lateTipOf(id)).toBe(0);
    expect((await tipRow(id))?.paidAt).toBeNull();
  });
});
