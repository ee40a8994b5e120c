/**
 * Serviceability at bench scale (decision 041): `DATA_DIR=… npx tsx bench/serviceability.ts [runs]`
 * after `npm run seed:bench -- --restaurants 5000` into that DATA_DIR (or with DATABASE_URL).
 * Customer points are drawn at random within ~4 km of the five areas' centres. Times, server-side
 * and in process (no HTTP client in the figure):
 *  - which restaurants deliver to a point (the box prefilter in SQL + the exact zones in code: what
 *    every list asked for a location runs first),
 *  - one GET /api/serviceability answer (the service),
 *  - a whole GET /api/restaurants?lat=&lng= and GET /api/search?q=&lat=&lng= through app.inject,
 *    with the public-read cache defeated by a fresh point each time,
 * and prints p50 / p99 / max in milliseconds with the number of restaurants each point is served by.
 * `--zones` first gives the restaurants zones of their own (every fifth a drawn hexagon of 2-5 km,
 * two in five a radius of 3-9 km, the rest the default 7 km), as owners would, and keeps them.
 */
import { AREA_CENTRES, type TDeliveryZone, zonePolygonProblem, zoneReachKm } from '@app/shared';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open-from-config.ts';
import { restaurants } from '../apps/server/src/db/schema/index.ts';
import {
  deliverableFilter,
  serviceability,
} from '../apps/server/src/modules/serviceability/serviceability.service.ts';

const RUNS = Number(process.argv[2] ?? 2000);
/** `--lists`: only the located list reads. */
const LISTS_ONLY = process.argv.includes('--lists');
const WITH_ZONES = process.argv.includes('--zones');

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rng = mulberry32(41);
function randomPoint() {
  const c = AREA_CENTRES[Math.floor(rng() * AREA_CENTRES.length)] ?? AREA_CENTRES[0];
  if (!c) throw new Error('no areas');
  return { lat: c.lat + (rng() - 0.5) * 0.07, lng: c.lng + (rng() - 0.5) * 0.07 };
}

async function measure(label: string, work: () => Promise<number | undefined>): Promise<void> {
  for (let i = 0; i < 50; i += 1) await work(); // warm-up
  const samples: number[] = [];
  let served = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    served += (await work()) ?? 0;
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    (samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(2);
  const extra = served ? `  (${Math.round(served / RUNS)} restaurants per point on average)` : '';
  console.log(`${label.padEnd(46)} p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms${extra}`);
}

/** An irregular hexagon around a restaurant, 2-5 km out: what an owner draws on the zone editor. */
function hexagon(c: { lat: number; lng: number }): TDeliveryZone {
  const ring: [number, number][] = [];
  for (let i = 0; i < 6; i += 1) {
    const km = 2 + rng() * 3;
    const angle = (i / 6) * 2 * Math.PI;
    ring.push([
      c.lng + (km * Math.cos(angle)) / (111.32 * Math.cos((c.lat * Math.PI) / 180)),
      c.lat + (km * Math.sin(angle)) / 110.574,
    ]);
  }
  ring.push(ring[0] as [number, number]);
  return { kind: 'polygon', polygon: { type: 'Polygon', coordinates: [ring] } };
}

async function giveZones(db: typeof database.db): Promise<void> {
  const rows = await db
    .select({ id: restaurants.id, lat: restaurants.lat, lng: restaurants.lng })
    .from(restaurants);
  let polygons = 0;
  let radii = 0;
  await db.transaction(async (tx) => {
    for (const [i, r] of rows.entries()) {
      let zone: TDeliveryZone | null = null;
      if (i % 5 === 0) zone = hexagon(r);
      else if (i % 5 <= 2) zone = { kind: 'radius', km: 3 + Math.round(rng() * 60) / 10 };
      if (zone?.kind === 'polygon' && zonePolygonProblem(r, zone.polygon)) zone = null;
      if (zone?.kind === 'polygon') polygons += 1;
      if (zone?.kind === 'radius') radii += 1;
      await tx
        .update(restaurants)
        .set({ deliveryZone: zone, deliveryReachKm: zoneReachKm(r, zone) })
        .where(eq(restaurants.id, r.id));
    }
  });
  console.log(
    `zones: ${polygons} drawn polygons, ${radii} radii of their own, ${rows.length - polygons - radii} default`,
  );
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const database = await openMigratedDatabase(config);
const db = database.db;
try {
  if (WITH_ZONES) await giveZones(db);
  const ids = (
    await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.isActive, true))
  ).map((r) => r.id);
  console.log(`${await db.$count(restaurants)} restaurants (${ids.length} active), ${RUNS} runs each`);
  if (!LISTS_ONLY) {
    await measure(
      'restaurants delivering to a point',
      async () => (await deliverableFilter(db, randomPoint())).size,
    );
    await measure('GET /api/serviceability (service)', async () => {
      await serviceability(db, ids[Math.floor(rng() * ids.length)] as string, randomPoint());
      return undefined;
    });
  }
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const inject = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return undefined;
  };
  if (!LISTS_ONLY)
    await measure('GET /api/serviceability (inject)', () => {
      const p = randomPoint();
      return inject(
        `/api/serviceability?restaurantId=${ids[Math.floor(rng() * ids.length)]}&lat=${p.lat}&lng=${p.lng}`,
      );
    });
  // The same list without a location, for comparison (a unique minRating keeps the cache out).
  await measure('GET /api/restaurants (inject, no location)', () =>
    inject(`/api/restaurants?minRating=${(rng() * 0.001).toFixed(6)}`),
  );
  await measure('GET /api/restaurants?lat&lng (inject, uncached)', () => {
    const p = randomPoint();
    return inject(`/api/restaurants?lat=${p.lat}&lng=${p.lng}`);
  });
  await measure('GET /api/search?q=biryani&lat&lng (inject)', () => {
    const p = randomPoint();
    return inject(`/api/search?q=biryani&lat=${p.lat}&lng=${p.lng}`);
  });
  await app.close();
} finally {
  await database.close();
}
