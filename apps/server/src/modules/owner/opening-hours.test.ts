import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyWeek, HOURS_MESSAGES, indiaDate, type TWeeklyHours } from '@app/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orders, restaurants } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';

/** Opening hours (decision 050): who sets them, what the reads carry, the filter, the refusal. */
let ctx: TestContext;
let owner: Persona;
let otherOwner: Persona;
let customer: Persona;
let admin: Persona;
let restaurantId: string;
let dosaId: string;

const everyDay = (opens: string, closes: string): TWeeklyHours =>
  Object.fromEntries(Object.keys(emptyWeek()).map((d) => [d, [{ opens, closes }]])) as TWeeklyHours;

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'hours-owner');
  owner = mine.owner;
  restaurantId = mine.restaurant.id;
  dosaId = (await makeMenu(ctx, restaurantId)).dosa.id;
  otherOwner = (await createOwnerWithRestaurant(ctx, 'hours-other')).owner;
  customer = await createPersona(ctx, 'customer', 'hours-customer');
  admin = await createPersona(ctx, 'admin', 'hours-admin');
}, 60_000);
afterAll(async () => ctx?.close());

const putHours = (caller: Persona | undefined, body: unknown, id = restaurantId) =>
  call(ctx.app, 'PUT', `/api/restaurants/${id}/hours`, { ...(caller ? { caller } : {}), body });
const stored = async () =>
  (
    await ctx.database.db
      .select({ weekly: restaurants.weeklyHours, dates: restaurants.closedDates, on: restaurants.closedOn })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
  )[0];
const orderCount = async () =>
  (await ctx.database.db.select({ n: count() }).from(orders).where(eq(orders.restaurantId, restaurantId)))[0]
    ?.n;

describe('a restaurant with no hours set', () => {
  it('reads as open around the clock, with empty hours, and takes orders as before', async () => {
    const res = await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      openingHours: { weekly: emptyWeek(), closedDates: [], closedToday: false },
      isOpenNow: true,
      nextOpensAt: null,
    });
    const quote = await call(ctx.app, 'POST', '/api/orders/quote', {
      caller: customer,
      body: orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 2 }]),
    });
    expect(quote.statusCode).toBe(200);
  });
});

describe('PUT /api/restaurants/{id}/hours', () => {
  it('its owner sets slots (overnight too) and closed dates; every read carries them', async () => {
    const weekly = { ...everyDay('11:00', '15:00'), fri: [{ opens: '18:00', closes: '02:00' }] };
    const res = await putHours(owner, {
      weekly,
      closedDates: ['2031-01-14', '2030-11-08'],
      closedToday: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().openingHours).toEqual({
      weekly,
      closedDates: ['2030-11-08', '2031-01-14'],
      closedToday: false,
    });
    expect(await stored()).toEqual({ weekly, dates: ['2030-11-08', '2031-01-14'], on: null });

    const detail = (await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}`)).json();
    expect(detail.openingHours.weekly).toEqual(weekly);
    expect(typeof detail.isOpenNow).toBe('boolean');
    expect(detail.isOpenNow ? detail.nextOpensAt : typeof detail.nextOpensAt).toBe(
      detail.isOpenNow ? null : 'string',
    );
    const list = await call(ctx.app, 'GET', '/api/restaurants?limit=100');
    const listed = list.json().find((r: { _id: string }) => r._id === restaurantId);
    expect(listed.openingHours.weekly).toEqual(weekly);
    const managed = await call(ctx.app, 'GET', '/api/admin/restaurants?limit=100', { caller: admin });
    expect(managed.statusCode).toBe(200);
    const row = managed.json().find((r: { _id: string }) => r._id === restaurantId);
    expect(row?.openingHours?.weekly).toEqual(weekly);
  });

  it('an admin may set them; another owner gets 404, a customer 403, a guest 401; nothing changes', async () => {
    const before = await stored();
    const body = { weekly: everyDay('09:00', '21:00'), closedDates: [], closedToday: false };
    expect((await putHours(otherOwner, body)).statusCode).toBe(404);
    expect((await putHours(customer, body)).statusCode).toBe(403);
    expect((await putHours(undefined, body)).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
    const byAdmin = await putHours(admin, body);
    expect(byAdmin.statusCode).toBe(200);
    expect((await stored())?.weekly).toEqual(body.weekly);
  });

  const refusals: Array<[string, unknown, string]> = [
    [
      'a time that is no HH:MM',
      { weekly: { mon: [{ opens: '7pm', closes: '23:00' }] } },
      HOURS_MESSAGES.timeInvalid,
    ],
    [
      'a slot that opens and closes at once',
      { weekly: { tue: [{ opens: '09:00', closes: '09:00' }] } },
      HOURS_MESSAGES.sameTimes,
    ],
    [
      'overlapping slots',
      {
        weekly: {
          wed: [
            { opens: '11:00', closes: '15:00' },
            { opens: '14:00', closes: '18:00' },
          ],
        },
      },
      HOURS_MESSAGES.overlap('Wednesday', '11:00–15:00', '14:00–18:00'),
    ],
    ['a date that does not exist', { weekly: {}, closedDates: ['2026-02-30'] }, HOURS_MESSAGES.dateInvalid],
  ];
  for (const [what, body, message] of refusals) {
    it(`refuses ${what} with 400 in plain words, changing nothing`, async () => {
      const before = await stored();
      const res = await putHours(owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
      expect(await stored()).toEqual(before);
    });
  }
});

describe('closed now', () => {
  it('is left out by ?openNow=true and refuses orders and quotes with 409 and when it opens, writing nothing', async () => {
    const today = indiaDate(new Date());
    const res = await putHours(owner, {
      weekly: everyDay('09:00', '22:00'),
      closedDates: [],
      closedToday: true,
    });
    expect(res.json()).toMatchObject({ isOpenNow: false, openingHours: { closedToday: true } });
    expect((await stored())?.on).toBe(today);

    const open = await call(ctx.app, 'GET', '/api/restaurants?limit=100&openNow=true');
    expect(open.statusCode).toBe(200);
    expect(open.json().map((r: { _id: string }) => r._id)).not.toContain(restaurantId);
    expect(open.json().length).toBeGreaterThan(0);
    const all = await call(ctx.app, 'GET', '/api/restaurants?limit=100');
    expect(all.json().map((r: { _id: string }) => r._id)).toContain(restaurantId);

    const message = 'This restaurant is closed now. It opens tomorrow at 9:00 am.';
    const before = await orderCount();
    const placed = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 2 }]),
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error).toBe(message);
    const quote = await call(ctx.app, 'POST', '/api/orders/quote', {
      caller: customer,
      body: orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 2 }]),
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().error).toBe(message);
    expect(await orderCount()).toBe(before);

    // Open again: the order goes through.
    await putHours(owner, { weekly: everyDay('00:00', '24:00'), closedDates: [], closedToday: false });
    const again = await placeOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: dosaId, quantity: 2 }]),
    );
    expect(again.statusCode).toBe(201);
    expect(await orderCount()).toBe((before ?? 0) + 1);
  });

  it('rejects a bad openNow', async () => {
    expect((await call(ctx.app, 'GET', '/api/restaurants?openNow=maybe')).statusCode).toBe(400);
  });
});

describe('migration 0025: the old free text', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const migration = fs.readFileSync(path.join(here, '../../../drizzle/0025_opening_hours.sql'), 'utf8');
  const update = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE')) ?? '';

  it.each([
    ['11:00 AM - 11:00 PM', { opens: '11:00', closes: '23:00' }],
    ['10am-10pm', { opens: '10:00', closes: '22:00' }],
    ['7 AM to 10 PM', { opens: '07:00', closes: '22:00' }],
    ['12:00 PM - 11:30 PM', { opens: '12:00', closes: '23:30' }],
    ['6 PM - 2 AM', { opens: '18:00', closes: '02:00' }],
    ['6:30 PM – 12 AM', { opens: '18:30', closes: '00:00' }],
    ['09:00-23:00', { opens: '09:00', closes: '23:00' }],
    ['Mon-Fri 7 AM - 11 PM; Sat-Sun 8 AM - midnight', null],
    ['13 PM - 10 PM', null],
    ['', null],
    ['9 AM - 9 AM', null],
  ])('"%s" becomes %j every day', async (text, slot) => {
    const [row] = await ctx.database.db
      .insert(restaurants)
      .values(makeRestaurant({ name: `Text ${text}`, openHours: text }))
      .returning({ id: restaurants.id });
    const id = row?.id as string;
    await ctx.database.db.execute(sql.raw(update));
    const [after] = await ctx.database.db
      .select({ weekly: restaurants.weeklyHours, text: restaurants.openHours })
      .from(restaurants)
      .where(eq(restaurants.id, id));
    expect(after?.weekly).toEqual(slot ? everyDay(slot.opens, slot.closes) : null);
    expect(after?.text).toBe(text);
    await ctx.database.db.delete(restaurants).where(eq(restaurants.id, id));
  });
});
