import type { TPaymentVerifyInput } from '@app/shared';
import { foodItems } from '../src/db/schema/index.ts';
import { makeFoodItem } from '../src/db/seed/factories.ts';
import { call } from './http.ts';
import type { Persona } from './personas.ts';
import type { TestContext } from './test-app.ts';

export const DELIVERY_INFO = {
  name: 'Priya Raman',
  address: '12, 2nd Avenue, Anna Nagar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zip: '600040',
  phone: '9840012345',
};

/** A menu of three dishes for a restaurant: one with a priced option, one sold out. */
export async function makeMenu(ctx: TestContext, restaurantId: string) {
  const [dosa, coffee, soldOut] = await ctx.database.db
    .insert(foodItems)
    .values([
      makeFoodItem(restaurantId, { name: 'Ghee Roast Dosa', pricePaise: 14000 }),
      makeFoodItem(restaurantId, {
        name: 'Filter Coffee',
        category: 'Beverage',
        pricePaise: 4000,
        customizations: [{ name: 'Size', options: ['Regular', 'Large'], optionPricesPaise: [0, 2000] }],
      }),
      makeFoodItem(restaurantId, { name: 'Rava Kesari', category: 'Dessert', isAvailable: false }),
    ])
    .returning();
  if (!dosa || !coffee || !soldOut) throw new Error('menu insert failed');
  return { dosa, coffee, soldOut };
}

export function orderBody(restaurantId: string, items: unknown[], extra: Record<string, unknown> = {}) {
  return { restaurantId, items, deliveryInfo: DELIVERY_INFO, ...extra };
}

export async function placeOrder(ctx: TestContext, customer: Persona, body: unknown, key?: string) {
  return call(ctx.app, 'POST', '/api/orders', {
    caller: customer,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

/** Test payment mode's signed success for an order: what the checkout then sends to verify. */
export async function signTestPayment(ctx: TestContext, customer: Persona, orderId: string) {
  const res = await call(ctx.app, 'POST', `/api/orders/${orderId}/payment/test`, {
    caller: customer,
    body: { outcome: 'success' },
  });
  if (res.statusCode !== 200) throw new Error(`test payment failed: ${res.body}`);
  return res.json() as TPaymentVerifyInput;
}

/** Places and pays an order in test payment mode; returns the order id. */
export async function placePaidOrder(ctx: TestContext, customer: Persona, body: unknown): Promise<string> {
  const placed = await placeOrder(ctx, customer, body);
  if (placed.statusCode !== 201) throw new Error(`place failed: ${placed.body}`);
  const id = placed.json().order._id as string;
  const verified = await call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, {
    caller: customer,
    body: await signTestPayment(ctx, customer, id),
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return id;
}
