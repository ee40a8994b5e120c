import { DEMO_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { devMail, user } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, ensureAccount } from '../src/db/seed/accounts.ts';
import { call } from './http.ts';
import { createPersona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** Decision 012: a one-step demo by default, nothing public that should not be in production. */
describe('configuration defaults', () => {
  it('npm start with nothing set is the demo: development, demo data, the mailbox', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ NODE_ENV: 'development', SEED_DEMO: true, devMailboxEnabled: true });
    expect(c.demoAccountsRefused).toBe(false);
  });

  it('production seeds no demo accounts by default, and refuses to start with them unless allowed', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      SEED_DEMO: false,
      demoAccountsRefused: true,
    });
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /ALLOW_DEMO_IN_PRODUCTION=true/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' }),
    ).toMatchObject({ SEED_DEMO: true, demoAccountsRefused: false });
  });
});

describe('the development mailbox (no SMTP_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production' });
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
