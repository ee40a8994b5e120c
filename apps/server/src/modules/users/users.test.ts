import { MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let customer: Persona;
let restaurantId: string;
let dishId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const { restaurant } = await createOwnerWithRestaurant(ctx);
  restaurantId = restaurant.id;
  dishId = (await makeMenu(ctx, restaurantId)).dosa.id;
  customer = await createPersona(ctx, 'customer', 'Profile Person');
});
afterAll(async () => ctx?.close());

const me = async (who: Persona) => (await call(ctx.app, 'GET', '/api/session', { caller: who })).json().user;

const validProfile = {
  name: '  Meena Krishnan ',
  phone: '98400 11111',
  profileImage: '/images/avatars/2.svg',
  addresses: [{ label: 'Home', street: '4, Lake View Road', city: 'Chennai', pincode: '600033' }],
  favorites: { desserts: ['Payasam', ''], fastFood: [], mainCourse: ['Biryani'] },
};

describe('POST /api/add-user (complete my profile)', () => {
  it.each([
    ['a blank name', { name: '   ' }],
    ['a blank phone', { phone: '' }],
    ['no avatar', { profileImage: '' }],
    ['an avatar that is not offered', { profileImage: 'https://evil.example/x.png' }],
    ['no address', { addresses: [] }],
    [
      'an address with a blank pincode',
      { addresses: [{ label: 'Home', street: 'x', city: 'Chennai', pincode: ' ' }] },
    ],
    ['a role other than customer', { role: 'admin' }],
  ])('refuses %s with the spec message and changes nothing', async (_case, override) => {
    const before = await me(customer);
    const res = await call(ctx.app, 'POST', '/api/add-user', {
      caller: customer,
      body: { ...validProfile, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(MESSAGES.profileInvalid);
    expect(await me(customer)).toEqual(before);
  });

  it('saves the profile of the signed-in user only, trimmed, and marks it complete', async () => {
    const other = await createPersona(ctx, 'customer', 'Someone Else');
    const res = await call(ctx.app, 'POST', '/api/add-user', {
      caller: customer,
      body: { ...validProfile, email: other.email, userId: other.id },
    });
    expect(res.statusCode).toBe(200);
    const saved = await me(customer);
    expect(saved).toMatchObject({
      email: customer.email,
      name: 'Meena Krishnan',
      role: 'customer',
      profileCompleted: true,
      favorites: { desserts: ['Payasam'], fastFood: [], mainCourse: ['Biryani'] },
    });
    expect((await me(other)).profileCompleted).toBe(true); // personas start complete; untouched
    expect((await me(other)).name).toBe('Someone Else');
  });

  it.each([
    ['restaurantOwner', 'admin'],
    ['deliveryPartner', 'admin'],
    ['restaurantOwner', 'customer'],
    ['customer', 'restaurantOwner'],
  ] as const)('never lets a %s make themself %s here', async (role, asked) => {
    const who = await createPersona(ctx, role);
    const before = await me(who);
    const res = await call(ctx.app, 'POST', '/api/add-user', {
      caller: who,
      body: { ...validProfile, role: asked },
    });
    // "customer" in the body is the spec's own field and has no effect; any other role is refused.
    expect(res.statusCode).toBe(asked === 'customer' ? 200 : 400);
    expect((await me(who)).role).toBe(before.role);
  });

  it('asks an owner or a rider for no address nor favourite foods, and keeps what they hold', async () => {
    for (const role of ['restaurantOwner', 'deliveryPartner'] as const) {
      const who = await createPersona(ctx, role);
      const before = await me(who);
      const res = await call(ctx.app, 'POST', '/api/add-user', {
        caller: who,
        body: { name: 'Ravi Kumar', phone: '98400 22222', profileImage: '/images/avatars/1.svg' },
      });
      expect(res.statusCode).toBe(200);
      const saved = await me(who);
      expect(saved).toMatchObject({ name: 'Ravi Kumar', phone: '98400 22222', role, profileCompleted: true });
      expect(saved.addresses).toEqual(before.addresses);
      expect(saved.favorites).toEqual(before.favorites);
    }
  });
});

describe('favourites', () => {
  it('replaces the set, drops unknown restaurants, and refuses malformed ids keeping the old set', async () => {
    const put = (ids: string[]) =>
      call(ctx.app, 'PUT', '/api/favorites', { caller: customer, body: { restaurantIds: ids } });
    const saved = await put([restaurantId, '00000000-0000-4000-8000-000000000009']);
    expect(saved.json()).toEqual([restaurantId]);
    const bad = await put(['not-an-id']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('restaurantIds.0: must be a valid id');
    expect((await call(ctx.app, 'GET', '/api/favorites', { caller: customer })).json()).toEqual([
      restaurantId,
    ]);
  });
});

describe('cart', () => {
  it('keeps the cart on the account, and refuses bad carts keeping the old one', async () => {
    const cart = { restaurantId, lines: [{ foodItemId: dishId, quantity: 2, options: [] }] };
    expect((await call(ctx.app, 'PUT', '/api/cart', { caller: customer, body: cart })).statusCode).toBe(200);
    for (const [body, message] of [
      [
        { restaurantId: '00000000-0000-4000-8000-000000000009', lines: cart.lines },
        MESSAGES.restaurantNotFound,
      ],
      [
        { restaurantId, lines: [{ foodItemId: dishId, quantity: 0, options: [] }] },
        'lines.0.quantity: must be between 1 and 50',
      ],
      [{ restaurantId: null, lines: cart.lines }, 'restaurantId: is required'],
    ] as const) {
      const res = await call(ctx.app, 'PUT', '/api/cart', { caller: customer, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await call(ctx.app, 'GET', '/api/cart', { caller: customer })).json()).toEqual(cart);
  });
});
