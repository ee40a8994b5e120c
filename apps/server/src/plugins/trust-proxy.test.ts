import { AUTH_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../test/personas.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';

/** X-Forwarded-* count only when they come from a configured proxy. */
describe('TRUST_PROXY unset (the default): the socket peer is the client', () => {
  let ctx: TestContext;
  let customer: Persona;
  let restaurantId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10' });
    customer = await createPersona(ctx, 'customer');
    restaurantId = (await createOwnerWithRestaurant(ctx)).restaurant.id;
  });
  afterAll(async () => ctx?.close());

  it('limits 25 wrong passwords with a different X-Forwarded-For each: 429 from the 11th', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await call(ctx.app, 'POST', '/api/auth/sign-in/email', {
        body: { email: customer.email, password: 'not-the-password' },
        caller: { ip: '198.51.100.7' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
  });

  it('refuses a foreign Origin with a forged X-Forwarded-Host (403) and changes nothing', async () => {
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    const before = await call(ctx.app, 'GET', '/api/favorites', { caller: customer });
    const favourites = await call(ctx.app, 'PUT', '/api/favorites', {
      caller: customer,
      headers: forged,
      body: { restaurantIds: [restaurantId] },
    });
    expect(favourites.statusCode).toBe(403);
    expect(favourites.json().error).toBe(AUTH_MESSAGES.crossOrigin);
    const addUser = await call(ctx.app, 'POST', '/api/add-user', {
      caller: customer,
      headers: forged,
      body: { name: 'Forged', phone: '9840012345', profileImage: '/images/avatars/1.svg', addresses: [] },
    });
    expect(addUser.statusCode).toBe(403);
    const after = await call(ctx.app, 'GET', '/api/favorites', { caller: customer });
    expect(after.json()).toEqual(before.json());
    const session = await call(ctx.app, 'GET', '/api/session', { caller: customer });
    expect(session.json().user.name).toBe('customer');
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let ctx: TestContext;
  let customer: Persona;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
    customer = await createPersona(ctx, 'customer');
  });
  afterAll(async () => ctx?.close());

  const wrongPassword = (peer: string, forwardedFor: string) =>
    call(ctx.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: customer.email, password: 'not-the-password' },
      caller: { ip: peer },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts per forwarded client address when the request comes through the proxy', async () => {
    for (let i = 0; i < 3; i++)
      expect((await wrongPassword('127.0.0.1', '203.0.113.50')).statusCode).toBe(401);
    expect((await wrongPassword('127.0.0.1', '203.0.113.50')).statusCode).toBe(429);
    // Another customer behind the same proxy is not held up.
    expect((await wrongPassword('127.0.0.1', '203.0.113.51')).statusCode).toBe(401);
  });

  it('still ignores X-Forwarded-For and X-Forwarded-Host from any other peer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await wrongPassword('198.51.100.9', `192.0.2.${i + 1}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const res = await call(ctx.app, 'PUT', '/api/favorites', {
      caller: { ...customer, ip: '198.51.100.9' },
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      body: { restaurantIds: [] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('takes the host from X-Forwarded-Host only when the proxy sent it', async () => {
    const res = await call(ctx.app, 'PUT', '/api/favorites', {
      caller: { ...customer, ip: '127.0.0.1' },
      headers: {
        host: '127.0.0.1:3001',
        origin: 'http://localhost:3000',
        'x-forwarded-host': 'localhost:3000',
      },
      body: { restaurantIds: [] },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY configuration', () => {
  it('accepts addresses, CIDRs and proxy-addr names, and refuses true, hop counts and junk', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '2', 'nginx.local', '10.0.0.0/33']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
