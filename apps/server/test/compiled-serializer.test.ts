import type { TRole } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './http.ts';
import { makeMenu, orderBody, placePaidOrder } from './order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Production writes responses with serializers compiled from the response schemas, without
 * validating them (plugins/compiled-serializer.ts); every other test runs the validating zod
 * serializer. Two instances on one database, one of each: every GET route without path
 * parameters, and the ones listed with them, answers the same JSON for every role allowed to call it.
 */
let validating: TestContext;
let compiled: TestContext;
const callers = {} as Record<TRole, Persona>;
let ids: Record<string, string>;

beforeAll(async () => {
  validating = await createTestApp({ PUBLIC_READ_CACHE_MS: '0' });
  compiled = await createTestApp(
    { PUBLIC_READ_CACHE_MS: '0' },
    { database: validating.database, compiledResponses: true },
  );
  const { owner, restaurant } = await createOwnerWithRestaurant(validating, 'Serializer');
  const { dosa, coffee } = await makeMenu(validating, restaurant.id);
  callers.restaurantOwner = owner;
  callers.customer = await createPersona(validating, 'customer');
  callers.deliveryPartner = await createPersona(validating, 'deliveryPartner');
  callers.admin = await createPersona(validating, 'admin');
  const orderId = await placePaidOrder(
    validating,
    callers.customer,
    orderBody(restaurant.id, [
      { foodItemId: dosa.id, quantity: 2, options: [] },
      { foodItemId: coffee.id, quantity: 1, options: [{ group: 'Size', option: 'Large' }] },
    ]),
  );
  ids = { restaurant: restaurant.id, order: orderId, dish: dosa.id };
});
afterAll(async () => {
  await compiled.close();
  await validating.close();
});

/** GET routes with path parameters, filled with the ids made above. */
const WITH_PARAMS: Record<string, () => string> = {
  '/api/restaurants/:id': () => `/api/restaurants/${ids.restaurant}`,
  '/api/restaurants/:id/reviews': () => `/api/restaurants/${ids.restaurant}/reviews`,
  '/api/order/:orderId': () => `/api/order/${ids.order}`,
  '/api/orders/:id/payment': () => `/api/orders/${ids.order}/payment`,
  '/api/owner/restaurants/:id': () => `/api/owner/restaurants/${ids.restaurant}`,
  '/api/owner/food-items/:id': () => `/api/owner/food-items/${ids.dish}`,
  '/api/admin/orders/:id': () => `/api/admin/orders/${ids.order}`,
  '/api/admin/restaurants/:id': () => `/api/admin/restaurants/${ids.restaurant}`,
};
/** Event streams never end; the rest answer JSON. */
const STREAMS = new Set(['/api/orders/events']);
const QUERIES: Record<string, string> = {
  '/api/food-items-by-restaurant': '?restaurantId=',
  '/api/search': '?q=veg+dosa+under+250',
  '/api/search/suggestions': '?q=do',
};

function urlOf(path: string): string | null {
  if (path.includes(':')) return WITH_PARAMS[path]?.() ?? null;
  const query = QUERIES[path];
  if (query === '?restaurantId=') return `${path}${query}${ids.restaurant}`;
  return `${path}${query ?? ''}`;
}

describe('compiled response serializers', () => {
  it('write the same JSON as the validating serializer on every readable route', async () => {
    const gets = validating.app.apiRoutes.filter((r) => r.key.startsWith('GET '));
    let compared = 0;
    for (const route of gets) {
      const path = route.key.slice(4);
      const url = STREAMS.has(path) ? null : urlOf(path);
      if (!url) continue;
      const roles: (TRole | null)[] =
        route.access === 'public'
          ? [null, 'customer', 'admin']
          : route.access === 'signedIn'
            ? ['customer', 'admin']
            : [...route.access];
      for (const role of roles) {
        const caller = role ? callers[role] : undefined;
        const a = await call(validating.app, 'GET', url, { caller });
        if (a.statusCode !== 200 || !String(a.headers['content-type']).includes('json')) continue;
        const b = await call(compiled.app, 'GET', url, { caller });
        expect(b.statusCode, `${url} as ${role}`).toBe(200);
        expect(b.json(), `${url} as ${role}`).toEqual(a.json());
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('write the same error bodies', async () => {
    const url = '/api/restaurants/00000000-0000-4000-8000-000000000000';
    const a = await call(validating.app, 'GET', url);
    const b = await call(compiled.app, 'GET', url);
    expect([a.statusCode, b.statusCode]).toEqual([404, 404]);
    expect({ ...b.json(), requestId: 'x' }).toEqual({ ...a.json(), requestId: 'x' });
  });
});
