import { RELIABILITY_MESSAGES } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, orders, user } from '../src/db/schema/index.ts';
import { call } from './http.ts';
import { DELIVERY_INFO, makeMenu, orderBody } from './order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let customer: Persona;
let restaurantId: string;
let dishId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const { restaurant } = await createOwnerWithRestaurant(ctx);
  restaurantId = restaurant.id;
  dishId = (await makeMenu(ctx, restaurantId)).coffee.id;
  customer = await createPersona(ctx, 'customer', 'Priya');
});
afterAll(async () => ctx?.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const message = RELIABILITY_MESSAGES.invalidCharacters(field);
  expect(res.json()).toMatchObject({ error: message, message, code: 'BAD_REQUEST' });
}

describe('text PostgreSQL cannot store is a 400 naming the field, never a 500', () => {
  it.each([
    ['/api/search?q=a%00b', 'q'],
    ['/api/search/suggestions?q=a%00b', 'q'],
    ['/api/restaurants?q=a%00b', 'q'],
  ])('GET %s', async (url, field) => {
    expectRefused(await call(ctx.app, 'GET', url, { caller: customer }), field);
  });

  it('in a contact message, storing nothing', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(contactMessages))[0]?.n;
    const res = await call(ctx.app, 'POST', '/api/contact-messages', {
      body: { name: 'Priya', email: 'priya@example.com', subject: NUL, message: 'Hello' },
    });
    expectRefused(res, 'subject');
    expect((await ctx.database.db.select({ n: count() }).from(contactMessages))[0]?.n).toBe(before);
  });

  it('in an order (NUL and an unpaired surrogate, which jsonb refuses), placing nothing', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(orders))[0]?.n;
    for (const bad of [NUL, LONE_SURROGATE]) {
      const res = await call(ctx.app, 'POST', '/api/orders', {
        caller: customer,
        body: orderBody(restaurantId, [{ foodItemId: dishId, quantity: 1 }], {
          deliveryInfo: { ...DELIVERY_INFO, name: bad },
        }),
      });
      expectRefused(res, 'deliveryInfo.name');
    }
    expect((await ctx.database.db.select({ n: count() }).from(orders))[0]?.n).toBe(before);
  });

  it('in a cart option group, in a review, in a profile', async () => {
    expectRefused(
      await call(ctx.app, 'PUT', '/api/cart', {
        caller: customer,
        body: {
          restaurantId,
          lines: [{ foodItemId: dishId, quantity: 1, options: [{ group: NUL, option: 'Large' }] }],
        },
      }),
      'lines.0.options.0.group',
    );
    expectRefused(
      await call(ctx.app, 'POST', '/api/reviews', {
        caller: customer,
        body: { orderId: restaurantId, rating: 5, comment: NUL },
      }),
      'comment',
    );
    expectRefused(
      await call(ctx.app, 'POST', '/api/add-user', {
        caller: customer,
        body: {
          name: NUL,
          phone: '9840012345',
          profileImage: 'avatar1',
          addresses: [{ label: 'Home', street: 'x', city: 'Chennai', pincode: '600040' }],
        },
      }),
      'name',
    );
  });

  it("in better-auth's routes (update-user, revoke-session), changing nothing", async () => {
    expectRefused(
      await call(ctx.app, 'POST', '/api/auth/update-user', { caller: customer, body: { name: NUL } }),
      'name',
    );
    expectRefused(
      await call(ctx.app, 'POST', '/api/auth/revoke-session', { caller: customer, body: { token: NUL } }),
      'token',
    );
    const [row] = await ctx.database.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, customer.id));
    expect(row?.name).toBe('Priya');
  });

  it('in an object key', async () => {
    const res = await call(ctx.app, 'POST', '/api/contact-messages', {
      body: { name: 'Priya', email: 'priya@example.com', subject: 'Hi', message: 'Hello', [NUL]: 1 },
    });
    expectRefused(res, 'body');
  });
});

describe('a deeply nested JSON body is a 400, never a stack overflow', () => {
  const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
  it.each([
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/update-user',
    '/api/contact-messages',
  ])('POST %s', async (url) => {
    for (const payload of [deepArray, deepObject]) {
      const res = await call(ctx.app, 'POST', url, {
        caller: customer,
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: RELIABILITY_MESSAGES.tooDeeplyNested,
        message: RELIABILITY_MESSAGES.tooDeeplyNested,
      });
    }
  });
});

describe('a POST to better-auth without a body is a 400 naming the fields, never a 500', () => {
  it.each(['/api/auth/sign-up/email', '/api/auth/sign-in/email'])('POST %s', async (url) => {
    const users = await ctx.database.db.select({ n: count() }).from(user);
    const res = await call(ctx.app, 'POST', url);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: string }).error).toContain('[body.email] is required');
    expect(await ctx.database.db.select({ n: count() }).from(user)).toEqual(users);
  });
});
