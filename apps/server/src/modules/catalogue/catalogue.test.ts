import { MESSAGES, PAGE_MAX_LIMIT, type TFoodItem, type TRestaurant } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { foodItems, restaurants } from '../../db/schema/index.ts';
import { makeFoodItem, makeRestaurant } from '../../db/seed/factories.ts';

let ctx: TestContext;
let saravanaId: string;
let closedId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const rows = await db
    .insert(restaurants)
    .values([
      makeRestaurant({ name: 'Saravana Tiffin House', rating: 4.7, cuisine: ['South Indian'] }),
      makeRestaurant({
        name: 'Dragon Wok',
        rating: 4.1,
        cuisine: ['Chinese'],
        area: 'OMR',
        address: '4, OMR Road, Thoraipakkam, Chennai 600097',
        deliveryTime: 45,
        priceLevel: 3,
      }),
      makeRestaurant({
        name: 'Burger Street',
        rating: 3.9,
        cuisine: ['American'],
        area: 'Adyar',
        address: '7, Besant Avenue, Adyar, Chennai 600020',
        deliveryTime: 25,
        priceLevel: 1,
      }),
      makeRestaurant({ name: 'Closed Kitchen', rating: 4.9, isActive: false }),
    ])
    .returning({ id: restaurants.id });
  saravanaId = rows[0]?.id ?? '';
  closedId = rows[3]?.id ?? '';
  await db.insert(foodItems).values([
    makeFoodItem(saravanaId, { name: 'Ghee Roast Dosa', category: 'Main Course', pricePaise: 14050 }),
    makeFoodItem(saravanaId, {
      name: 'Filter Coffee',
      category: 'Beverage',
      pricePaise: 4000,
      customizations: [{ name: 'Size', options: ['Regular', 'Large'], optionPricesPaise: [0, 2000] }],
    }),
    makeFoodItem(saravanaId, { name: 'Gulab Jamun', category: 'Dessert', isAvailable: false }),
    makeFoodItem(closedId, { name: 'Hidden Dish' }),
  ]);
});

afterAll(async () => ctx?.close());

async function get(url: string) {
  return ctx.app.inject({ method: 'GET', url });
}

describe('GET /api/restaurants', () => {
  it('lists active restaurants best rated first, in the spec shape, with the total in a header', async () => {
    const res = await get('/api/restaurants');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const body = res.json<TRestaurant[]>();
    expect(body.map((r) => r.name)).toEqual(['Saravana Tiffin House', 'Dragon Wok', 'Burger Street']);
    expect(body[0]).toMatchObject({
      cuisine: ['South Indian'],
      isActive: true,
      deliveryFee: 49,
      openHours: '10:00 AM - 11:00 PM',
      location: { lat: 13.085, lng: 80.2101 },
      owner: null,
    });
    expect(body[0]?._id).toBe(saravanaId);
  });

  it('pages with page and limit', async () => {
    const res = await get('/api/restaurants?page=2&limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json<TRestaurant[]>().map((r) => r.name)).toEqual(['Burger Street']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  const names = (res: { json: <T>() => T }) => res.json<TRestaurant[]>().map((r) => r.name);

  it.each([
    ['q=WOK', ['Dragon Wok']],
    ['q=south%20indian', ['Saravana Tiffin House']],
    ['q=besant', ['Burger Street']],
    ['q=chennai', ['Saravana Tiffin House', 'Dragon Wok', 'Burger Street']],
    ['q=kitchen', []],
    ['q=%25', []],
    ['q=_', []],
    ['minRating=4', ['Saravana Tiffin House', 'Dragon Wok']],
    ['maxDeliveryTime=30', ['Saravana Tiffin House', 'Burger Street']],
    ['maxPriceLevel=1', ['Burger Street']],
    ['minRating=4&maxDeliveryTime=30', ['Saravana Tiffin House']],
    ['q=chennai&minRating=4&maxPriceLevel=2', ['Saravana Tiffin House']],
  ])('narrows with ?%s (name, cuisine or address; thresholds), counting the matches', async (qs, want) => {
    const res = await get(`/api/restaurants?${qs}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(want);
    expect(res.headers['x-total-count']).toBe(String(want.length));
  });

  it('pages a narrowed list, with the total of all matches', async () => {
    const res = await get('/api/restaurants?q=chennai&page=2&limit=2');
    expect(names(res)).toEqual(['Burger Street']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it.each([
    ['limit=1000', `limit: must be at most ${PAGE_MAX_LIMIT}`],
    ['minRating=6', 'minRating: must be between 0 and 5'],
    ['minRating=four', 'minRating: must be a number'],
    ['maxDeliveryTime=abc', 'maxDeliveryTime: must be a number'],
    ['maxDeliveryTime=2.5', 'maxDeliveryTime: must be a whole number of minutes'],
    ['maxPriceLevel=0', 'maxPriceLevel: must be 1 or more'],
    [`q=${'a'.repeat(101)}`, 'q: must be at most 100 characters'],
    ['limit=0', 'limit: must be 1 or more'],
    ['page=-1', 'page: must be 1 or more'],
    ['page=abc', 'page: must be a number'],
    ['page=1.5', 'page: must be a whole number'],
  ])('refuses ?%s with a 400 that says why', async (qs, message) => {
    const res = await get(`/api/restaurants?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, code: 'BAD_REQUEST' });
  });
});

describe('GET /api/restaurants/:id', () => {
  it('returns one restaurant', async () => {
    const res = await get(`/api/restaurants/${saravanaId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<TRestaurant>().name).toBe('Saravana Tiffin House');
  });

  it('answers an unknown id with 404 Restaurant not found', async () => {
    const res = await get('/api/restaurants/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: MESSAGES.restaurantNotFound });
  });

  it('answers a malformed id with 400', async () => {
    const res = await get('/api/restaurants/not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'id: must be a valid id' });
  });
});

describe('GET /api/food-items-by-restaurant', () => {
  it("returns the restaurant's menu in category order with prices in rupees and customisations", async () => {
    const res = await get(`/api/food-items-by-restaurant?restaurantId=${saravanaId}`);
    expect(res.statusCode).toBe(200);
    const items = res.json<TFoodItem[]>();
    expect(items.map((i) => i.name)).toEqual(['Filter Coffee', 'Gulab Jamun', 'Ghee Roast Dosa']);
    expect(items[2]).toMatchObject({ price: 140.5, restaurantId: saravanaId, area: 'Anna Nagar' });
    expect(items[0]?.customizations).toEqual([
      { name: 'Size', options: ['Regular', 'Large'], optionPrices: [0, 20] },
    ]);
    expect(items[1]?.isAvailable).toBe(false);
  });

  it('refuses a missing or malformed restaurantId with 400', async () => {
    expect((await get('/api/food-items-by-restaurant')).json()).toMatchObject({
      error: 'restaurantId: is required',
    });
    expect((await get('/api/food-items-by-restaurant?restaurantId=42')).statusCode).toBe(400);
  });

  it('answers an unknown or inactive restaurant with 404', async () => {
    const unknown = await get(
      '/api/food-items-by-restaurant?restaurantId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/api/food-items-by-restaurant?restaurantId=${closedId}`)).statusCode).toBe(404);
  });
});

describe('GET /api/food-items', () => {
  it("lists dishes of active restaurants with the restaurant's id and name", async () => {
    const res = await get('/api/food-items?limit=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const items = res.json<TFoodItem[]>();
    expect(items.map((i) => i.name)).not.toContain('Hidden Dish');
    expect(items[0]?.restaurantId).toEqual({ _id: saravanaId, name: 'Saravana Tiffin House' });
  });

  it('refuses a huge page size', async () => {
    expect((await get('/api/food-items?limit=100000')).statusCode).toBe(400);
  });
});

describe('service endpoints', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it('reports health and readiness (the database answers)', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('sends security headers and a request id: API answers may not be rendered, pages get the full set', async () => {
    const res = await get('/api/restaurants');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toBeTruthy();
    const page = await get('/api/docs/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // Plain http (a laptop, a test): no HSTS, which would pin the browser to https that is not there.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends one HSTS header, from the app alone, when people reach it over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://eats.example.in' });
    try {
      for (const url of ['/api/restaurants', '/api/docs/']) {
        const res = await call(https.app, 'GET', url);
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      }
    } finally {
      await https.close();
    }
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/restaurants', '/api/restaurants/{id}', '/api/food-items-by-restaurant']),
    );
  });
});
