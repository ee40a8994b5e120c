import { MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/index.ts';
import { call, sessionCookie } from './http.ts';
import { createPersona, type Persona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** better-auth's own account endpoints keep our rules. */
let ctx: TestContext;
let customer: Persona;
beforeAll(async () => {
  ctx = await createTestApp();
  customer = await createPersona(ctx, 'customer', 'Meena');
});
afterAll(async () => ctx?.close());

const profileOf = async (id: string) =>
  (await ctx.database.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, id)))[0];
const updateUser = (body: unknown) =>
  call(ctx.app, 'POST', '/api/auth/update-user', { caller: customer, body });

describe('update-user', () => {
  it('refuses a 10,000-character name and an outside image (a tracking pixel), changing nothing', async () => {
    const before = await profileOf(customer.id);
    for (const body of [
      { name: 'x'.repeat(10_000) },
      { name: '   ' },
      { image: 'https://tracker.example.com/pixel.gif' },
      { name: 'Meena', image: '/images/avatars/../../evil.svg' },
    ]) {
      const res = await updateUser(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MESSAGES.profileInvalid);
    }
    expect(await profileOf(customer.id)).toEqual(before);
  });

  it('takes a name and an avatar from our set', async () => {
    const res = await updateUser({ name: '  Meena Iyer ', image: '/images/avatars/2.svg' });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(customer.id)).toEqual({ name: 'Meena Iyer', image: '/images/avatars/2.svg' });
  });
});

describe('sessions', () => {
  it('get-session does not put the session token in its body (the httpOnly cookie carries it)', async () => {
    const res = await call(ctx.app, 'GET', '/api/auth/get-session', { caller: customer });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.id).toBe(customer.id);
    expect(body.session.token).toBeUndefined();
    const token = decodeURIComponent(customer.cookie?.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(res.body).not.toContain(token);
  });

  it('change-password signs the other devices out by default', async () => {
    const phone = await createPersona(ctx, 'customer', 'TwoDevices');
    const laptopSignIn = await call(ctx.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: phone.email, password: phone.password },
      caller: { ip: '10.7.0.2' },
    });
    const laptop = { cookie: sessionCookie(laptopSignIn), ip: '10.7.0.2' };
    const changed = await call(ctx.app, 'POST', '/api/auth/change-password', {
      caller: phone,
      body: { currentPassword: phone.password, newPassword: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/orders', { caller: laptop })).statusCode).toBe(401);
  });
});
