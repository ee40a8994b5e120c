import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { restaurants } from '../src/db/schema/index.ts';
import { makeRestaurant } from '../src/db/seed/factories.ts';
import { call } from './http.ts';
import { makeMenu } from './order-fixtures.ts';
import { createOwnerWithRestaurant, type Persona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** Public reads answered from memory with ETags and stored encodings (decision 024). */
let ctx: TestContext;
let owner: Persona;
let restaurantId: string;
let dishId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const made = await createOwnerWithRestaurant(ctx, 'Cache');
  owner = made.owner;
  restaurantId = made.restaurant.id;
  dishId = (await makeMenu(ctx, restaurantId)).dosa.id;
  // A list long enough to be worth compressing (over 1 kB).
  await ctx.database.db
    .insert(restaurants)
    .values(
      Array.from({ length: 5 }, (_, i) => makeRestaurant({ name: `Listed kitchen ${i}`, ownerId: owner.id })),
    );
});
afterAll(() => ctx.close());

const PUBLIC_READS = [
  '/api/restaurants',
  () => `/api/restaurants/${restaurantId}`,
  () => `/api/food-items-by-restaurant?restaurantId=${restaurantId}`,
  '/api/food-items',
  '/api/search?q=dosa',
  '/api/search/suggestions?q=dos',
];
const urls = () => PUBLIC_READS.map((u) => (typeof u === 'string' ? u : u()));

describe('public reads', () => {
  it('carry a strong ETag, and answer 304 with no body when If-None-Match names it', async () => {
    for (const url of urls()) {
      const first = await call(ctx.app, 'GET', url);
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control'], url).toBe('no-cache');

      const again = await call(ctx.app, 'GET', url, { headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);

      const otherTag = await call(ctx.app, 'GET', url, {
        headers: { 'if-none-match': `"stale", W/${etag}` },
      });
      expect(otherTag.statusCode, `${url}: a proxy's weakened tag still matches`).toBe(304);
      const changed = await call(ctx.app, 'GET', url, { headers: { 'if-none-match': '"something-else"' } });
      expect(changed.statusCode, url).toBe(200);
      expect(changed.body, url).toBe(first.body);
    }
  });

  it('send the same body in Brotli, gzip or none, as the client accepts', async () => {
    const url = '/api/restaurants';
    const plain = await call(ctx.app, 'GET', url);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-total-count']).toBeDefined();

    const br = await call(ctx.app, 'GET', url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['x-total-count']).toBe(plain.headers['x-total-count']);

    const gzip = await call(ctx.app, 'GET', url, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const identity = await call(ctx.app, 'GET', url, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it("show an owner's change at once on the instance that made it", async () => {
    const menuUrl = `/api/food-items-by-restaurant?restaurantId=${restaurantId}`;
    const before = await call(ctx.app, 'GET', menuUrl);
    expect(before.json().find((d: { _id: string }) => d._id === dishId).isAvailable).toBe(true);

    const soldOut = await call(ctx.app, 'PATCH', `/api/food-items/${dishId}/availability`, {
      caller: owner,
      body: { isAvailable: false },
    });
    expect(soldOut.statusCode).toBe(200);

    const after = await call(ctx.app, 'GET', menuUrl);
    expect(after.json().find((d: { _id: string }) => d._id === dishId).isAvailable).toBe(false);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answer owners and admins fresh, with their owner blocks, and never cache them for guests', async () => {
    const asOwner = await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}`, { caller: owner });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers.etag).toBeUndefined();
    expect(asOwner.json().owner).toBeDefined();
    const asGuest = await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}`);
    expect(asGuest.json().owner).toBeNull();
  });

  it('do not remember a failure: an unknown restaurant is a 404 each time, without an ETag', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(ctx.app, 'GET', '/api/restaurants/00000000-0000-4000-8000-000000000000');
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('public reads on a second instance', () => {
  it("keep their answer for the cache's lifetime, then show another instance's change", async () => {
    // Long enough that the owner's change and the second read fit inside it on a loaded machine.
    const lifetimeMs = 3000;
    const other = await createTestApp(
      { PUBLIC_READ_CACHE_MS: String(lifetimeMs) },
      { database: ctx.database },
    );
    try {
      const menuUrl = `/api/food-items-by-restaurant?restaurantId=${restaurantId}`;
      const available = async () =>
        (await call(other.app, 'GET', menuUrl)).json().find((d: { _id: string }) => d._id === dishId)
          .isAvailable;
      const remembered = Date.now();
      const before = await available();
      const toggle = await call(ctx.app, 'PATCH', `/api/food-items/${dishId}/availability`, {
        caller: owner,
        body: { isAvailable: !before },
      });
      expect(toggle.statusCode).toBe(200);
      expect(await available()).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, remembered + lifetimeMs + 100 - Date.now()));
      expect(await available()).toBe(!before);
    } finally {
      await other.close();
    }
  });
});

describe("the public-read cache's lifetime (PUBLIC_READ_CACHE_MS)", () => {
  it('is 2 s by default, the bound on how late another instance shows a change', () => {
    expect(loadConfig({}).PUBLIC_READ_CACHE_MS).toBe(2000);
  });

  it('is refused at start-up when negative, fractional or over a minute', () => {
    for (const value of ['-1', '1.5', '60001', 'soon']) {
      expect(() => loadConfig({ PUBLIC_READ_CACHE_MS: value })).toThrow(/PUBLIC_READ_CACHE_MS/);
    }
    expect(loadConfig({ PUBLIC_READ_CACHE_MS: '0' }).PUBLIC_READ_CACHE_MS).toBe(0);
  });
});
