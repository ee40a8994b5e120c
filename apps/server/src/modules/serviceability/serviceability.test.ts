import {
  LOCALITIES,
  MESSAGES,
  roadKm,
  SERVICEABILITY_MESSAGES,
  type TGeoJsonPolygon,
  ZRestaurant,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../../../test/http.ts';
import { DELIVERY_INFO, makeMenu, orderBody, placeOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { SETTINGS_BODY } from '../../../test/settings-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orders, restaurants, siteSettings } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';
import { ZONE_CHANGES_CHANNEL } from '../../lib/zone-changes.ts';
import { ZoneSnapshot, zoneSnapshot } from './zone-snapshot.ts';

let ctx: TestContext;
let owner: Persona;
let otherOwner: Persona;
let customer: Persona;
let admin: Persona;
/** Owned by `owner`, in Anna Nagar (the factory's place), default 7 km zone. */
let annaNagarId: string;
let tNagarId: string;
let velacheryId: string;
let omrId: string;

const GUINDY = { lat: 13.0067, lng: 80.2206 };
const VELACHERY = { lat: 12.979, lng: 80.218 };
const T_NAGAR = { lat: 13.041, lng: 80.234 };
const FAR_AWAY = { lat: 12.83, lng: 80.05 }; // past Tambaram: no restaurant reaches it

function square(c: { lat: number; lng: number }, half: number): TGeoJsonPolygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [c.lng - half, c.lat - half],
        [c.lng + half, c.lat - half],
        [c.lng + half, c.lat + half],
        [c.lng - half, c.lat + half],
        [c.lng - half, c.lat - half],
      ],
    ],
  };
}

const get = (url: string, caller?: Persona) => call(ctx.app, 'GET', url, caller ? { caller } : {});
const zoneOf = async (id: string) =>
  (await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, id)))[0];
const putZone = (id: string, zone: unknown, caller: Persona = owner) =>
  call(ctx.app, 'PUT', `/api/restaurants/${id}/delivery-zone`, { caller, body: { zone } });

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'zoneOwner');
  owner = mine.owner;
  annaNagarId = mine.restaurant.id;
  otherOwner = (await createOwnerWithRestaurant(ctx, 'otherZoneOwner')).owner;
  customer = await createPersona(ctx, 'customer', 'Zone Customer');
  admin = await createPersona(ctx, 'admin', 'Zone Admin');
  const rows = await ctx.database.db
    .insert(restaurants)
    .values([
      makeRestaurant({ name: 'T Nagar Tiffin', area: 'T Nagar', ...T_NAGAR, deliveryFeePaise: 3000 }),
      makeRestaurant({ name: 'Velachery Grill', area: 'Velachery', ...VELACHERY, prepMinutes: 25 }),
      makeRestaurant({ name: 'OMR Biryani', area: 'OMR', lat: 12.901, lng: 80.227 }),
    ])
    .returning();
  [tNagarId, velacheryId, omrId] = rows.map((r) => r.id) as [string, string, string];
  // The other owner's restaurant stands in Anna Nagar too; keep it out of the location lists.
  await ctx.database.db
    .update(restaurants)
    .set({ isActive: false })
    .where(eq(restaurants.ownerId, otherOwner.id));
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/serviceability', () => {
  it('answers distance by road, the fee of its slab in rupees and the estimate, for a place in the zone', async () => {
    const res = await get(`/api/serviceability?restaurantId=${tNagarId}&lat=${GUINDY.lat}&lng=${GUINDY.lng}`);
    expect(res.statusCode).toBe(200);
    const km = Math.round(roadKm(T_NAGAR, GUINDY) * 10) / 10; // ~5.2 km: the 3-6 km slab
    expect(res.json()).toEqual({
      deliverable: true,
      distanceKm: km,
      deliveryFee: 49,
      etaMinutes: { min: Math.round(15 + (km / 18) * 60), max: Math.round(15 + (km / 18) * 60) + 10 },
      reason: null,
    });
  });

  it("uses the restaurant's own prep time when it has one", async () => {
    const res = await get(
      `/api/serviceability?restaurantId=${velacheryId}&lat=${VELACHERY.lat}&lng=${VELACHERY.lng}`,
    );
    expect(res.json()).toMatchObject({
      deliverable: true,
      distanceKm: 0,
      deliveryFee: 29,
      etaMinutes: { min: 25, max: 35 },
    });
  });

  it('says why not in words outside the zone', async () => {
    const res = await get(
      `/api/serviceability?restaurantId=${annaNagarId}&lat=${VELACHERY.lat}&lng=${VELACHERY.lng}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      deliverable: false,
      deliveryFee: 69,
      reason: SERVICEABILITY_MESSAGES.outsideRadius(7),
    });
  });

  it('refuses bad input and unknown restaurants with words', async () => {
    const bad = await get(`/api/serviceability?restaurantId=${tNagarId}&lat=95&lng=80.2`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/lat: must be between -90 and 90/);
    const missing = await get(
      `/api/serviceability?restaurantId=00000000-0000-4000-8000-000000000000&lat=13&lng=80.2`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(MESSAGES.restaurantNotFound);
  });
});

describe('GET /api/localities', () => {
  it('lists the offline localities with pincodes and centroids', async () => {
    const res = await get('/api/localities');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(LOCALITIES);
  });
});

describe('lists with a location', () => {
  it('GET /api/restaurants lists only those that deliver there, with km, the fee for that distance and minutes', async () => {
    const res = await get(`/api/restaurants?lat=${GUINDY.lat}&lng=${GUINDY.lng}`);
    expect(res.statusCode).toBe(200);
    const names = res.json().map((r: { name: string }) => r.name);
    // Guindy: T Nagar ~4 km and Velachery ~3 km away; Anna Nagar ~9 km and OMR ~12 km are not.
    expect(names.sort()).toEqual(['T Nagar Tiffin', 'Velachery Grill']);
    expect(res.headers['x-total-count']).toBe('2');
    const tNagar = res.json().find((r: { name: string }) => r.name === 'T Nagar Tiffin');
    expect(tNagar).toMatchObject({
      deliveryFee: 49,
      distanceKm: expect.any(Number),
      etaMinutes: { min: expect.any(Number) },
    });
    const none = await get(`/api/restaurants?lat=${FAR_AWAY.lat}&lng=${FAR_AWAY.lng}`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('without a location, lists every restaurant exactly as before: the spec fields, the flat fee, cached with an ETag', async () => {
    const res = await get('/api/restaurants');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list).toHaveLength(4);
    for (const r of list) expect(Object.keys(r)).toEqual(Object.keys(ZRestaurant.shape));
    expect(list.find((r) => r.name === 'T Nagar Tiffin')?.deliveryFee).toBe(30);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await call(ctx.app, 'GET', '/api/restaurants', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('without a location, the bytes are what the spec schema alone writes, in both serializers', async () => {
    // ZRestaurant was the response schema before decision 041: re-serialising through it changes nothing.
    const compiled = await createTestApp({}, { database: ctx.database, compiledResponses: true });
    try {
      for (const app of [ctx.app, compiled.app]) {
        for (const url of ['/api/restaurants?limit=3', '/api/restaurants?q=tiffin', '/api/search?q=grill']) {
          const res = await call(app, 'GET', url);
          expect(res.statusCode).toBe(200);
          const parsed = JSON.parse(res.body);
          const expected = url.startsWith('/api/search')
            ? JSON.stringify({ ...parsed, restaurants: z.array(ZRestaurant).parse(parsed.restaurants) })
            : JSON.stringify(z.array(ZRestaurant).parse(parsed));
          expect(res.body).toBe(expected);
        }
      }
    } finally {
      await compiled.close();
    }
  });

  it('refuses a latitude without a longitude', async () => {
    const res = await get(`/api/restaurants?lat=13`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('lat: lat and lng go together: send both or neither');
  });

  it('GET /api/search lists only restaurants that deliver there, and only their dishes', async () => {
    await makeMenu(ctx, tNagarId);
    await makeMenu(ctx, annaNagarId);
    const near = await get(`/api/search?q=dosa&lat=${GUINDY.lat}&lng=${GUINDY.lng}`);
    expect(near.statusCode).toBe(200);
    const body = near.json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(new Set(body.items.map((i: { restaurantId: { _id: string } }) => i.restaurantId._id))).toEqual(
      new Set([tNagarId]),
    );
    const everywhere = await get('/api/search?q=dosa');
    const restaurantsOfDishes = new Set(
      everywhere.json().items.map((i: { restaurantId: { _id: string } }) => i.restaurantId._id),
    );
    expect(restaurantsOfDishes).toEqual(new Set([tNagarId, annaNagarId]));
    const all = await get(`/api/search?q=&lat=${GUINDY.lat}&lng=${GUINDY.lng}`);
    expect(
      all
        .json()
        .restaurants.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['T Nagar Tiffin', 'Velachery Grill']);
    expect(all.json().restaurants[0]).toHaveProperty('etaMinutes');
    expect((await get('/api/search?q=')).json().restaurants[0]).not.toHaveProperty('distanceKm');
  });
});

describe('PUT /api/restaurants/:id/delivery-zone', () => {
  it('lets the owner draw a polygon, and the lists follow at once', async () => {
    // A square around Guindy (~3.3 km each way): Anna Nagar's kitchen now delivers there, not to T Nagar.
    expect((await get(`/api/restaurants?lat=${GUINDY.lat}&lng=${GUINDY.lng}`)).json()).toHaveLength(2);
    const res = await putZone(annaNagarId, { kind: 'polygon', polygon: square(GUINDY, 0.03) });
    expect(res.statusCode).toBe(200);
    expect((await zoneOf(annaNagarId))?.deliveryReachKm).toBeGreaterThan(9);
    const near = await get(`/api/restaurants?lat=${GUINDY.lat}&lng=${GUINDY.lng}`);
    expect(near.json().map((r: { _id: string }) => r._id)).toContain(annaNagarId);
    const check = await get(
      `/api/serviceability?restaurantId=${annaNagarId}&lat=${T_NAGAR.lat}&lng=${T_NAGAR.lng}`,
    );
    expect(check.json()).toMatchObject({
      deliverable: false,
      reason: SERVICEABILITY_MESSAGES.outsidePolygon,
    });
  });

  it('lets an admin set a radius, and null goes back to the default 7 km', async () => {
    expect((await putZone(omrId, { kind: 'radius', km: 15 }, admin)).statusCode).toBe(200);
    const wide = await get(`/api/serviceability?restaurantId=${omrId}&lat=${GUINDY.lat}&lng=${GUINDY.lng}`);
    expect(wide.json().deliverable).toBe(true);
    expect((await putZone(omrId, null, admin)).statusCode).toBe(200);
    expect(await zoneOf(omrId)).toMatchObject({ deliveryZone: null, deliveryReachKm: 7 });
  });

  it('refuses callers who do not manage the restaurant, and changes nothing', async () => {
    const before = await zoneOf(tNagarId);
    expect((await putZone(tNagarId, { kind: 'radius', km: 2 }, customer)).statusCode).toBe(403);
    expect((await putZone(annaNagarId, { kind: 'radius', km: 2 }, otherOwner)).statusCode).toBe(404);
    expect(
      (await call(ctx.app, 'PUT', `/api/restaurants/${tNagarId}/delivery-zone`, { body: { zone: null } }))
        .statusCode,
    ).toBe(401);
    expect(await zoneOf(tNagarId)).toEqual(before);
  });

  const many = Array.from({ length: 201 }, (_, i) => {
    const a = (2 * Math.PI * i) / 200;
    return [80.21 + 0.03 * Math.cos(a), 13.085 + 0.03 * Math.sin(a)];
  });
  const open = square({ lat: 13.085, lng: 80.21 }, 0.02);
  open.coordinates[0]?.pop();
  it.each([
    [
      'an open ring',
      { kind: 'polygon', polygon: open },
      'The zone is not closed: its last point must be its first.',
    ],
    [
      'too many points',
      { kind: 'polygon', polygon: { type: 'Polygon', coordinates: [many] } },
      /at most 200 points/,
    ],
    [
      'a zone far from the restaurant',
      { kind: 'polygon', polygon: square({ lat: 12.97, lng: 77.59 }, 0.05) },
      'The zone must stay within 50 km of the restaurant.',
    ],
    ['a radius of 0', { kind: 'radius', km: 0 }, 'zone.km: must be more than 0'],
    [
      'not a polygon',
      { kind: 'polygon', polygon: { type: 'Point', coordinates: [80.2, 13] } },
      /polygon.type/,
    ],
  ])('refuses %s with words and changes nothing', async (_label, zone, message) => {
    const before = await zoneOf(annaNagarId);
    const res = await putZone(annaNagarId, zone);
    expect(res.statusCode).toBe(400);
    if (typeof message === 'string') expect(res.json().error).toBe(message);
    else expect(res.json().error).toMatch(message);
    expect(await zoneOf(annaNagarId)).toEqual(before);
  });
});

describe('fee slabs in System Settings', () => {
  const SETTINGS = SETTINGS_BODY;
  const slabsRow = async () => (await ctx.database.db.select().from(siteSettings))[0]?.deliveryFeeSlabs;

  it('ships with up to 3 km ₹29, 3-6 km ₹49, over 6 km ₹69, and keeps them when a save leaves them out', async () => {
    const shown = await get('/api/admin/settings', admin);
    expect(shown.json().deliveryFeeSlabs).toEqual([
      { upToKm: 3, fee: 29 },
      { upToKm: 6, fee: 49 },
      { upToKm: null, fee: 69 },
    ]);
    expect(
      (await call(ctx.app, 'PUT', '/api/admin/settings', { caller: admin, body: SETTINGS })).statusCode,
    ).toBe(200);
    expect(await slabsRow()).toEqual([
      { upToKm: 3, feePaise: 2900 },
      { upToKm: 6, feePaise: 4900 },
      { upToKm: null, feePaise: 6900 },
    ]);
  });

  it('refuses slabs that cannot price every distance, and changes nothing', async () => {
    const before = await slabsRow();
    const res = await call(ctx.app, 'PUT', '/api/admin/settings', {
      caller: admin,
      body: { ...SETTINGS, deliveryFeeSlabs: [{ upToKm: 5, fee: 30 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('deliveryFeeSlabs: Only the last slab is open-ended ("over N km").');
    expect(await slabsRow()).toEqual(before);
  });

  it('an admin edit reprices serviceability and the lists at once, and the public settings quote it', async () => {
    const res = await call(ctx.app, 'PUT', '/api/admin/settings', {
      caller: admin,
      body: {
        ...SETTINGS,
        deliveryFeeSlabs: [
          { upToKm: 10, fee: 19.5 },
          { upToKm: null, fee: 99 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const q = await get(`/api/serviceability?restaurantId=${tNagarId}&lat=${GUINDY.lat}&lng=${GUINDY.lng}`);
    expect(q.json().deliveryFee).toBe(19.5);
    const list = await get(`/api/restaurants?lat=${GUINDY.lat}&lng=${GUINDY.lng}`);
    expect(list.json().find((r: { _id: string }) => r._id === tNagarId).deliveryFee).toBe(19.5);
    // The information pages quote the fee from the public settings: the same slabs, in rupees.
    expect((await get('/api/site-settings')).json().deliveryFeeSlabs).toEqual([
      { upToKm: 10, fee: 19.5 },
      { upToKm: null, fee: 99 },
    ]);
    await call(ctx.app, 'PUT', '/api/admin/settings', {
      caller: admin,
      body: {
        ...SETTINGS,
        deliveryFeeSlabs: [
          { upToKm: 3, fee: 29 },
          { upToKm: 6, fee: 49 },
          { upToKm: null, fee: 69 },
        ],
      },
    });
  });
});

describe('POST /api/orders with a pinned address', () => {
  const orderCount = () => ctx.database.db.$count(orders);

  it('refuses an address outside the zone with 400 and writes nothing', async () => {
    const { dosa } = await makeMenu(ctx, velacheryId);
    const before = await orderCount();
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(velacheryId, [{ foodItemId: dosa.id, quantity: 1 }], {
        deliveryInfo: { ...DELIVERY_INFO, lat: 13.085, lng: 80.21 },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This restaurant does not deliver to this address.');
    expect(res.json().error).toBe(SERVICEABILITY_MESSAGES.outsideZone);
    expect(await orderCount()).toBe(before);
  });

  it('prices a pinned address inside the zone by distance, and one without a pin as before', async () => {
    const menu = await ctx.database.db.query.foodItems.findFirst({
      where: (f, { eq: is }) => is(f.restaurantId, tNagarId),
    });
    if (!menu) throw new Error('no dish');
    const pinned = await placeOrder(
      ctx,
      customer,
      orderBody(tNagarId, [{ foodItemId: menu.id, quantity: 1 }], {
        deliveryInfo: { ...DELIVERY_INFO, address: 'Guindy', lat: GUINDY.lat, lng: GUINDY.lng },
      }),
    );
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json().order.deliveryFee).toBe(49);
    const unpinned = await placeOrder(
      ctx,
      customer,
      orderBody(tNagarId, [{ foodItemId: menu.id, quantity: 1 }]),
    );
    expect(unpinned.statusCode).toBe(201);
    expect(unpinned.json().order.deliveryFee).toBe(30);
  });

  it('refuses a latitude without a longitude', async () => {
    const before = await orderCount();
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(tNagarId, [], { deliveryInfo: { ...DELIVERY_INFO, lat: 13.04 } }),
    );
    expect(res.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});

describe('the zone snapshot', () => {
  it('answers from its copy for its lifetime, then from the old copy while a fresh one loads, and forgets on demand', async () => {
    let now = 1_000_000;
    const snapshot = new ZoneSnapshot(ctx.database.db, 5000, () => now);
    const has = async (id: string) => (await snapshot.read()).some((r) => r.id === id);
    expect(await has(omrId)).toBe(true);
    await ctx.database.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, omrId));
    try {
      now += 4000;
      expect(await has(omrId)).toBe(true); // within its lifetime
      now += 2000;
      expect(await has(omrId)).toBe(true); // stale: the old copy answers, a fresh one loads
      // The refresh started by that read lands by itself (no clock moves): wait for it, up to 5 s.
      for (let i = 0; i < 50 && (await has(omrId)); i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(await has(omrId)).toBe(false);
      await ctx.database.db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, omrId));
      snapshot.forget();
      expect(await has(omrId)).toBe(true);
    } finally {
      await ctx.database.db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, omrId));
    }
  });
});

describe('who delivers where, right after a change', () => {
  const namesAtGuindy = async () =>
    (await get(`/api/restaurants?lat=${GUINDY.lat}&lng=${GUINDY.lng}`))
      .json()
      .map((r: { name: string }) => r.name);
  const setActive = (id: string, isActive: boolean) =>
    call(ctx.app, 'POST', `/api/admin/restaurants/${id}/active`, { caller: admin, body: { isActive } });

  it("an admin's deactivation and activation change the located list at once, not after the snapshot's 5 s", async () => {
    expect(await namesAtGuindy()).toContain('Velachery Grill');
    try {
      expect((await setActive(velacheryId, false)).statusCode).toBe(200);
      expect(await namesAtGuindy()).not.toContain('Velachery Grill');
      expect((await setActive(velacheryId, true)).statusCode).toBe(200);
      expect(await namesAtGuindy()).toContain('Velachery Grill');
    } finally {
      await ctx.database.db
        .update(restaurants)
        .set({ isActive: true })
        .where(eq(restaurants.id, velacheryId));
    }
  });

  it("an admin's zone edit changes the located list at once", async () => {
    expect(await namesAtGuindy()).toContain('T Nagar Tiffin');
    try {
      expect((await putZone(tNagarId, { kind: 'radius', km: 1 }, admin)).statusCode).toBe(200);
      expect(await namesAtGuindy()).not.toContain('T Nagar Tiffin');
    } finally {
      expect((await putZone(tNagarId, null, admin)).statusCode).toBe(200);
    }
    expect(await namesAtGuindy()).toContain('T Nagar Tiffin');
  });

  it("another instance's change reaches this instance's snapshot through NOTIFY", async () => {
    const has = async (id: string) => (await zoneSnapshot(ctx.database.db).read()).some((r) => r.id === id);
    expect(await has(omrId)).toBe(true);
    try {
      // What another instance's deactivation leaves here: the row changed and the channel notified.
      await ctx.database.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, omrId));
      await ctx.database.db.execute(sql`select pg_notify(${ZONE_CHANGES_CHANNEL}, '')`);
      // Well within the snapshot's 5 s lifetime.
      for (let i = 0; i < 20 && (await has(omrId)); i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(await has(omrId)).toBe(false);
    } finally {
      await ctx.database.db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, omrId));
      zoneSnapshot(ctx.database.db).forget();
    }
  });
});
