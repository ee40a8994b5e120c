import { DEMO_MESSAGES, STAGING_MESSAGES, type TStagingAllowance } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { devMail, user } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, ensureAccount } from '../src/db/seed/accounts.ts';
import { call } from './http.ts';
import { createPersona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** Everything production requires (decision 039). */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://eats.example.in',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://user:pass@smtp.example.in:587',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
} as const;

/** A staging server: production, with every waiver (and so nothing but NODE_ENV set). */
const STAGING_PRODUCTION = {
  NODE_ENV: 'production',
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
  ALLOW_DEV_MAILBOX_IN_PRODUCTION: 'true',
  ALLOW_HTTP_IN_PRODUCTION: 'true',
} as const;

/** Decision 012: a one-step demo by default, nothing public that should not be in production. */
describe('configuration defaults', () => {
  it('npm start with nothing set is the demo: development, demo data, the mailbox', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ NODE_ENV: 'development', SEED_DEMO: true, devMailboxEnabled: true });
    expect(c.demoAccountsRefused).toBe(false);
  });

  it('production seeds no demo accounts by default, and refuses to start with them unless allowed', () => {
    expect(loadConfig(SAFE_PRODUCTION)).toMatchObject({
      SEED_DEMO: false,
      demoAccountsRefused: true,
      stagingAllowances: [],
      paymentMode: 'razorpay',
    });
    expect(() => loadConfig({ ...SAFE_PRODUCTION, SEED_DEMO: 'true' })).toThrow(
      /ALLOW_DEMO_IN_PRODUCTION=true/,
    );
    expect(
      loadConfig({ ...SAFE_PRODUCTION, SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' }),
    ).toMatchObject({ SEED_DEMO: true, demoAccountsRefused: false });
  });
});

/** Decision 039: production does not start on settings that would take fake payments or lose mail. */
describe('production refuses unsafe settings', () => {
  const without = (name: keyof typeof SAFE_PRODUCTION) => {
    const env: Record<string, string> = { ...SAFE_PRODUCTION };
    delete env[name];
    return env;
  };

  it.each([
    ['RAZORPAY_KEY_ID', /RAZORPAY_KEY_ID: required in production.*ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true/],
    ['RAZORPAY_KEY_SECRET', /RAZORPAY_KEY_SECRET: required in production/],
    ['RAZORPAY_WEBHOOK_SECRET', /RAZORPAY_WEBHOOK_SECRET: required in production/],
    ['AUTH_SECRET', /AUTH_SECRET: required in production.*openssl rand -base64 48/],
    ['SMTP_URL', /SMTP_URL: required in production.*ALLOW_DEV_MAILBOX_IN_PRODUCTION=true/],
    ['PUBLIC_URL', /PUBLIC_URL: must be the https address.*ALLOW_HTTP_IN_PRODUCTION=true/],
  ] as const)('without %s, naming it and how to set it', (name, message) => {
    expect(() => loadConfig(without(name))).toThrow(message);
  });

  it('an http PUBLIC_URL is refused like a missing one', () => {
    expect(() => loadConfig({ ...SAFE_PRODUCTION, PUBLIC_URL: 'http://eats.example.in' })).toThrow(
      /PUBLIC_URL: must be the https address.*not http:\/\/eats\.example\.in/,
    );
  });

  it('lists every refusal at once, so one restart fixes them all', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of [
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'AUTH_SECRET',
      'SMTP_URL',
      'PUBLIC_URL',
    ]) {
      expect(message).toContain(`${name}:`);
    }
  });

  it('development and tests need none of them', () => {
    expect(loadConfig({}).stagingAllowances).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).paymentMode).toBe('test');
  });

  it('a staging server runs without them only when told to, and knows what it waived', () => {
    const staging = loadConfig({ ...STAGING_PRODUCTION, AUTH_SECRET: SAFE_PRODUCTION.AUTH_SECRET });
    expect(staging).toMatchObject({ paymentMode: 'test', devMailboxEnabled: true });
    expect(staging.stagingAllowances).toEqual(['testPayments', 'devMailbox', 'plainHttp']);
    // The waivers do not cover the secret that signs sessions.
    expect(() => loadConfig(STAGING_PRODUCTION)).toThrow(/AUTH_SECRET/);
  });
});

describe('a staging server announces itself', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...STAGING_PRODUCTION, AUTH_SECRET: SAFE_PRODUCTION.AUTH_SECRET });
  });
  afterAll(async () => ctx?.close());

  it('tells the browser what it waived, for the banner on every page', async () => {
    const res = await call(ctx.app, 'GET', '/api/client-config');
    expect(res.json().staging).toEqual(['testPayments', 'devMailbox', 'plainHttp']);
    for (const allowance of res.json().staging as TStagingAllowance[]) {
      expect(STAGING_MESSAGES[allowance]).toBeTruthy();
    }
  });
});

describe('the development mailbox (no SMTP_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...STAGING_PRODUCTION, AUTH_SECRET: SAFE_PRODUCTION.AUTH_SECRET });
    await ctx.database.db.insert(devMail).values({
      to: 'priya@example.com',
      subject: 'Reset your password',
      text: 'http://x/reset?token=SECRET',
    });
  });
  afterAll(async () => ctx?.close());
  const mailbox = (ip: string, headers: Record<string, string> = {}, cookie?: string) =>
    call(ctx.app, 'GET', '/dev/mailbox', { caller: { ip, ...(cookie ? { cookie } : {}) }, headers });

  it('answers the machine itself', async () => {
    const res = await mailbox('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('token=SECRET');
  });

  it('answers nobody else, whatever X-Forwarded-For says, and not through a local proxy', async () => {
    for (const res of [
      await mailbox('203.0.113.7'),
      await mailbox('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }),
      await mailbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SECRET');
    }
  });

  it('answers an admin from anywhere, and no other signed-in account', async () => {
    const admin = await createPersona(ctx, 'admin');
    const customer = await createPersona(ctx, 'customer');
    expect((await mailbox('203.0.113.7', {}, admin.cookie)).statusCode).toBe(200);
    expect((await mailbox('203.0.113.7', {}, customer.cookie)).statusCode).toBe(404);
  });

  it('production refuses the demo accounts (their passwords are published) and says why', async () => {
    const [demoCustomer] = DEMO_ACCOUNTS;
    if (!demoCustomer) throw new Error('no demo account');
    await ensureAccount(ctx.app.auth, ctx.database.db, demoCustomer);
    const res = await call(ctx.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: demoCustomer.email.toUpperCase(), password: demoCustomer.password },
      caller: { ip: '10.9.0.1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(DEMO_MESSAGES.accountsRefused);
    expect(res.headers['set-cookie']).toBeUndefined();
    const config = await call(ctx.app, 'GET', '/api/client-config');
    expect(config.json().demo).toBe(false);
  });
});

describe('demo mode', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(async () => ctx?.close());

  it('tells the web app, which shows the banner on every page', async () => {
    expect((await call(ctx.app, 'GET', '/api/client-config')).json()).toMatchObject({ demo: true });
  });

  it("an existing account's profile is not overwritten at start (ADMIN_EMAIL), only its role made sure of", async () => {
    const spec = {
      email: 'boss@example.com',
      password: 'a-strong-password',
      name: 'Administrator',
      role: 'admin' as const,
    };
    const id = await ensureAccount(ctx.app.auth, ctx.database.db, spec);
    await ctx.database.db
      .update(user)
      .set({
        name: 'Lakshmi Narayanan',
        phone: '98400 77777',
        image: '/images/avatars/3.svg',
        role: 'customer',
      })
      .where(eq(user.id, id));
    expect(await ensureAccount(ctx.app.auth, ctx.database.db, spec)).toBe(id);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, id));
    expect(row).toMatchObject({
      name: 'Lakshmi Narayanan',
      phone: '98400 77777',
      image: '/images/avatars/3.svg',
      role: 'admin',
    });
  });
});
