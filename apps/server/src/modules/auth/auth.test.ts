import { AUTH_MESSAGES, MESSAGES } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionCookie } from '../../../test/http.ts';
import { createPersona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { devMail, session, user } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const signIn = (email: string, password: string, ip = '127.0.0.1') =>
  call(ctx.app, 'POST', '/api/auth/sign-in/email', { body: { email, password }, caller: { ip } });

async function me(cookie: string) {
  return (await call(ctx.app, 'GET', '/api/session', { caller: { cookie } })).json().user;
}

async function latestResetToken(email: string): Promise<string> {
  const [mail] = await ctx.database.db
    .select()
    .from(devMail)
    .where(eq(devMail.to, email))
    .orderBy(desc(devMail.createdAt))
    .limit(1);
  const token = mail?.text.match(/reset-password\/([\w-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the mailbox');
  return token;
}

describe('sign-up and sign-in', () => {
  it('creates a customer with an incomplete profile and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await call(ctx.app, 'POST', '/api/auth/sign-up/email', {
      body: { email: 'new.customer@example.com', password: 'long-enough-pw', name: 'new.customer' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // PUBLIC_URL is http here; see the https test below
    const user = await me(sessionCookie(res));
    expect(user).toMatchObject({
      email: 'new.customer@example.com',
      role: 'customer',
      profileCompleted: false,
    });
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    const cases: [string, string][] = [
      ['short', AUTH_MESSAGES.passwordTooShort],
      ['x'.repeat(129), AUTH_MESSAGES.passwordTooLong],
    ];
    for (const [password, message] of cases) {
      const res = await call(ctx.app, 'POST', '/api/auth/sign-up/email', {
        body: { email: `pw-${password.length}@example.com`, password, name: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const created = await ctx.database.db.select().from(user).where(eq(user.email, 'pw-5@example.com'));
    expect(created).toHaveLength(0);
  });

  it('says the email is in use when signing up twice', async () => {
    const body = { email: 'twice@example.com', password: 'long-enough-pw', name: 'twice' };
    await call(ctx.app, 'POST', '/api/auth/sign-up/email', { body });
    const res = await call(ctx.app, 'POST', '/api/auth/sign-up/email', { body });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().error).toBe(AUTH_MESSAGES.emailInUse);
  });

  it('answers a wrong password and an unknown email identically (no user enumeration)', async () => {
    const customer = await createPersona(ctx, 'customer');
    const wrongPassword = await signIn(customer.email, 'not-the-password');
    const unknownEmail = await signIn('nobody-here@example.com', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined });
    expect(strip(unknownEmail.json())).toEqual(strip(wrongPassword.json()));
    expect(wrongPassword.json().error).toBe(AUTH_MESSAGES.wrongCredentials);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown emails and only mails the known one', async () => {
    const customer = await createPersona(ctx, 'customer');
    const known = await call(ctx.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: customer.email, redirectTo: '/reset-password' },
    });
    const unknown = await call(ctx.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: 'ghost@example.com', redirectTo: '/reset-password' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(
      await ctx.database.db.select().from(devMail).where(eq(devMail.to, 'ghost@example.com')),
    ).toHaveLength(0);
    expect(await ctx.database.db.select().from(devMail).where(eq(devMail.to, customer.email))).toHaveLength(
      1,
    );
  });

  it('sets a new password once, revokes every session, and the old password stops working', async () => {
    const customer = await createPersona(ctx, 'customer');
    await call(ctx.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: customer.email, redirectTo: '/reset-password' },
    });
    const token = await latestResetToken(customer.email);
    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(customer.cookie ?? '')).toBeNull();
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(401);
    expect((await signIn(customer.email, 'brand-new-password')).statusCode).toBe(200);

    const again = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'another-password-1' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await signIn(customer.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('the emailed link expires after one hour', async () => {
    const customer = await createPersona(ctx, 'customer');
    await call(ctx.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: customer.email, redirectTo: '/reset-password' },
    });
    const token = await latestResetToken(customer.email);
    const rows = await ctx.database.db.query.verification.findMany();
    const row = rows.find((r) => r.identifier.includes(token));
    expect(row).toBeDefined();
    const ttlMs = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.round(ttlMs / 60_000)).toBe(60);
  });
});

describe('sessions', () => {
  it('Force Logout (revoke every session) ends the session on another device too', async () => {
    const customer = await createPersona(ctx, 'customer');
    const second = sessionCookie(await signIn(customer.email, customer.password));
    expect(await me(second)).not.toBeNull();
    const res = await call(ctx.app, 'POST', '/api/auth/revoke-sessions', { caller: customer, body: {} });
    expect(res.statusCode).toBe(200);
    expect(await me(second)).toBeNull();
    expect(await me(customer.cookie ?? '')).toBeNull();
  });

  it('disabling an account ends its sessions and refuses its sign-in with a clear message', async () => {
    const admin = await createPersona(ctx, 'admin');
    const customer = await createPersona(ctx, 'customer');
    const ban = await call(ctx.app, 'POST', '/api/auth/admin/ban-user', {
      caller: admin,
      body: { userId: customer.id },
    });
    expect(ban.statusCode).toBe(200);
    expect(await me(customer.cookie ?? '')).toBeNull();
    const sessions = await ctx.database.db.select().from(session).where(eq(session.userId, customer.id));
    expect(sessions).toHaveLength(0);
    const res = await signIn(customer.email, customer.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(AUTH_MESSAGES.accountDisabled);
  });

  it('a customer cannot disable anyone', async () => {
    const customer = await createPersona(ctx, 'customer');
    const other = await createPersona(ctx, 'customer');
    const res = await call(ctx.app, 'POST', '/api/auth/admin/ban-user', {
      caller: customer,
      body: { userId: other.id },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(401);
    expect(await me(other.cookie ?? '')).not.toBeNull();
  });
});

describe('cross-origin and rate limits', () => {
  it('refuses a mutating request with our cookie from another origin, and changes nothing', async () => {
    const customer = await createPersona(ctx, 'customer');
    const res = await call(ctx.app, 'POST', '/api/add-user', {
      caller: customer,
      headers: { origin: 'https://evil.example' },
      body: { name: 'Hacked', phone: '9840012345', profileImage: '/images/avatars/1.svg', addresses: [] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(AUTH_MESSAGES.crossOrigin);
    expect((await me(customer.cookie ?? '')).name).toBe('customer');
  });

  it('answers 429 with a clear message when sign-in is hammered', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        call(limited.app, 'POST', '/api/auth/sign-in/email', {
          body: { email: 'someone@example.com', password: 'wrong-password' },
          caller: { ip: '203.0.113.9' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    } finally {
      await limited.close();
    }
  });

  it('marks the session cookie Secure when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://eats.example.in' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { host: 'eats.example.in', origin: 'https://eats.example.in' },
        payload: { email: 'secure@example.com', password: 'long-enough-pw', name: 'secure' },
      });
      expect(res.statusCode).toBe(200);
      const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token='));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
    } finally {
      await secure.close();
    }
  });
});

describe('messages', () => {
  it('keeps the spec words for the success messages', () => {
    expect(MESSAGES.accountCreated).toBe('Account created! Redirecting...');
    expect(MESSAGES.resetEmailSent).toBe('Reset email sent.');
  });
});

describe('Google sign-in', () => {
  it('is offered only when both Google keys are configured', async () => {
    expect((await call(ctx.app, 'GET', '/api/client-config')).json().googleAuth).toBe(false);
    const google = await createTestApp({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    try {
      expect((await call(google.app, 'GET', '/api/client-config')).json().googleAuth).toBe(true);
      const start = await call(google.app, 'POST', '/api/auth/sign-in/social', {
        body: { provider: 'google', callbackURL: '/' },
      });
      expect(start.statusCode).toBe(200);
      expect(start.json().url).toMatch(/^https:\/\/accounts\.google\.com\//);
    } finally {
      await google.close();
    }
  });
});
