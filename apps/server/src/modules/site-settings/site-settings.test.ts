import { ADMIN_FIGURES_MESSAGES } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditLog, orders, restaurants, siteSettings } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';
import { SettingsReader } from './settings-reader.ts';

let ctx: TestContext;
let admin: Persona;
let customer: Persona;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPersona(ctx, 'admin', 'Settings Admin');
  customer = await createPersona(ctx, 'customer', 'Settings Customer');
}, 120_000);
afterAll(async () => ctx?.close());

const get = (url: string, who: Persona | null = admin) =>
  call(ctx.app, 'GET', url, who ? { caller: who } : {});

const SETTINGS = {
  supportPhone: '+91 44 4000 9999',
  supportEmail: 'help@chennaieats.example',
  bannerEnabled: true,
  bannerText: 'Heavy rain: deliveries may be late.',
  orderingPaused: false,
};

const auditCount = async () => ctx.database.db.$count(auditLog, eq(auditLog.action, 'settings.update'));
const settingsRow = async () => (await ctx.database.db.select().from(siteSettings))[0];

/** The slabs the site ships with, in rupees, as the public settings quote them. */
const DEFAULT_SLABS = [
  { upToKm: 3, fee: 29 },
  { upToKm: 6, fee: 49 },
  { upToKm: null, fee: 69 },
];

describe('System Settings', () => {
  it('starts with the contact the site shipped with, banner off, ordering open', async () => {
    expect((await get('/api/site-settings', null)).json()).toEqual({
      supportPhone: '+91 44 4000 1234',
      supportEmail: 'support@chennaieats.example',
      banner: null,
      orderingPaused: false,
      platformFee: 0,
      cashOnDelivery: { enabled: false, maxOrderAmount: 1000 },
      deliveryFeeSlabs: DEFAULT_SLABS,
    });
  });

  it.each([
    [{ ...SETTINGS, bannerText: '' }, 'bannerText: is required to show the banner'],
    [{ ...SETTINGS, supportEmail: 'not-an-email' }, 'supportEmail: must be an email address'],
    [
      { ...SETTINGS, supportPhone: 'call us' },
      'supportPhone: must be a phone number (digits, spaces, + - ( ))',
    ],
    [{ ...SETTINGS, bannerText: 'x'.repeat(281) }, 'bannerText: must be at most 280 characters'],
    [{ ...SETTINGS, platformFee: 100.01 }, 'platformFee: must be at most ₹100'],
    [{ ...SETTINGS, platformFee: 5.555 }, 'platformFee: must be in rupees and paise (two decimals at most)'],
    [{ ...SETTINGS, platformFee: -1 }, 'platformFee: must be at least ₹0'],
    [
      { ...SETTINGS, cashOnDelivery: { enabled: true, maxOrderAmount: 100_000.01 } },
      'cashOnDelivery.maxOrderAmount: must be at most ₹100000',
    ],
    [
      { ...SETTINGS, cashOnDelivery: { enabled: 'yes', maxOrderAmount: 500 } },
      'cashOnDelivery.enabled: must be true or false',
    ],
  ])('refuses invalid settings with words and writes nothing (%#)', async (body, message) => {
    const before = await settingsRow();
    const audits = await auditCount();
    const res = await call(ctx.app, 'PUT', '/api/admin/settings', { caller: admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await settingsRow()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses non-admins and writes nothing', async () => {
    const before = await settingsRow();
    const audits = await auditCount();
    for (const caller of [customer, undefined]) {
      const res = await call(ctx.app, 'PUT', '/api/admin/settings', {
        ...(caller ? { caller } : {}),
        body: { ...SETTINGS, orderingPaused: true },
      });
      expect(res.statusCode).toBe(caller ? 403 : 401);
    }
    expect(await settingsRow()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('saves, shows the banner to every visitor and records before and after in the audit log', async () => {
    const res = await call(ctx.app, 'PUT', '/api/admin/settings', { caller: admin, body: SETTINGS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...SETTINGS, updatedBy: admin.email });
    expect((await get('/api/site-settings', null)).json()).toEqual({
      supportPhone: SETTINGS.supportPhone,
      supportEmail: SETTINGS.supportEmail,
      banner: SETTINGS.bannerText,
      orderingPaused: false,
      platformFee: 0,
      cashOnDelivery: { enabled: false, maxOrderAmount: 1000 },
      deliveryFeeSlabs: DEFAULT_SLABS,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'settings',
      targetId: 'site',
      before: { supportPhone: '+91 44 4000 1234', bannerEnabled: false, orderingPaused: false },
      after: { supportPhone: SETTINGS.supportPhone, bannerEnabled: true, bannerText: SETTINGS.bannerText },
    });
  });

  it('while ordering is paused, refuses placing and paying with a clear message and writes no order', async () => {
    const [r] = await ctx.database.db
      .insert(restaurants)
      .values(makeRestaurant({ name: 'Pause Cafe' }))
      .returning();
    if (!r) throw new Error('insert failed');
    const { dosa } = await makeMenu(ctx, r.id);
    const body = orderBody(r.id, [{ foodItemId: dosa.id, quantity: 1 }]);
    const unpaid = (await placeOrder(ctx, customer, body)).json().order._id as string;

    const pause = await call(ctx.app, 'PUT', '/api/admin/settings', {
      caller: admin,
      body: { ...SETTINGS, orderingPaused: true },
    });
    expect(pause.statusCode).toBe(200);
    const count = () => ctx.database.db.$count(orders, eq(orders.restaurantId, r.id));
    const before = await count();
    const refused = await placeOrder(ctx, customer, body);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toBe(ADMIN_FIGURES_MESSAGES.orderingPaused);
    expect(await count()).toBe(before);
    const pay = await call(ctx.app, 'POST', `/api/orders/${unpaid}/payment/test`, {
      caller: customer,
      body: { outcome: 'success' },
    });
    expect(pay.statusCode).toBe(503);
    expect(pay.json().error).toBe(ADMIN_FIGURES_MESSAGES.orderingPaused);
    const resume = await call(ctx.app, 'GET', `/api/orders/${unpaid}/payment`, { caller: customer });
    expect(resume.statusCode).toBe(503);
    expect((await ctx.database.db.select().from(orders).where(eq(orders.id, unpaid)))[0]?.status).toBe(
      'AwaitingPayment',
    );
    expect((await get('/api/site-settings', null)).json().orderingPaused).toBe(true);

    await call(ctx.app, 'PUT', '/api/admin/settings', { caller: admin, body: SETTINGS });
    await placePaidOrder(ctx, customer, body);
    expect(await count()).toBe(before + 1);
  });

  it('several instances agree within the cache time: another reader sees a change once its copy expires', async () => {
    let now = 1_000_000;
    const other = new SettingsReader(ctx.database.db, 3000, () => now);
    const seen = (await other.read()).bannerText;
    await call(ctx.app, 'PUT', '/api/admin/settings', {
      caller: admin,
      body: { ...SETTINGS, bannerText: 'Changed on another instance' },
    });
    expect((await other.read()).bannerText).toBe(seen);
    now += 3000;
    expect((await other.read()).bannerText).toBe('Changed on another instance');
  });
});
