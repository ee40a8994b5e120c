import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodItems, restaurants } from '../src/db/schema/index.ts';
import { makeFoodItem, makeRestaurant } from '../src/db/seed/factories.ts';
import { call } from './http.ts';
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
};

type Case = {
  request: (w: World) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };
  expect: Expect;
};

const all = (status: number): Expect =>
  Object.fromEntries(PERSONAS.map((p) => [p, status])) as Expect;
const signedIn = (status: number): Expect => ({ ...all(status), anonymous: 401 });
const adminOnly = (status: number): Expect => ({ ...all(403), anonymous: 401, admin: status });
const customerOrAdmin = (status: number): Expect => ({ ...adminOnly(status), customer: status });

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
  'GET /api/client-config': { request: () => ({ method: 'GET', url: '/api/client-config' }), expect: all(200) },
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
  'GET /api/View-all-users': { request: () => ({ method: 'GET', url: '/api/View-all-users' }), expect: adminOnly(200) },
  'GET /api/favorites': { request: () => ({ method: 'GET', url: '/api/favorites' }), expect: signedIn(200) },
  'PUT /api/favorites': {
    request: (w) => ({ method: 'PUT', url: '/api/favorites', body: { restaurantIds: [w.restaurantId] } }),
    expect: signedIn(200),
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

beforeAll(async () => {
  ctx = await createTestApp();
  const { owner, restaurant } = await createOwnerWithRestaurant(ctx, 'owner');
  const { owner: otherOwner } = await createOwnerWithRestaurant(ctx, 'otherOwner');
  await ctx.database.db.insert(foodItems).values(makeFoodItem(restaurant.id, { name: 'Plain Dosa' }));
  await ctx.database.db.insert(restaurants).values(makeRestaurant({ name: 'Unowned Mess' }));
  world = {
    restaurantId: restaurant.id,
    people: {
      customer: await createPersona(ctx, 'customer'),
      otherCustomer: await createPersona(ctx, 'customer', 'otherCustomer'),
      owner,
      otherOwner,
      rider: await createPersona(ctx, 'deliveryPartner', 'rider'),
      admin: await createPersona(ctx, 'admin'),
    },
  };
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
        const { method, url, body } = testCase.request(world);
        const res = await call(ctx.app, method, url, { caller, body });
        got[persona] = res.statusCode;
      }
      expect(got).toEqual(testCase.expect);
    });
  }
});
