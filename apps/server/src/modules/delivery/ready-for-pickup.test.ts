import { DELIVERY_MESSAGES, type TOrder } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orders } from '../../db/schema/index.ts';

let ctx: TestContext;
let customer: Persona;
let owner: Persona;
let otherOwner: Persona;
let rider: Persona;
let admin: Persona;
let body: unknown;

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'owner');
  owner = mine.owner;
  otherOwner = (await createOwnerWithRestaurant(ctx, 'otherOwner')).owner;
  const { dosa } = await makeMenu(ctx, mine.restaurant.id);
  body = orderBody(mine.restaurant.id, [{ foodItemId: dosa.id, quantity: 1 }]);
  customer = await createPersona(ctx, 'customer');
  rider = await createPersona(ctx, 'deliveryPartner', 'rider');
  admin = await createPersona(ctx, 'admin');
});
afterAll(async () => ctx?.close());

const ready = (who: Persona, id: string) => call(ctx.app, 'POST', `/api/orders/${id}/ready`, { caller: who });
const accept = (id: string) =>
  call(ctx.app, 'POST', `/api/orders/${id}/status`, { caller: owner, body: { status: 'Preparing' } });
const rowOf = async (id: string) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('POST /api/orders/:id/ready', () => {
  it('records when the restaurant marked a Preparing order ready, without changing its status', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    await accept(id);
    const before = Date.now();
    const res = await ready(owner, id);
    expect(res.statusCode).toBe(200);
    const order = res.json() as TOrder;
    expect(order.status).toBe('Preparing');
    expect(order.statusHistory.map((h) => h.status)).toEqual(['AwaitingPayment', 'Processing', 'Preparing']);
    expect(Date.parse(order.readyAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // The customer reads it too (My Orders), and the stored row carries it.
    const seen = await call(ctx.app, 'GET', `/api/order/${id}`, { caller: customer });
    expect(seen.json().readyAt).toBe(order.readyAt);
    expect((await rowOf(id))?.readyAt?.toISOString()).toBe(order.readyAt);
  });

  it('marks it once: a second tap is a 409 and keeps the first time', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    await accept(id);
    const first = (await ready(owner, id)).json().readyAt;
    const again = await ready(admin, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(DELIVERY_MESSAGES.alreadyReady);
    expect((await rowOf(id))?.readyAt?.toISOString()).toBe(first);
  });

  it('is refused before the restaurant accepts (Processing), and changes nothing', async () => {
    const id = await placePaidOrder(ctx, customer, body);
    const res = await ready(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(DELIVERY_MESSAGES.readyOnlyWhilePreparing);
    const row = await rowOf(id);
    expect(row?.readyAt).toBeNull();
    expect(row?.status).toBe('Processing');
  });

  it("is the restaurant's (or an admin's) to say: another owner, a rider and the customer get 403", async () => {
    const id = await placePaidOrder(ctx, customer, body);
    await accept(id);
    for (const who of [otherOwner, rider, customer]) {
      const res = await ready(who, id);
      expect(res.statusCode).toBe(403);
    }
    expect((await ready(otherOwner, id)).json().error).toBe(DELIVERY_MESSAGES.readyOnlyOwnRestaurant);
    expect((await rowOf(id))?.readyAt).toBeNull();
    expect((await ready(admin, id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await ready(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ready(owner, 'nope')).statusCode).toBe(400);
  });
});
