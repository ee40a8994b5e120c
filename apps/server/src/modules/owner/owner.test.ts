import { FOOD_ITEM_MAX_BYTES, IMAGE_URL_INVALID, OWNER_MESSAGES } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { foodItems, orderItems, orders, refunds, restaurants, reviews } from '../../db/schema/index.ts';

let ctx: TestContext;
let owner: Persona;
let otherOwner: Persona;
let customer: Persona;
let restaurantId: string;
let otherRestaurantId: string;
let dishId: string;

const dish = (over: Record<string, unknown> = {}) => ({
  restaurantId,
  name: 'Kothu Parotta',
  category: 'Main Course',
  description: 'Shredded parotta on the griddle.',
  price: 180.5,
  imageUrl: 'https://example.com/kothu.jpg',
  customizations: [
    { name: 'Spice', options: ['Mild', ' ', 'Hot'], optionPrices: [0, 0, 10] },
    { name: '', options: ['dropped'] },
  ],
  ...over,
});

async function dishCount(): Promise<number> {
  return (await ctx.database.db.select({ n: count() }).from(foodItems))[0]?.n ?? 0;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'owner');
  const theirs = await createOwnerWithRestaurant(ctx, 'otherOwner');
  owner = mine.owner;
  otherOwner = theirs.owner;
  restaurantId = mine.restaurant.id;
  otherRestaurantId = theirs.restaurant.id;
  customer = await createPersona(ctx, 'customer');
  dishId = (await makeMenu(ctx, restaurantId)).dosa.id;
}, 120_000);

afterAll(async () => ctx?.close());

describe('GET /api/owner/food-items?format=csv', () => {
  it('writes a dish name that hides a formula after a semicolon as text in every cell a spreadsheet may split it into', async () => {
    const name = 'Tasty;=HYPERLINK("http://evil.example","Win")';
    const added = await call(ctx.app, 'POST', '/api/add-food-item', { caller: owner, body: dish({ name }) });
    expect(added.statusCode).toBe(201);
    const res = await call(ctx.app, 'GET', '/api/owner/food-items?format=csv&q=Tasty', { caller: owner });
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\r\n').find((l) => l.includes('Tasty')) ?? '';
    expect(line).toContain(`"Tasty;'=HYPERLINK(""http://evil.example"",""Win"")"`);
    // Split as a semicolon-separated spreadsheet would: no cell starts a formula.
    for (const cell of line.split(/[;,]/)) expect(cell.replace(/^[ "]*/, '')).not.toMatch(/^[=+@]/);
    await call(ctx.app, 'DELETE', `/api/food-items/${added.json()._id}`, { caller: owner });
  });
});

describe("the owner's sales report: refunds from the refunds table, as the admin's report", () => {
  it("counts succeeded refunds whatever the order's status, not a failed or pending one, and agrees with the admin's figures", async () => {
    const { owner: seller, restaurant } = await createOwnerWithRestaurant(ctx, 'refundsOwner');
    const admin = await createPersona(ctx, 'admin', 'refundsAdmin');
    const day = new Date('2026-05-10T06:00:00Z');
    const order = (totalPaise: number, status: 'Delivered' | 'Cancelled') => ({
      userId: customer.id,
      restaurantId: restaurant.id,
      status,
      deliveryInfo: {
        name: 'Priya Raman',
        address: '1 Beach Road',
        city: 'Chennai',
        state: 'Tamil Nadu',
        zip: '600020',
        phone: '9840000000',
      },
      subtotalPaise: totalPaise - 4900,
      deliveryFeePaise: 4900,
      totalPaise,
      paidAt: day,
      createdAt: day,
    });
    const [refundedDelivered, failedCancel, pendingCancel] = await ctx.database.db
      .insert(orders)
      .values([order(50000, 'Delivered'), order(30000, 'Cancelled'), order(20000, 'Cancelled')])
      .returning({ id: orders.id });
    const refund = (orderId: string, amountPaise: number, status: 'processed' | 'failed' | 'pending') => ({
      orderId,
      paymentId: `pay_owner_report_${status}_${amountPaise}`,
      amountPaise,
      reason: status === 'processed' ? 'admin' : 'cancelled',
      status,
    });
    await ctx.database.db
      .insert(refunds)
      .values([
        refund(refundedDelivered?.id ?? '', 12000, 'processed'),
        refund(failedCancel?.id ?? '', 30000, 'failed'),
        refund(pendingCancel?.id ?? '', 20000, 'pending'),
      ] as (typeof refunds.$inferInsert)[]);

    const res = await call(
      ctx.app,
      'GET',
      `/api/owner/reports/sales?restaurantId=${restaurant.id}&from=2026-05-10&to=2026-05-10`,
      { caller: seller },
    );
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    const cell = (id: string | undefined, column: string) =>
      lines.find((l) => l.includes(id ?? '-'))?.split(',')[header.indexOf(column)];
    expect([cell(refundedDelivered?.id, 'Refunds'), cell(refundedDelivered?.id, 'Net')]).toEqual([
      '120.00',
      '380.00',
    ]);
    expect([cell(failedCancel?.id, 'Refunds'), cell(failedCancel?.id, 'Net')]).toEqual(['0.00', '300.00']);
    expect([cell(pendingCancel?.id, 'Refunds'), cell(pendingCancel?.id, 'Net')]).toEqual(['0.00', '200.00']);

    const adminReport = await call(ctx.app, 'GET', '/api/admin/reports/sales?from=2026-05-10&to=2026-05-10', {
      caller: admin,
    });
    const row = adminReport.body.split('\r\n').find((l) => l.includes(restaurant.name));
    // Restaurant, orders, GMV, fees, refunds, net: the owner's lines summed.
    expect(row?.split(',').slice(1)).toEqual(['3', '1000.00', '147.00', '120.00', '880.00']);

    // The dashboard's revenue is the same net: today's sales less the refunds that succeeded.
    const now = new Date();
    const [today] = await ctx.database.db
      .insert(orders)
      .values({ ...order(50000, 'Delivered'), paidAt: now, createdAt: now })
      .returning({ id: orders.id });
    await ctx.database.db.insert(refunds).values({
      ...refund(today?.id ?? '', 10000, 'processed'),
      paymentId: 'pay_owner_today',
    } as typeof refunds.$inferInsert);
    const board = await call(ctx.app, 'GET', `/api/owner/dashboard?restaurantId=${restaurant.id}`, {
      caller: seller,
    });
    expect(board.json().today).toEqual({ orders: 1, revenue: 400 });
  });
});

describe('POST /api/add-food-item', () => {
  it('adds a dish with its customisations (blank options and nameless groups dropped), price in paise', async () => {
    const res = await call(ctx.app, 'POST', '/api/add-food-item', { caller: owner, body: dish() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.price).toBe(180.5);
    expect(body.customizations).toEqual([{ name: 'Spice', options: ['Mild', 'Hot'], optionPrices: [0, 10] }]);
    const [row] = await ctx.database.db.select().from(foodItems).where(eq(foodItems.id, body._id));
    expect(row?.pricePaise).toBe(18050);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no restaurant', { restaurantId: '' }, `restaurantId: ${OWNER_MESSAGES.restaurantIdRequired}`],
    ['no name', { name: '  ' }, `name: ${OWNER_MESSAGES.nameRequired}`],
    ['no category', { category: '' }, `category: ${OWNER_MESSAGES.categoryRequired}`],
    ['an unknown category', { category: 'Snacks' }, `category: ${OWNER_MESSAGES.categoryInvalid}`],
    ['no price', { price: undefined }, `price: ${OWNER_MESSAGES.priceRequired}`],
    ['a zero price', { price: 0 }, `price: ${OWNER_MESSAGES.priceRange}`],
    ['a price over a lakh', { price: 100000.01 }, `price: ${OWNER_MESSAGES.priceRange}`],
    ['a price in fractions of a paisa', { price: 10.005 }, `price: ${OWNER_MESSAGES.priceDecimals}`],
    ['no image', { imageUrl: '' }, `imageUrl: ${OWNER_MESSAGES.imageUrlRequired}`],
    [
      'a script image URL',
      { imageUrl: 'javascript:alert(1)' },
      `imageUrl: ${OWNER_MESSAGES.imageUrlInvalid}`,
    ],
    [
      'a name over the CHECK limit in bytes',
      { name: 'த'.repeat(51) },
      `name: ${OWNER_MESSAGES.tooLong(FOOD_ITEM_MAX_BYTES.name)}`,
    ],
    [
      'a description over the CHECK limit',
      { description: 'x'.repeat(FOOD_ITEM_MAX_BYTES.description + 1) },
      `description: ${OWNER_MESSAGES.tooLong(FOOD_ITEM_MAX_BYTES.description)}`,
    ],
  ];
  for (const [what, change, message] of refusals) {
    it(`refuses ${what} with 400 naming the field, writing nothing`, async () => {
      const before = await dishCount();
      const res = await call(ctx.app, 'POST', '/api/add-food-item', { caller: owner, body: dish(change) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(await dishCount()).toBe(before);
    });
  }

  it("another owner's restaurant is a 404 and a customer a 403, writing nothing", async () => {
    const before = await dishCount();
    const other = await call(ctx.app, 'POST', '/api/add-food-item', {
      caller: owner,
      body: dish({ restaurantId: otherRestaurantId }),
    });
    expect(other.statusCode).toBe(404);
    const byCustomer = await call(ctx.app, 'POST', '/api/add-food-item', { caller: customer, body: dish() });
    expect(byCustomer.statusCode).toBe(403);
    expect(await dishCount()).toBe(before);
  });
});

describe('dish changes', () => {
  it('sold out shows on the public menu; another owner cannot touch it', async () => {
    const refused = await call(ctx.app, 'PATCH', `/api/food-items/${dishId}/availability`, {
      caller: otherOwner,
      body: { isAvailable: false },
    });
    expect(refused.statusCode).toBe(404);
    const res = await call(ctx.app, 'PATCH', `/api/food-items/${dishId}/availability`, {
      caller: owner,
      body: { isAvailable: false },
    });
    expect(res.statusCode).toBe(200);
    const menu = await call(ctx.app, 'GET', `/api/food-items-by-restaurant?restaurantId=${restaurantId}`);
    expect(menu.json().find((d: { _id: string }) => d._id === dishId).isAvailable).toBe(false);
  });

  it('an edit over the limits is a 400 and leaves the dish as it was', async () => {
    const res = await call(ctx.app, 'PUT', `/api/food-items/${dishId}`, {
      caller: owner,
      body: dish({ name: 'y'.repeat(151) }),
    });
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(foodItems).where(eq(foodItems.id, dishId));
    expect(row?.name).toBe('Ghee Roast Dosa');
  });

  it('deleting a dish keeps past orders whole (their own copy of the line)', async () => {
    const [vada] = await ctx.database.db
      .insert(foodItems)
      .values({ restaurantId, name: 'Medu Vada', category: 'Starter', pricePaise: 6000 })
      .returning();
    const orderId = await placePaidOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: vada?.id, quantity: 2 }]),
    );
    const del = await call(ctx.app, 'DELETE', `/api/food-items/${vada?.id}`, { caller: owner });
    expect(del.statusCode).toBe(200);
    const order = await call(ctx.app, 'GET', `/api/order/${orderId}`, { caller: customer });
    expect(order.statusCode).toBe(200);
    expect(order.json().items[0]).toMatchObject({
      name: 'Medu Vada',
      price: 60,
      quantity: 2,
      foodItemId: null,
    });
    const lines = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines).toHaveLength(1);
  });
});

describe('the order board', () => {
  it('lists paid orders only, accepts with a prep time, rejects only with a reason', async () => {
    await call(ctx.app, 'PATCH', `/api/food-items/${dishId}/availability`, {
      caller: owner,
      body: { isAvailable: true },
    });
    const orderId = await placePaidOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: dishId, quantity: 1 }]),
    );
    await call(ctx.app, 'PATCH', `/api/food-items/${dishId}/availability`, {
      caller: owner,
      body: { isAvailable: true },
    });
    const list = await call(
      ctx.app,
      'GET',
      `/api/orders?scope=restaurant&restaurantId=${restaurantId}&status=Processing`,
      {
        caller: owner,
      },
    );
    expect(list.json().map((o: { _id: string }) => o._id)).toContain(orderId);
    expect(list.json().every((o: { status: string }) => o.status === 'Processing')).toBe(true);

    const noReason = await call(ctx.app, 'POST', `/api/orders/${orderId}/status`, {
      caller: owner,
      body: { status: 'Cancelled' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(`reason: ${OWNER_MESSAGES.rejectReasonRequired}`);

    const accepted = await call(ctx.app, 'POST', `/api/orders/${orderId}/status`, {
      caller: owner,
      body: { status: 'Preparing', prepMinutes: 25 },
    });
    expect(accepted.statusCode).toBe(200);
    const seen = await call(ctx.app, 'GET', `/api/order/${orderId}`, { caller: customer });
    expect(seen.json()).toMatchObject({ status: 'Preparing', prepMinutes: 25 });
  });

  it('a rejected order carries its reason to the customer', async () => {
    const orderId = await placePaidOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: dishId, quantity: 1 }]),
    );
    const res = await call(ctx.app, 'POST', `/api/orders/${orderId}/status`, {
      caller: owner,
      body: { status: 'Cancelled', reason: 'Out of dosa batter' },
    });
    expect(res.statusCode).toBe(200);
    const seen = await call(ctx.app, 'GET', `/api/order/${orderId}`, { caller: customer });
    expect(seen.json()).toMatchObject({ status: 'Cancelled', cancelReason: 'Out of dosa batter' });
  });
});

describe('settings', () => {
  it('a paused restaurant takes no orders; an invalid setting writes nothing', async () => {
    const bad = await call(ctx.app, 'PUT', `/api/owner/restaurants/${restaurantId}`, {
      caller: owner,
      body: {
        name: '',
        address: 'x',
        cuisine: [],
        location: { lat: 0, lng: 0 },
        images: [],
        minOrderAmount: 0,
        deliveryTime: 30,
        isPaused: true,
      },
    });
    expect(bad.statusCode).toBe(400);
    const [still] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
    expect(still?.isPaused).toBe(false);
    const paused = await call(ctx.app, 'PUT', `/api/owner/restaurants/${restaurantId}`, {
      caller: owner,
      body: {
        name: still?.name,
        address: still?.address,
        cuisine: ['Indian'],
        location: { lat: 13.08, lng: 80.21 },
        images: [],
        minOrderAmount: 0,
        deliveryTime: 30,
        isPaused: true,
      },
    });
    expect(paused.statusCode).toBe(200);
    const order = await call(ctx.app, 'POST', '/api/orders', {
      caller: customer,
      body: orderBody(restaurantId, [{ foodItemId: dishId, quantity: 1 }]),
    });
    expect(order.statusCode).toBe(409);
  });

  it('sets the packaging charge every bill carries; absent keeps it, a bad one writes nothing', async () => {
    const [r] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
    const settings = {
      name: r?.name,
      address: r?.address,
      cuisine: ['Indian'],
      location: { lat: 13.08, lng: 80.21 },
      images: [],
      minOrderAmount: 0,
      deliveryTime: 30,
      isPaused: false,
    };
    const put = (body: object) =>
      call(ctx.app, 'PUT', `/api/owner/restaurants/${restaurantId}`, { caller: owner, body });
    expect((await put({ ...settings, packagingCharge: 12.5 })).json()).toMatchObject({
      packagingCharge: 12.5,
    });
    expect((await put(settings)).json()).toMatchObject({ packagingCharge: 12.5 });
    for (const [packagingCharge, words] of [
      [200.01, 'packagingCharge: Packaging charge must be at most 200'],
      [-1, 'packagingCharge: Packaging charge cannot be negative'],
      [1.234, 'packagingCharge: Packaging charge can have at most 2 decimals'],
    ] as const) {
      const bad = await put({ ...settings, packagingCharge });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(words);
    }
    const [after] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
    expect(after?.packagingChargePaise).toBe(1250);
    const quote = await call(ctx.app, 'POST', '/api/orders/quote', {
      caller: customer,
      body: orderBody(restaurantId, [{ foodItemId: dishId, quantity: 1 }]),
    });
    expect(quote.json().bill.packagingCharge).toBe(12.5);
  });
});

describe("one restaurant schema for the owner's and the admin's forms", () => {
  it('what an owner may save an admin may save too, and both refuse a protocol-relative //host image with nothing changed', async () => {
    const { owner: keeper, restaurant } = await createOwnerWithRestaurant(ctx, 'schemaOwner');
    const admin = await createPersona(ctx, 'admin', 'schemaAdmin');
    const fields = {
      name: 'Long Address Mess',
      description: '',
      cuisine: ['South Indian'],
      address: `${'12, Long Street, '.repeat(23)}Chennai`.slice(0, 400),
      location: { lat: 13.08, lng: 80.21 },
      images: ['/images/restaurants/1.svg'],
      openHours: 'Mon-Fri 7 AM - 11 PM; Sat-Sun 8 AM - midnight; '.repeat(3).trim(),
      minOrderAmount: 0,
    };
    expect(fields.address.length).toBeGreaterThan(300);
    expect(fields.openHours.length).toBeGreaterThan(100);
    const byOwner = await call(ctx.app, 'PUT', `/api/owner/restaurants/${restaurant.id}`, {
      caller: keeper,
      body: { ...fields, deliveryTime: 30, isPaused: false },
    });
    expect(byOwner.statusCode).toBe(200);
    const byAdmin = await call(ctx.app, 'PUT', `/api/admin/restaurants/${restaurant.id}`, {
      caller: admin,
      body: fields,
    });
    expect(byAdmin.statusCode).toBe(200);

    const evil = ['//evil.example/banner.jpg'];
    const ownerBad = await call(ctx.app, 'PUT', `/api/owner/restaurants/${restaurant.id}`, {
      caller: keeper,
      body: { ...fields, images: evil, deliveryTime: 30, isPaused: false },
    });
    const adminBad = await call(ctx.app, 'PUT', `/api/admin/restaurants/${restaurant.id}`, {
      caller: admin,
      body: { ...fields, images: evil },
    });
    for (const res of [ownerBad, adminBad]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`images.0: ${IMAGE_URL_INVALID}`);
    }
    const [row] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(row?.images).toEqual(['/images/restaurants/1.svg']);
  });
});

describe('writes that check who manages the restaurant in the same statement', () => {
  it("settings: another owner's save is a 404 and writes nothing; once an admin gives the restaurant away, its old owner's save writes nothing", async () => {
    const { owner: first, restaurant } = await createOwnerWithRestaurant(ctx, 'firstKeeper');
    const { owner: second } = await createOwnerWithRestaurant(ctx, 'secondKeeper');
    const body = {
      name: 'Renamed By Old Owner',
      address: '1 Beach Road',
      cuisine: ['Indian'],
      location: { lat: 13.08, lng: 80.21 },
      images: [],
      minOrderAmount: 0,
      deliveryTime: 30,
      isPaused: true,
    };
    const stranger = await call(ctx.app, 'PUT', `/api/owner/restaurants/${restaurant.id}`, {
      caller: second,
      body,
    });
    expect(stranger.statusCode).toBe(404);
    await ctx.database.db
      .update(restaurants)
      .set({ ownerId: second.id })
      .where(eq(restaurants.id, restaurant.id));
    const stale = await call(ctx.app, 'PUT', `/api/owner/restaurants/${restaurant.id}`, {
      caller: first,
      body,
    });
    expect(stale.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(row?.name).toBe(restaurant.name);
    expect(row?.isPaused).toBe(false);
  });

  it("reply: a hidden review, or another restaurant's, is a 404 and nothing is written", async () => {
    // The settings test above left this restaurant paused.
    await ctx.database.db
      .update(restaurants)
      .set({ isPaused: false })
      .where(eq(restaurants.id, restaurantId));
    const orderId = await placePaidOrder(
      ctx,
      customer,
      orderBody(restaurantId, [{ foodItemId: dishId, quantity: 1 }]),
    );
    const [review] = await ctx.database.db
      .insert(reviews)
      .values({ orderId, userId: customer.id, restaurantId, rating: 4, comment: 'Crisp dosa' })
      .returning({ id: reviews.id });
    const id = review?.id ?? '';
    const byOther = await call(ctx.app, 'PUT', `/api/reviews/${id}/reply`, {
      caller: otherOwner,
      body: { reply: 'Not mine to answer' },
    });
    expect(byOther.statusCode).toBe(404);
    await ctx.database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, id));
    const hidden = await call(ctx.app, 'PUT', `/api/reviews/${id}/reply`, {
      caller: owner,
      body: { reply: 'Thanks!' },
    });
    expect(hidden.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.reply).toBeNull();
    await ctx.database.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, id));
    const ok = await call(ctx.app, 'PUT', `/api/reviews/${id}/reply`, {
      caller: owner,
      body: { reply: 'Thanks!' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().reply).toBe('Thanks!');
  });
});

describe('lists a screen reads whole are paged, never cut', () => {
  it("the restaurant picker (an admin's: every restaurant) pages with a total, however many there are", async () => {
    const admin = await createPersona(ctx, 'admin', 'pickerAdmin');
    const all = (await ctx.database.db.select({ id: restaurants.id }).from(restaurants)).length;
    expect(all).toBeGreaterThan(3);
    const first = await call(ctx.app, 'GET', '/api/owner/restaurants?page=1&limit=3', { caller: admin });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(all));
    expect(first.json()).toHaveLength(3);
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(all / 3); page += 1) {
      const res = await call(ctx.app, 'GET', `/api/owner/restaurants?page=${page}&limit=3`, {
        caller: admin,
      });
      for (const r of res.json() as { _id: string }[]) seen.add(r._id);
    }
    expect(seen.size).toBe(all);
    const mine = await call(ctx.app, 'GET', '/api/owner/restaurants', { caller: owner });
    expect(mine.json().map((r: { _id: string }) => r._id)).toEqual([restaurantId]);
  });

  it("the owner's help desk pages with a total: ticket 51 and on are not dropped", async () => {
    const { owner: writer } = await createOwnerWithRestaurant(ctx, 'helpWriter');
    for (let i = 0; i < 3; i += 1) {
      const res = await call(ctx.app, 'POST', '/api/owner/help-desk', {
        caller: writer,
        body: { subject: `Question ${i}`, message: 'When is the payout?' },
      });
      expect(res.statusCode).toBe(201);
    }
    const page1 = await call(ctx.app, 'GET', '/api/owner/help-desk?page=1&limit=2', { caller: writer });
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page1.json()).toHaveLength(2);
    const page2 = await call(ctx.app, 'GET', '/api/owner/help-desk?page=2&limit=2', { caller: writer });
    expect(page2.json().map((t: { subject: string }) => t.subject)).toEqual(['Question 0']);
  });
});

describe('"Veg options" is a fact about the dishes, not a default', () => {
  it('a new restaurant has no veg options; a vegetarian dish gives it them; deleting that dish takes them away', async () => {
    const admin = await createPersona(ctx, 'admin', 'vegAdmin');
    const added = await call(ctx.app, 'POST', '/api/add-restaurant', {
      caller: admin,
      body: {
        name: 'Kari Kadai',
        address: '3, Marina Road, Chennai',
        cuisine: ['Indian'],
        ownerCredentials: { username: 'KariKadaiOwner', password: 'kari-kadai-2026' },
      },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().restaurantId as string;
    const vegOptions = async () =>
      (await call(ctx.app, 'GET', `/api/restaurants/${id}`)).json().vegOptions as boolean;
    expect(await vegOptions()).toBe(false);
    const dishRes = await call(ctx.app, 'POST', '/api/add-food-item', {
      caller: admin,
      body: dish({ restaurantId: id, name: 'Veg Kothu', isVegetarian: true }),
    });
    expect(dishRes.statusCode).toBe(201);
    expect(await vegOptions()).toBe(true);
    expect(
      (await call(ctx.app, 'DELETE', `/api/food-items/${dishRes.json()._id}`, { caller: admin })).statusCode,
    ).toBe(200);
    expect(await vegOptions()).toBe(false);
  });
});
