import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { account, auditLog, session, user } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: Persona;
let customer: Persona;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPersona(ctx, 'admin', 'Chief Admin');
  customer = await createPersona(ctx, 'customer', 'Plain Customer');
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;
const userCount = async () => (await db().select({ n: count() }).from(user))[0]?.n;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n;
const rowOf = async (id: string) => (await db().select().from(user).where(eq(user.id, id)))[0];
const sessionOf = async (who: Persona) =>
  (await call(ctx.app, 'GET', '/api/session', { caller: who })).json().user;

const newUser = (over: Record<string, unknown> = {}) => ({
  name: 'Arun Rider',
  email: 'arun.rider@example.com',
  passwordHash: 'scooter-2026-pass',
  phone: '98400 22222',
  role: 'deliveryPartner',
  profileImage: '/images/avatars/3.svg',
  addresses: [],
  favorites: { desserts: [], fastFood: [], mainCourse: [] },
  ...over,
});

describe('POST /api/add-user by an admin', () => {
  it('creates the user with that role, the password hashed, and answers in text', async () => {
    const res = await call(ctx.app, 'POST', '/api/add-user', { caller: admin, body: newUser() });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(ADMIN_MESSAGES.userCreated('Arun Rider', 'deliveryPartner'));
    const [row] = await db().select().from(user).where(eq(user.email, 'arun.rider@example.com'));
    expect(row).toMatchObject({ role: 'deliveryPartner', phone: '98400 22222', name: 'Arun Rider' });
    const [credential] = await db()
      .select()
      .from(account)
      .where(eq(account.userId, row?.id ?? ''));
    expect(credential?.password).not.toBe('scooter-2026-pass');
    const signIn = await call(ctx.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: 'Arun.Rider@example.com', password: 'scooter-2026-pass' },
      caller: { ip: '10.8.0.1' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a taken email (any case) with 409 and changes nothing', async () => {
    const before = { users: await userCount(), audit: await auditCount() };
    const res = await call(ctx.app, 'POST', '/api/add-user', {
      caller: admin,
      body: newUser({ email: 'ARUN.RIDER@example.com', role: 'admin', name: 'Impostor' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ADMIN_MESSAGES.emailTaken);
    expect({ users: await userCount(), audit: await auditCount() }).toEqual(before);
    const [row] = await db().select().from(user).where(eq(user.email, 'arun.rider@example.com'));
    expect(row).toMatchObject({ role: 'deliveryPartner', name: 'Arun Rider' });
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, ADMIN_MESSAGES.emailInvalid],
    ['a short password', { passwordHash: 'short' }, 'Password must be at least 8 characters.'],
    ['no name', { name: '  ' }, ADMIN_MESSAGES.userNameRequired],
    ['no phone', { phone: '' }, ADMIN_MESSAGES.phoneRequired],
    ['an unknown role', { role: 'superuser' }, 'role'],
  ])('refuses %s with 400 and creates nobody', async (_case, over, message) => {
    const before = await userCount();
    const res = await call(ctx.app, 'POST', '/api/add-user', {
      caller: admin,
      body: newUser({ email: 'someone.new@example.com', ...over }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/add-user by anyone else stays the profile endpoint', () => {
  it('creates no account and raises no role, whatever the body says', async () => {
    const before = await userCount();
    const res = await call(ctx.app, 'POST', '/api/add-user', {
      caller: customer,
      body: {
        ...newUser({ email: 'escalate@example.com', role: 'customer' }),
        addresses: [{ label: 'Home', street: '1 Beach Rd', city: 'Chennai', pincode: '600001' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await userCount()).toBe(before);
    expect(await sessionOf(customer)).toMatchObject({ email: customer.email, role: 'customer' });
    const escalate = await call(ctx.app, 'POST', '/api/add-user', {
      caller: customer,
      body: newUser({ email: 'escalate2@example.com', role: 'admin' }),
    });
    expect(escalate.statusCode).toBe(400);
    expect((await sessionOf(customer)).role).toBe('customer');
    expect(await userCount()).toBe(before);
  });
});

describe('admin edits and disables users', () => {
  it('edits name, phone and role (audited); the new role applies at once', async () => {
    const target = await createPersona(ctx, 'customer', 'To Promote');
    const res = await call(ctx.app, 'PATCH', `/api/admin/users/${target.id}`, {
      caller: admin,
      body: { name: 'Promoted', phone: '98400 33333', role: 'deliveryPartner' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Promoted', role: 'deliveryPartner', disabled: false });
    expect(await sessionOf(target)).toBeNull(); // the old session carried the old role
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(audit).toMatchObject({
      action: 'user.update',
      before: { role: 'customer' },
      after: { role: 'deliveryPartner' },
    });
  });

  it('disables: every session ends at once and sign-in is refused; enabling lets them back', async () => {
    const target = await createPersona(ctx, 'customer', 'To Disable');
    expect(await sessionOf(target)).not.toBeNull();
    const res = await call(ctx.app, 'POST', `/api/admin/users/${target.id}/disabled`, {
      caller: admin,
      body: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().disabled).toBe(true);
    expect(await sessionOf(target)).toBeNull();
    expect(await db().select().from(session).where(eq(session.userId, target.id))).toHaveLength(0);
    const signIn = await call(ctx.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: target.email, password: target.password },
      caller: { ip: '10.8.0.2' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toBe(AUTH_MESSAGES.accountDisabled);

    await call(ctx.app, 'POST', `/api/admin/users/${target.id}/disabled`, {
      caller: admin,
      body: { disabled: false },
    });
    const again = await call(ctx.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: target.email, password: target.password },
      caller: { ip: '10.8.0.3' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to disable or demote yourself, and to remove the last active admin; nothing changes', async () => {
    const before = { row: await rowOf(admin.id), audit: await auditCount() };
    const disableSelf = await call(ctx.app, 'POST', `/api/admin/users/${admin.id}/disabled`, {
      caller: admin,
      body: { disabled: true },
    });
    expect(disableSelf.statusCode).toBe(409);
    expect(disableSelf.json().error).toBe(ADMIN_MESSAGES.cannotDisableSelf);
    const demoteSelf = await call(ctx.app, 'PATCH', `/api/admin/users/${admin.id}`, {
      caller: admin,
      body: { name: 'Chief Admin', phone: '', role: 'customer' },
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error).toBe(ADMIN_MESSAGES.cannotDemoteSelf);

    expect(await rowOf(admin.id)).toEqual(before.row);
    expect(await auditCount()).toBe(before.audit);
  });

  it('keeps one active admin when two admins demote each other at the same moment', async () => {
    const a = await createPersona(ctx, 'admin', 'Admin A');
    const b = await createPersona(ctx, 'admin', 'Admin B');
    const others = await db().select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    const sidelined = others.map((o) => o.id).filter((id) => id !== a.id && id !== b.id);
    for (const id of sidelined) await db().update(user).set({ role: 'customer' }).where(eq(user.id, id));

    const [first, second] = await Promise.all([
      call(ctx.app, 'PATCH', `/api/admin/users/${b.id}`, {
        caller: a,
        body: { name: 'Admin B', phone: '', role: 'customer' },
      }),
      call(ctx.app, 'PATCH', `/api/admin/users/${a.id}`, {
        caller: b,
        body: { name: 'Admin A', phone: '', role: 'customer' },
      }),
    ]);
    // One wins; the other is refused: as the last admin (409), or already signed out by the first
    // change (401) when the first finished before the second was authenticated.
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const refused = [first, second].find((r) => r.statusCode === 409);
    if (refused) expect(refused.json().error).toBe(ADMIN_MESSAGES.lastAdmin);
    const admins = await db().select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);
    for (const id of sidelined) await db().update(user).set({ role: 'admin' }).where(eq(user.id, id));
  });

  it('refuses non-admins (403) and changes nothing', async () => {
    const target = await createPersona(ctx, 'customer', 'Untouched');
    const before = await rowOf(target.id);
    for (const [method, url, body] of [
      ['PATCH', `/api/admin/users/${target.id}`, { name: 'X', phone: '', role: 'admin' }],
      ['POST', `/api/admin/users/${target.id}/disabled`, { disabled: true }],
    ] as const) {
      const res = await call(ctx.app, method, url, { caller: customer, body });
      expect(res.statusCode).toBe(403);
    }
    expect(await rowOf(target.id)).toEqual(before);
  });
});
