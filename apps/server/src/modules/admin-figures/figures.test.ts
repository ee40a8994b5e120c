import {
  ADMIN_FIGURES_MESSAGES,
  ADMIN_SALES_REPORT_COLUMNS,
  adminSalesReportFileName,
  type TAdminAnalytics,
  type TOrderStatus,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orders, refunds, restaurants } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';
import { dayRange, salesReportBatches } from './figures.service.ts';

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
  // Two of the delivered orders had a promise (decision 043): one came 10 minutes before it (its
  // estimate, the window's start, was exact), one 20 minutes after it (30 minutes off the estimate).
  const plus = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);
  const promised = [
    [placed[0], at('2026-03-01', '00:10'), 30],
    [placed[2], at('2026-03-03', '23:50'), 60],
  ] as const;
  for (const [row, createdAt, deliveredAfter] of promised) {
    if (!row) throw new Error('insert failed');
    await db
      .update(orders)
      .set({ deliveredAt: plus(createdAt, deliveredAfter), promisedAt: plus(createdAt, 40) })
      .where(eq(orders.id, row.id));
  }
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
    expect(a.promises).toEqual({ delivered: 2, onTime: 1, onTimeRate: 50, etaErrorMinutes: 15 });
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
