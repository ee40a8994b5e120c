import {
  ADMIN_FIGURES_MESSAGES,
  ADMIN_SALES_REPORT_COLUMNS,
  adminSalesReportFileName,
  type TAdminAnalytics,
  type TOrderStatus,
} from '@app/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditLog, orders, refunds, restaurants, siteSettings } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';
import { dayRange, salesReportBatches } from './figures.service.ts';
import { SettingsReader } from './site-settings.ts';

let ctx: TestContext;
let admin: Persona;
let customer: Persona;

/** 2026-03-01..03 (India days) hold known orders; nothing else in this database is that old. */
const at = (day: string, hhmm = '12:00') => new Date(`${day}T${hhmm}:00+05:30`);
const REPORT_RESTAURANTS = 1_103; // more than two batches of 500

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPersona(ctx, 'admin', 'Figures Admin');
  customer = await createPersona(ctx, 'customer', 'Figures Customer');
  const db = ctx.database.db;
  const [adyar, tnagar] = await db
    .insert(restaurants)
    .values([
      makeRestaurant({ name: 'Adyar Ananda', area: 'Adyar' }),
      makeRestaurant({ name: 'T Nagar Tiffin', area: 'T Nagar' }),
    ])
    .returning();
  if (!adyar || !tnagar) throw new Error('insert failed');
  const order = (
    restaurantId: string,
    createdAt: Date,
    totalPaise: number,
    status: TOrderStatus = 'Delivered',
    paid = true,
  ) => ({
    userId: customer.id,
    restaurantId,
    status,
    deliveryInfo: {
      name: 'Priya',
      address: '1 Beach Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zip: '600020',
      phone: '9840000000',
    },
    subtotalPaise: totalPaise - 4900,
    deliveryFeePaise: 4900,
    totalPaise,
    paidAt: paid ? createdAt : null,
    createdAt,
  });
  const placed = await db
    .insert(orders)
    .values([
      order(adyar.id, at('2026-03-01', '00:10'), 20000), // just after midnight in India (18:40 UTC the day before)
      order(adyar.id, at('2026-03-01'), 30000, 'Cancelled'),
      order(adyar.id, at('2026-03-03', '23:50'), 50000),
      order(tnagar.id, at('2026-03-02'), 10000),
      order(tnagar.id, at('2026-03-02'), 99900, 'Cancelled', false), // never paid: not a sale
      order(tnagar.id, at('2026-03-04', '00:00'), 77700), // the day after the range
    ])
    .returning({ id: orders.id });
  const cancelled = placed[1];
  if (!cancelled) throw new Error('insert failed');
  await db.insert(refunds).values({
    orderId: cancelled.id,
    paymentId: 'pay_figures_1',
    amountPaise: 30000,
    reason: 'cancelled',
    status: 'processed',
  });

  // The report's volume: REPORT_RESTAURANTS restaurants with i % 3 + 1 paid orders each in April.
  const many = await db
    .insert(restaurants)
    .values(
      Array.from({ length: REPORT_RESTAURANTS }, (_, i) =>
        makeRestaurant({ name: `Report Kitchen ${String(i).padStart(4, '0')}`, area: 'Velachery' }),
      ),
    )
    .returning({ id: restaurants.id });
  const rows = many.flatMap((r, i) =>
    Array.from({ length: (i % 3) + 1 }, (_, k) => order(r.id, at('2026-04-10', `1${k}:00`), 10000 + i)),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(orders).values(rows.slice(i, i + 500));
}, 240_000);
afterAll(async () => ctx?.close());

const get = (url: string, who: Persona | null = admin) =>
  call(ctx.app, 'GET', url, who ? { caller: who } : {});

describe('GET /api/admin/analytics', () => {
  it('aggregates paid orders by India day, area and restaurant, with cancellation and refund rates', async () => {
    const res = await get('/api/admin/analytics?from=2026-03-01&to=2026-03-03');
    expect(res.statusCode).toBe(200);
    const a = res.json() as TAdminAnalytics;
    expect(a.perDay).toEqual([
      { date: '2026-03-01', orders: 2, gmv: 500 },
      { date: '2026-03-02', orders: 1, gmv: 100 },
      { date: '2026-03-03', orders: 1, gmv: 500 },
    ]);
    expect(a.byArea).toEqual([
      { area: 'Adyar', orders: 3, gmv: 1000 },
      { area: 'T Nagar', orders: 1, gmv: 100 },
    ]);
    expect(a.topRestaurants.map((t) => [t.name, t.orders, t.gmv])).toEqual([
      ['Adyar Ananda', 3, 1000],
      ['T Nagar Tiffin', 1, 100],
    ]);
    expect(a.rates).toEqual({ paid: 4, cancelled: 1, cancellationRate: 25, refunded: 1, refundRate: 25 });
    expect(a.newUsersPerDay).toHaveLength(3);
  });

  it('defaults to the last 30 days, today included, and counts the users created today', async () => {
    const a = (await get('/api/admin/analytics')).json() as TAdminAnalytics;
    expect(a.perDay).toHaveLength(30);
    expect(a.newUsersPerDay.at(-1)?.users).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['from=2026-03-05&to=2026-03-01', ADMIN_FIGURES_MESSAGES.rangeOrder],
    ['from=2025-01-01&to=2026-03-01', ADMIN_FIGURES_MESSAGES.rangeTooLong],
    ['from=2026-02-30&to=2026-03-01', ADMIN_FIGURES_MESSAGES.rangeBadDate],
    ['from=yesterday&to=2026-03-01', 'from: must be a date like 2026-11-23'],
  ])('refuses %s with a 400 in words', async (query, message) => {
    const res = await get(`/api/admin/analytics?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/analytics', customer)).statusCode).toBe(403);
    expect((await get('/api/admin/analytics', null)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/reports/sales', () => {
  const parse = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));

  it('streams one row per restaurant with paid orders, every row, with correct sums', async () => {
    const res = await get('/api/admin/reports/sales?from=2026-04-01&to=2026-04-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${adminSalesReportFileName('2026-04-01', '2026-04-30')}"`,
    );
    const [header, ...rows] = parse(res.body);
    expect(header).toEqual([...ADMIN_SALES_REPORT_COLUMNS]);
    expect(rows).toHaveLength(REPORT_RESTAURANTS);
    // Sorted by name; each restaurant i has i % 3 + 1 orders of (10000 + i) paise, fees 4900 each.
    rows.forEach((row, i) => {
      const n = (i % 3) + 1;
      const gmv = ((n * (10000 + i)) / 100).toFixed(2);
      expect(row).toEqual([
        `Report Kitchen ${String(i).padStart(4, '0')}`,
        String(n),
        gmv,
        (n * 49).toFixed(2),
        '0.00',
        gmv,
      ]);
    });
    const totalOrders = rows.reduce((sum, r) => sum + Number(r[1]), 0);
    const inApril = await ctx.database.db.$count(
      orders,
      sql`${orders.paidAt} is not null and ${orders.createdAt} >= ${at('2026-04-01', '00:00')} and ${orders.createdAt} < ${at('2026-05-01', '00:00')}`,
    );
    expect(totalOrders).toBe(inApril);
  });

  it('subtracts refunds from GMV for net, and leaves out restaurants without paid orders', async () => {
    const res = await get('/api/admin/reports/sales?from=2026-03-01&to=2026-03-03');
    expect(parse(res.body).slice(1)).toEqual([
      ['Adyar Ananda', '3', '1000.00', '147.00', '300.00', '700.00'],
      ['T Nagar Tiffin', '1', '100.00', '49.00', '0.00', '100.00'],
    ]);
  });

  it('reads in keyset batches: every batch but the last is full, none repeats a restaurant', async () => {
    const batches: string[][] = [];
    for await (const batch of salesReportBatches(
      ctx.database.db,
      dayRange('2026-04-01', '2026-04-30'),
      400,
    )) {
      batches.push(batch.map((r) => r.id));
    }
    expect(batches.map((b) => b.length)).toEqual([400, 400, REPORT_RESTAURANTS - 800]);
    expect(new Set(batches.flat()).size).toBe(REPORT_RESTAURANTS);
  });

  it.each([
    ['from=2026-04-30&to=2026-04-01', ADMIN_FIGURES_MESSAGES.rangeOrder],
    ['from=2025-04-01&to=2026-04-30', ADMIN_FIGURES_MESSAGES.rangeTooLong],
    ['from=2026-04-31&to=2026-05-01', ADMIN_FIGURES_MESSAGES.rangeBadDate],
  ])('refuses %s with a 400 in words, no CSV', async (query, message) => {
    const res = await get(`/api/admin/reports/sales?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error).toBe(message);
  });

  it('needs both dates', async () => {
    const res = await get('/api/admin/reports/sales?from=2026-04-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^to: /);
  });
});

const SETTINGS = {
  supportPhone: '+91 44 4000 9999',
  supportEmail: 'help@chennaieats.example',
  bannerEnabled: true,
  bannerText: 'Heavy rain: deliveries may be late.',
  orderingPaused: false,
};

const auditCount = async () => ctx.database.db.$count(auditLog, eq(auditLog.action, 'settings.update'));
const settingsRow = async () => (await ctx.database.db.select().from(siteSettings))[0];

describe('System Settings', () => {
  it('starts with the contact the site shipped with, banner off, ordering open', async () => {
    expect((await get('/api/site-settings', null)).json()).toEqual({
      supportPhone: '+91 44 4000 1234',
      supportEmail: 'support@chennaieats.example',
      banner: null,
      orderingPaused: false,
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
