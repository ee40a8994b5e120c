import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/index.ts';
import { call } from './http.ts';
import type { Persona } from './personas.ts';
import type { TestContext } from './test-app.ts';

async function expectOk(what: string, res: { statusCode: number; body: string }) {
  if (res.statusCode >= 300) throw new Error(`${what} failed (${res.statusCode}): ${res.body}`);
}

export const goOnDuty = (ctx: TestContext, rider: Persona, onDuty = true) =>
  call(ctx.app, 'PUT', '/api/delivery/duty', { caller: rider, body: { onDuty } });

/** A paid order through the restaurant: accepted (Preparing) and marked ready for pickup. */
export async function makeReady(ctx: TestContext, owner: Persona, orderId: string) {
  await expectOk(
    'accept',
    await call(ctx.app, 'POST', `/api/orders/${orderId}/status`, {
      caller: owner,
      body: { status: 'Preparing' },
    }),
  );
  await expectOk('ready', await call(ctx.app, 'POST', `/api/orders/${orderId}/ready`, { caller: owner }));
}

/** A ready order taken by the rider (on duty) and picked up: On the way. */
export async function pickUp(ctx: TestContext, rider: Persona, orderId: string) {
  await expectOk('duty', await goOnDuty(ctx, rider));
  await expectOk('accept', await call(ctx.app, 'POST', `/api/orders/${orderId}/accept`, { caller: rider }));
  await expectOk(
    'pick up',
    await call(ctx.app, 'POST', `/api/orders/${orderId}/status`, {
      caller: rider,
      body: { status: 'On the way' },
    }),
  );
}

/** The doorstep code, read from the database (the customer reads it on My Orders). */
export async function deliveryCodeOf(ctx: TestContext, orderId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ code: orders.deliveryCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row?.code) throw new Error('no delivery code');
  return row.code;
}

/** Paid order -> Preparing -> ready -> accepted -> On the way -> Delivered with the right code. */
export async function deliverOrder(ctx: TestContext, owner: Persona, rider: Persona, orderId: string) {
  await makeReady(ctx, owner, orderId);
  await pickUp(ctx, rider, orderId);
  await expectOk(
    'deliver',
    await call(ctx.app, 'POST', `/api/orders/${orderId}/status`, {
      caller: rider,
      body: { status: 'Delivered', deliveryCode: await deliveryCodeOf(ctx, orderId) },
    }),
  );
}
