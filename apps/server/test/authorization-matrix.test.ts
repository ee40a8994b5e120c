import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodItems, restaurants } from '../src/db/schema/index.ts';
import { makeFoodItem, makeRestaurant } from '../src/db/seed/factories.ts';
import { call, ORIGIN } from './http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from './order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Every /api route, called by every kind of caller, with the status each must get. A route that
 * the app registers but this table does not list fails the first test: a new route cannot ship
 * without someone deciding who may call it.
 */
const PERSONAS = ['anonymous', 'customer', 'otherCustomer', 'owner', 'otherOwner', 'rider', 'admin'] as const;
type PersonaName = (typeof PERSONAS)[number];
type Expect = Record<PersonaName, number>;

type World = {
  people: Record<Exclude<PersonaName, 'anonymous'>, Persona>;
  restaurantId: string;
  dishId: string;
  /** A new order of `customer` from `owner`'s restaurant, in the given state. */
  freshOrder(state: 'unpaid' | 'paid' | 'delivered'): Promise<string>;
};

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };
type Case = {
  request: (w: World) => Request | Promise<Request>;
  expect: Expect;
  /** A Server-Sent Events stream: checked over a real connection, since it never ends by itself. */
  stream?: boolean;
};

const all = (status: number): Expect => Object.fromEntries(PERSONAS.map((p) => [p, status])) as Expect;
const signedIn = (status: number): Expect => ({ ...all(status), anonymous: 401 });
const adminOnly = (status: number): Expect => ({ ...all(403), anonymous: 401, admin: status });
const customerOrAdmin = (status: number): Expect => ({ ...adminOnly(status), customer: status });
const customersOnly = (status: number): Expect => ({
  ...all(403),
  anonymous: 401,
  customer: status,
  otherCustomer: status,
});

const validProfile = {
  name: 'Meena',
  phone: '98400 11111',
  profileImage: '/images/avatars/2.svg',
  addresses: [{ label: 'Home', street: '4, Lake View Road', city: 'Chennai', pincode: '600033' }],
};

const MATRIX: Record<string, Case> = {
  'GET /api/restaurants': { request: () => ({ method: 'GET', url: '/api/restaurants' }), expect: all(200) },
  'GET /api/restaurants/:id': {
    request: (w) => ({ method: 'GET', url: `/api/restaurants/${w.restaurantId}` }),
    expect: all(200),
  },
  'GET /api/food-items-by-restaurant': {
    request: (w) => ({ method: 'GET', url: `/api/food-items-by-restaurant?restaurantId=${w.restaurantId}` }),
    expect: all(200),
  },
  'GET /api/food-items': { request: () => ({ method: 'GET', url: '/api/food-items' }), expect: all(200) },
  'GET /api/search': { request: () => ({ method: 'GET', url: '/api/search?q=dosa' }), expect: all(200) },
  'GET /api/search/suggestions': {
    request: () => ({ method: 'GET', url: '/api/search/suggestions?q=do' }),
    expect: all(200),
  },
  'POST /api/contact-messages': {
    request: () => ({
      method: 'POST',
      url: '/api/contact-messages',
      body: { name: 'Ravi', email: 'ravi@example.com', subject: 'Hello', message: 'Great food!' },
    }),
    expect: all(201),
  },
  'GET /api/client-config': {
    request: () => ({ method: 'GET', url: '/api/client-config' }),
    expect: all(200),
  },
  'GET /api/session': { request: () => ({ method: 'GET', url: '/api/session' }), expect: all(200) },
  'POST /api/add-user': {
    request: () => ({ method: 'POST', url: '/api/add-user', body: validProfile }),
    expect: signedIn(200),
  },
  'GET /api/users/get-user-type': {
    request: (w) => ({ method: 'GET', url: `/api/users/get-user-type?email=${w.people.customer.email}` }),
    expect: customerOrAdmin(200),
  },
  'GET /api/users/:id': {
    request: (w) => ({ method: 'GET', url: `/api/users/${w.people.customer.id}` }),
    expect: customerOrAdmin(200),
  },
  'GET /api/View-all-users': {
    request: () => ({ method: 'GET', url: '/api/View-all-users' }),
    expect: adminOnly(200),
  },
  'GET /api/favorites': { request: () => ({ method: 'GET', url: '/api/favorites' }), expect: signedIn(200) },
  'PUT /api/favorites': {
    request: (w) => ({ method: 'PUT', url: '/api/favorites', body: { restaurantIds: [w.restaurantId] } }),
    expect: signedIn(200),
  },
  'GET /api/cart': { request: () => ({ method: 'GET', url: '/api/cart' }), expect: customersOnly(200) },
  'PUT /api/cart': {
    request: (w) => ({
      method: 'PUT',
      url: '/api/cart',
      body: { restaurantId: w.restaurantId, lines: [{ foodItemId: w.dishId, quantity: 1, options: [] }] },
    }),
    expect: customersOnly(200),
  },
  'POST /api/orders': {
    request: (w) => ({
      method: 'POST',
      url: '/api/orders',
      body: orderBody(w.restaurantId, [{ foodItemId: w.dishId, quantity: 1 }]),
    }),
    expect: customersOnly(201),
  },
  'GET /api/orders': { request: () => ({ method: 'GET', url: '/api/orders' }), expect: signedIn(200) },
  'GET /api/order/:orderId': {
    request: async (w) => ({ method: 'GET', url: `/api/order/${await w.freshOrder('paid')}` }),
    expect: { ...signedIn(403), customer: 200, owner: 200, admin: 200 },
  },
  'POST /api/orders/:id/status': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('paid')}/status`,
      body: { status: 'Preparing' },
    }),
    expect: { ...signedIn(403), owner: 200, admin: 200 },
  },
  'POST /api/orders/:id/payment/verify': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('unpaid')}/payment/verify`,
      body: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'forged' },
    }),
    expect: { ...customersOnly(404), customer: 400 },
  },
  'GET /api/orders/:id/payment': {
    request: async (w) => ({ method: 'GET', url: `/api/orders/${await w.freshOrder('unpaid')}/payment` }),
    // The other customer gets 404: someone else's order does not exist for them.
    expect: { ...customersOnly(404), customer: 200 },
  },
  'POST /api/orders/:id/payment/test': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('unpaid')}/payment/test`,
      body: { outcome: 'success' },
    }),
    expect: { ...customersOnly(404), customer: 200 },
  },
  'GET /api/orders/events': {
    request: () => ({ method: 'GET', url: '/api/orders/events' }),
    expect: signedIn(200),
    stream: true,
  },
  'POST /api/payments/razorpay/webhook': {
    request: () => ({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      body: { event: 'payment.captured' },
    }),
    expect: all(404), // test payment mode: no webhook secret, so no webhook
  },
  'POST /api/reviews': {
    request: async (w) => ({
      method: 'POST',
      url: '/api/reviews',
      body: { orderId: await w.freshOrder('delivered'), rating: 5, comment: 'Lovely' },
    }),
    expect: { ...customersOnly(403), customer: 201 },
  },
  // better-auth's own endpoints: public by route, each checks its own session (anonymous gets null).
  'GET /api/auth/*': { request: () => ({ method: 'GET', url: '/api/auth/get-session' }), expect: all(200) },
  'POST /api/auth/*': {
    request: (w) => ({
      method: 'POST',
      url: '/api/auth/admin/set-user-password',
      body: { userId: w.people.otherCustomer.id, newPassword: 'admin-chosen-password' },
    }),
    expect: { ...all(403), anonymous: 401, admin: 200 },
  },
  'POST /api/auth/sign-in/email': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'nobody@example.com', password: 'wrong-password' },
    }),
    expect: all(401),
  },
  'POST /api/auth/sign-up/email': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { email: 'bad-email', password: 'long-enough-pw', name: 'x' },
    }),
    expect: all(400),
  },
  'POST /api/auth/request-password-reset': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    }),
    expect: all(200),
  },
  'POST /api/auth/reset-password': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: 'not-a-real-token', newPassword: 'long-enough-pw' },
    }),
    expect: all(400),
  },
};

let ctx: TestContext;
let world: World;
let baseUrl: string;

/** Opens the stream for real and reports its status, then hangs up. */
async function streamStatus(url: string, caller: Persona | { ip: string }): Promise<number> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${url}`, {
    headers: 'cookie' in caller && caller.cookie ? { cookie: caller.cookie, origin: ORIGIN } : {},
    signal: controller.signal,
  });
  controller.abort();
  return res.status;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const { owner, restaurant } = await createOwnerWithRestaurant(ctx, 'owner');
  const { owner: otherOwner } = await createOwnerWithRestaurant(ctx, 'otherOwner');
  const { dosa } = await makeMenu(ctx, restaurant.id);
  await ctx.database.db.insert(foodItems).values(makeFoodItem(restaurant.id, { name: 'Plain Dosa' }));
  await ctx.database.db.insert(restaurants).values(makeRestaurant({ name: 'Unowned Mess' }));
  const people = {
    customer: await createPersona(ctx, 'customer'),
    otherCustomer: await createPersona(ctx, 'customer', 'otherCustomer'),
    owner,
    otherOwner,
    rider: await createPersona(ctx, 'deliveryPartner', 'rider'),
    admin: await createPersona(ctx, 'admin'),
  };
  const body = orderBody(restaurant.id, [{ foodItemId: dosa.id, quantity: 1 }]);
  world = {
    restaurantId: restaurant.id,
    dishId: dosa.id,
    people,
    async freshOrder(state) {
      if (state === 'unpaid') return (await placeOrder(ctx, people.customer, body)).json().order._id;
      const id = await placePaidOrder(ctx, people.customer, body);
      if (state === 'delivered') {
        for (const [who, status] of [
          [people.owner, 'Preparing'],
          [people.rider, 'On the way'],
          [people.rider, 'Delivered'],
        ] as const) {
          await call(ctx.app, 'POST', `/api/orders/${id}/status`, { caller: who, body: { status } });
        }
      }
      return id;
    },
  };
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => ctx?.close());

describe('authorization matrix', () => {
  it('lists every /api route the app registers, and nothing else', () => {
    const registered = [...new Set(ctx.app.apiRoutes.map((r) => r.key))].sort();
    expect(registered).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, testCase] of Object.entries(MATRIX)) {
    it(`${route}`, async () => {
      const got: Partial<Expect> = {};
      for (const persona of PERSONAS) {
        const caller = persona === 'anonymous' ? { ip: '192.0.2.200' } : world.people[persona];
        const { method, url, body } = await testCase.request(world);
        got[persona] = testCase.stream
          ? await streamStatus(url, caller)
          : (await call(ctx.app, method, url, { caller, body })).statusCode;
      }
      expect(got).toEqual(testCase.expect);
    });
  }
});
