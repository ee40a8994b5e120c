import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@app/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionCookie } from '../../../test/http.ts';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { account, auditLog, restaurants, user } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: Persona;
let customer: Persona;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPersona(ctx, 'admin', 'Admin');
  customer = await createPersona(ctx, 'customer', 'Cust');
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;
const counts = async () => {
  const [r] = await db().select({ n: count() }).from(restaurants);
  const [u] = await db().select({ n: count() }).from(user);
  const [a] = await db().select({ n: count() }).from(auditLog);
  return { restaurants: r?.n, users: u?.n, audit: a?.n };
};

const payload = (over: Record<string, unknown> = {}) => ({
  name: 'Murugan Idli Shop',
  description: 'Soft idlis since 1991',
  cuisine: ['Indian'],
  address: '77, GN Chetty Road, T Nagar, Chennai',
  location: { lat: 13.04, lng: 80.24 },
  images: ['https://example.com/idli.jpg', '  ', ''],
  openHours: '7 AM - 10 PM',
  minOrderAmount: 99.5,
  deliveryFee: 29.75,
  rating: 0,
  ownerCredentials: { username: 'MuruganOwner', password: 'idli-sambar-2026' },
  ...over,
});

const signInWithUsername = (username: string, password: string) =>
  call(ctx.app, 'POST', '/api/auth/sign-in/username', {
    body: { username, password },
    caller: { ip: '10.9.0.1' },
  });

describe('POST /api/add-restaurant', () => {
  it('creates the restaurant and its owner account in one go; the owner signs in with the username', async () => {
    const res = await call(ctx.app, 'POST', '/api/add-restaurant', { caller: admin, body: payload() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(ADMIN_MESSAGES.restaurantAdded);

    const [row] = await db().select().from(restaurants).where(eq(restaurants.id, body.restaurantId));
    expect(row).toMatchObject({
      name: 'Murugan Idli Shop',
      images: ['https://example.com/idli.jpg'],
      minOrderPaise: 9950,
      deliveryFeePaise: 2975,
      rating: 0,
      isActive: true,
      ownerId: body.ownerId,
    });
    const [owner] = await db().select().from(user).where(eq(user.id, body.ownerId));
    expect(owner).toMatchObject({
      role: 'restaurantOwner',
      username: 'muruganowner',
      displayUsername: 'MuruganOwner',
    });
    const [credential] = await db().select().from(account).where(eq(account.userId, body.ownerId));
    expect(credential?.password).toBeTruthy();
    expect(credential?.password).not.toContain('idli-sambar-2026');

    // Any case of the username signs in, as that owner.
    const signIn = await signInWithUsername('MURUGANOWNER', 'idli-sambar-2026');
    expect(signIn.statusCode).toBe(200);
    const session = await call(ctx.app, 'GET', '/api/session', { caller: { cookie: sessionCookie(signIn) } });
    expect(session.json().user).toMatchObject({ id: body.ownerId, role: 'restaurantOwner' });

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, body.restaurantId));
    expect(audit).toMatchObject({ action: 'restaurant.create', actorId: admin.id });
  });

  it('refuses a wrong password for a username with the usual words', async () => {
    const res = await signInWithUsername('muruganowner', 'wrong-password-here');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(AUTH_MESSAGES.wrongCredentials);
  });

  it('refuses a taken username, whatever its case, with 409 and creates nothing', async () => {
    const before = await counts();
    const res = await call(ctx.app, 'POST', '/api/add-restaurant', {
      caller: admin,
      body: payload({
        name: 'Another shop',
        ownerCredentials: { username: 'muruganOWNER', password: 'another-pass-1' },
      }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ADMIN_MESSAGES.usernameTaken);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a blank name', { name: '   ' }, ADMIN_MESSAGES.nameRequired],
    ['no name', { name: undefined }, ADMIN_MESSAGES.nameRequired],
    ['a blank address', { address: ' ' }, ADMIN_MESSAGES.addressRequired],
    [
      'a blank username',
      { ownerCredentials: { username: ' ', password: 'long-enough-1' } },
      ADMIN_MESSAGES.usernameRequired,
    ],
    ['no owner at all', { ownerCredentials: undefined }, ADMIN_MESSAGES.usernameRequired],
    [
      'a blank password',
      { ownerCredentials: { username: 'fresh_owner', password: '' } },
      ADMIN_MESSAGES.passwordRequired,
    ],
    [
      'a username with spaces',
      { ownerCredentials: { username: 'two words', password: 'long-enough-1' } },
      ADMIN_MESSAGES.usernameInvalid,
    ],
    ['a name over 150 bytes', { name: 'த'.repeat(51) }, 'name: Name is too long'],
    [
      'a description over 500 bytes',
      { description: 'x'.repeat(501) },
      'description: Description is too long',
    ],
    [
      '11 cuisines',
      { cuisine: Array.from({ length: 11 }, (_, i) => `C${i}`) },
      'cuisine: At most 10 cuisines',
    ],
    ['a negative delivery fee', { deliveryFee: -1 }, 'deliveryFee: Delivery fee cannot be negative'],
    [
      'a fee with 3 decimals',
      { deliveryFee: 1.234 },
      'deliveryFee: Delivery fee can have at most 2 decimals',
    ],
    ['a latitude of 91', { location: { lat: 91, lng: 80 } }, 'location.lat'],
    ['an image that is not a URL', { images: ['javascript:alert(1)'] }, 'images.0: Image URL must start'],
    [
      'an unknown owner id',
      { ownerCredentials: undefined, ownerId: '00000000-0000-4000-8000-000000000000' },
      ADMIN_MESSAGES.ownerNotFound,
    ],
  ])('refuses %s with a 400 naming the problem and writes nothing', async (_case, over, message) => {
    const before = await counts();
    const res = await call(ctx.app, 'POST', '/api/add-restaurant', { caller: admin, body: payload(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('takes an existing owner instead of credentials', async () => {
    const owner = await createPersona(ctx, 'restaurantOwner', 'Existing Owner');
    const res = await call(ctx.app, 'POST', '/api/add-restaurant', {
      caller: admin,
      body: payload({ name: 'Second Branch', ownerCredentials: undefined, ownerId: owner.id }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().ownerId).toBe(owner.id);
  });

  it('refuses a customer (403) and writes nothing, even with a valid payload', async () => {
    const before = await counts();
    const res = await call(ctx.app, 'POST', '/api/add-restaurant', {
      caller: customer,
      body: payload({ ownerCredentials: { username: 'sneaky_owner', password: 'long-enough-1' } }),
    });
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const sneaky = await db().select().from(user).where(sql`${user.username} = 'sneaky_owner'`);
    expect(sneaky).toHaveLength(0);
  });
});
