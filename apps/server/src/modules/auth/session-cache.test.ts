import { AUTH_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/http.ts';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { session, user } from '../../db/schema/index.ts';

/**
 * Decision 025: a signed-in request is answered from better-auth's signed cookie cache, without
 * reading the session; an ended session (disabled account, Force Logout) is refused at once on the
 * instance that ended it and within SESSION_COOKIE_CACHE_SECONDS (at most 60) everywhere else.
 */
const CACHE_SECONDS = 30;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ SESSION_COOKIE_CACHE_SECONDS: String(CACHE_SECONDS) });
});
afterAll(async () => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Every cookie a response set, as a browser sends them back (name=value; ...). */
function browserCookies(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.map((c) => c.split(';')[0]).join('; ');
}

/** A device of `persona`: its own sign-in, with the session token and the signed session cache. */
async function signInDevice(persona: Persona): Promise<Persona> {
  const res = await call(ctx.app, 'POST', '/api/auth/sign-in/email', {
    body: { email: persona.email, password: persona.password },
    caller: { ip: persona.ip ?? '127.0.0.1' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = browserCookies(res);
  expect(cookie).toContain('better-auth.session_data=');
  return { ...persona, cookie };
}

const myOrders = (caller: Persona) => call(ctx.app, 'GET', '/api/orders?scope=mine', { caller });

/** What another instance does when it disables an account: no mark reaches this one. */
async function disableElsewhere(userId: string) {
  await ctx.database.db.update(user).set({ banned: true }).where(eq(user.id, userId));
  await ctx.database.db.delete(session).where(eq(session.userId, userId));
}

function expectSignedOut(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(401);
  expect(res.json().error).toBe(AUTH_MESSAGES.signInRequired);
}

describe('session cookie cache', () => {
  it('answers from the signed cookie: a session ended elsewhere still passes until the cache expires, then never', async () => {
    const device = await signInDevice(await createPersona(ctx, 'customer'));
    expect((await myOrders(device)).statusCode).toBe(200);
    await disableElsewhere(device.id);
    // No session read: the signed copy is still trusted, for at most SESSION_COOKIE_CACHE_SECONDS.
    expect((await myOrders(device)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CACHE_SECONDS * 1000 + 1000 });
    const after = await myOrders(device);
    expectSignedOut(after);
    // ... and the browser is told to drop its cookies.
    expect(String(after.headers['set-cookie'])).toContain('better-auth.session_token=;');
    expectSignedOut(await myOrders(device));
  });

  it("an admin's disable is refused at once on this instance, though the cookie still verifies", async () => {
    const admin = await createPersona(ctx, 'admin');
    const device = await signInDevice(await createPersona(ctx, 'customer'));
    expect((await myOrders(device)).statusCode).toBe(200);
    expect((await myOrders(device)).statusCode).toBe(200);
    const res = await call(ctx.app, 'POST', `/api/admin/users/${device.id}/disabled`, {
      caller: admin,
      body: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expectSignedOut(await myOrders(device));
  });

  it("Force Logout on one device ends the other device's cached session at once", async () => {
    const customer = await createPersona(ctx, 'customer');
    const phone = await signInDevice(customer);
    const laptop = await signInDevice(customer);
    expect((await myOrders(laptop)).statusCode).toBe(200);
    expect((await myOrders(laptop)).statusCode).toBe(200);
    const res = await call(ctx.app, 'POST', '/api/auth/revoke-sessions', { caller: phone, body: {} });
    expect(res.statusCode).toBe(200);
    expectSignedOut(await myOrders(laptop));
    expectSignedOut(await myOrders(phone));
  });

  it('a new role from an admin applies at once on this instance', async () => {
    const admin = await createPersona(ctx, 'admin');
    const device = await signInDevice(await createPersona(ctx, 'customer'));
    expect((await myOrders(device)).statusCode).toBe(200);
    const res = await call(ctx.app, 'PATCH', `/api/admin/users/${device.id}`, {
      caller: admin,
      body: { name: 'Promoted', phone: '', role: 'deliveryPartner' },
    });
    expect(res.statusCode).toBe(200);
    expectSignedOut(await myOrders(device));
  });

  it('refuses a cache longer than the 60-second revocation bound', () => {
    expect(() => loadConfig({ SESSION_COOKIE_CACHE_SECONDS: '61' })).toThrow(/SESSION_COOKIE_CACHE_SECONDS/);
    expect(loadConfig({}).SESSION_COOKIE_CACHE_SECONDS).toBeLessThanOrEqual(60);
  });
});

describe('session cookie cache off (SESSION_COOKIE_CACHE_SECONDS=0)', () => {
  it('reads the session on every request: a session ended elsewhere is refused at once', async () => {
    const off = await createTestApp({ SESSION_COOKIE_CACHE_SECONDS: '0' }, { database: ctx.database });
    try {
      const customer = await createPersona(off, 'customer');
      const res = await call(off.app, 'POST', '/api/auth/sign-in/email', {
        body: { email: customer.email, password: customer.password },
        caller: { ip: customer.ip ?? '127.0.0.1' },
      });
      const device = { ...customer, cookie: browserCookies(res) };
      expect(device.cookie).not.toContain('session_data');
      expect((await call(off.app, 'GET', '/api/orders?scope=mine', { caller: device })).statusCode).toBe(200);
      await disableElsewhere(device.id);
      expectSignedOut(await call(off.app, 'GET', '/api/orders?scope=mine', { caller: device }));
    } finally {
      await off.close();
    }
  });
});
