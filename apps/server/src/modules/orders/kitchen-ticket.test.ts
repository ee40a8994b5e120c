import { KITCHEN_MESSAGES, ORDER_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** The kitchen ticket (issue 26): printed once per order by whichever device asks first, again only by hand. */
let ctx: TestContext;
let owner: Persona;
let customer: Persona;
let body: unknown;

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'ticketOwner');
  owner = mine.owner;
  body = orderBody(mine.restaurant.id, [
    { foodItemId: (await makeMenu(ctx, mine.restaurant.id)).dosa.id, quantity: 1 },
  ]);
  customer = await createPersona(ctx, 'customer', 'ticketCustomer');
});
afterAll(async () => ctx?.close());

const claim = (who: Persona, id: string, reprint: boolean) =>
  call(ctx.app, 'POST', `/api/orders/${id}/ticket`, { caller: who, body: { reprint } });

describe('the kitchen ticket', () => {
  it('prints once for the first of two devices asking at once; a reprint by hand always prints', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const [a, b] = await Promise.all([claim(owner, id, false), claim(owner, id, false)]);
    expect([a.json().print, b.json().print].sort()).toEqual([false, true]);
    expect((await claim(owner, id, false)).json().print).toBe(false);
    const again = await claim(owner, id, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().print).toBe(true);
  });

  it('has no ticket for an order not paid yet, in words', async () => {
    const placed = await placeOrder(ctx, customer, body);
    const res = await claim(owner, placed.json().order._id, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(KITCHEN_MESSAGES.ticketNotPrintable);
  });

  it("is another restaurant's secret: its owner gets not found; a bad body is a 400 in words", async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const other = await createOwnerWithRestaurant(ctx, 'ticketOther');
    const res = await claim(other.owner, id, true);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(ORDER_MESSAGES.orderNotFound);
    const bad = await call(ctx.app, 'POST', `/api/orders/${id}/ticket`, {
      caller: owner,
      body: { reprint: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('must be true or false');
    // Nothing was recorded by either: the first real ask still prints.
    expect((await claim(owner, id, false)).json().print).toBe(true);
  });
});
