/**
 * A city simulation of dispatch (decision 043), on PostgreSQL with two instances:
 *
 *   npx tsx bench/city-sim.ts [--riders 500] [--orders-per-minute 60] [--minutes 10] [--seed 43] [--only auto]
 *
 * (CI runs it small: `--riders 60 --orders-per-minute 12 --minutes 3`.) Needs a PostgreSQL server:
 * SIM_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432); it creates and drops its own
 * databases. Time is simulated (10 s a tick, faster than real time): riders move on the map around
 * Chennai's five areas, customers spread over them order from restaurants that deliver to them,
 * kitchens cook for their own times, and riders answer offers with some declines and silences.
 * The server's own code decides: positions through `recordRiderPosition`, rounds through
 * `dispatchRound` on both instances at once, answers through `acceptOffer` / `declineOffer` (a
 * share of them sent to both instances at once, as a double tap), the delivery estimate through
 * `quoteForAddress`. The same city and the same orders run twice: automatic dispatch, then today's
 * first tap wins (the board, each rider tapping the nearest order once they look). It prints the
 * figures and exits 1 if any order was assigned twice or never.
 */
import { randomUUID } from 'node:crypto';
import { AREA_CENTRES, haversineKm, ROAD_FACTOR, roadKm, type TLatLng } from '@app/shared';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open-from-config.ts';
import {
  deliveryPartners,
  orders,
  restaurants,
  siteSettings,
  user,
} from '../apps/server/src/db/schema/index.ts';
import { makeRestaurant } from '../apps/server/src/db/seed/factories.ts';
import type { SessionUser } from '../apps/server/src/modules/auth/auth.ts';
import { acceptDelivery, type DeliveryDeps } from '../apps/server/src/modules/delivery/delivery.service.ts';
import {
  acceptOffer,
  declineOffer,
  recordRiderPosition,
} from '../apps/server/src/modules/delivery/dispatch.service.ts';
import { dispatchRound } from '../apps/server/src/modules/delivery/dispatcher.ts';
import { ordersOffer } from '../apps/server/src/modules/orders/orders-offer.ts';
import { quoteForAddress } from '../apps/server/src/modules/serviceability/serviceability.service.ts';
import { serviceabilityOffer } from '../apps/server/src/modules/serviceability/serviceability-offer.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const RIDERS = arg('riders', 500);
const ORDERS_PER_MINUTE = arg('orders-per-minute', 60);
const MINUTES = arg('minutes', 10);
const SEED = arg('seed', 43);
const RESTAURANTS = arg('restaurants', 200);
/** `--only auto` runs automatic dispatch alone (to try a change to the dispatcher quickly). */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
/** After the last order, the city runs on until every order is delivered or this many minutes pass. */
const DRAIN_MINUTES = 150;
const TICK_S = 10;
/** Idle riders' phones send a position this often; riders on a delivery every tick. */
const IDLE_POSITION_EVERY_S = 30;
const BASE_URL = process.env.SIM_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Mode = 'auto' | 'open';
type Restaurant = TLatLng & { id: string; prepMinutes: number };
type SimOrder = {
  id: string;
  restaurant: Restaurant;
  drop: TLatLng;
  createdAt: number;
  readyAt: number;
  ready: boolean;
  rider: string | null;
  winners: Set<string>;
  etaAt: number | null;
  promisedAt: number | null;
  deliveredAt: number | null;
};
type Rider = TLatLng & {
  user: SessionUser;
  speedKmh: number;
  state: 'idle' | 'toPickup' | 'atRestaurant' | 'toDrop';
  order: SimOrder | null;
  silentUntil: number;
  lastPositionAt: number;
  /** When this idle rider next looks at the board (first tap wins). */
  looksAt: number;
};
type Answer = { at: number; kind: 'accept' | 'decline'; double: boolean };

/** The city both modes run: the same restaurants, riders' starting points, orders and answers. */
function makeCity(seed: number) {
  const rng = mulberry32(seed);
  const near = (c: TLatLng, spread: number) => ({
    lat: c.lat + (rng() - 0.5) * spread,
    lng: c.lng + (rng() - 0.5) * spread,
  });
  const areas = AREA_CENTRES;
  const restaurantsList: Restaurant[] = Array.from({ length: RESTAURANTS }, (_, i) => ({
    id: randomUUID(),
    ...near(areas[i % areas.length] as TLatLng, 0.06),
    prepMinutes: 8 + Math.floor(rng() * 12),
  }));
  const riderStarts = Array.from({ length: RIDERS }, (_, i) => ({
    id: `sim-rider-${i}`,
    ...near(areas[i % areas.length] as TLatLng, 0.1),
    speedKmh: 15 + rng() * 10,
  }));
  const total = ORDERS_PER_MINUTE * MINUTES;
  const orderPlan = Array.from({ length: total }, () => {
    const area = areas[Math.floor(rng() * areas.length)] as TLatLng;
    const drop = near(area, 0.07);
    const options = restaurantsList.filter((r) => haversineKm(r, drop) <= 7);
    const restaurant = options[Math.floor(rng() * options.length)] ?? (restaurantsList[0] as Restaurant);
    return {
      at: rng() * MINUTES * 60,
      drop,
      restaurant,
      // This order's kitchen time: the restaurant's own, give or take.
      prepMinutes: Math.max(4, restaurant.prepMinutes + (rng() - 0.5) * 6),
      // How riders answer offers of it: mostly accept after a few seconds, some decline, some never answer.
      answerRoll: rng(),
      answerDelay: 3 + rng() * 15,
    };
  });
  orderPlan.sort((a, b) => a.at - b.at);
  return { restaurantsList, riderStarts, orderPlan, rng };
}

async function openInstances(dbName: string) {
  const admin = new pg.Client({ connectionString: `${BASE_URL}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: `${BASE_URL}/${dbName}`,
    DATABASE_POOL_SIZE: '8',
  });
  const a = await openMigratedDatabase(config);
  const b = await openMigratedDatabase(config);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      const c = new pg.Client({ connectionString: `${BASE_URL}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    },
  };
}

function moveToward(r: Rider, to: TLatLng, seconds: number): boolean {
  const km = haversineKm(r, to);
  // Riders ride the road: progress on the straight line is the road distance over the road factor.
  const step = ((r.speedKmh / 3600) * seconds) / ROAD_FACTOR;
  if (km <= step || km < 0.03) {
    r.lat = to.lat;
    r.lng = to.lng;
    return true;
  }
  r.lat += ((to.lat - r.lat) * step) / km;
  r.lng += ((to.lng - r.lng) * step) / km;
  return false;
}

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.floor(q * s.length))] as number) : Number.NaN;
};
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);

async function run(mode: Mode) {
  const city = makeCity(SEED);
  const rng = mulberry32(SEED + 1);
  const instances = await openInstances(`sim_${mode}_${process.pid}`);
  const dbs: Db[] = [instances.a.db, instances.b.db];
  const depsOf = (db: Db): DeliveryDeps => ({
    db,
    payments: undefined as never,
    orders: ordersOffer,
    serviceability: serviceabilityOffer,
    onStatusMove: [],
    partnerFeePaise: 4000,
    dispatchMode: mode,
  });
  const deps = dbs.map(depsOf);
  const pick = () => (rng() < 0.5 ? 0 : 1);
  const db = instances.a.db;
  const start = Date.now();
  const customerId = 'sim-customer';
  await db.insert(user).values({ id: customerId, name: 'Sim Customer', email: 'sim@customer.test' });
  await db.insert(restaurants).values(
    city.restaurantsList.map((r, i) =>
      makeRestaurant({
        id: r.id,
        name: `Sim Kitchen ${i}`,
        lat: r.lat,
        lng: r.lng,
        prepMinutes: r.prepMinutes,
      }),
    ),
  );
  const riders: Rider[] = city.riderStarts.map((s) => ({
    user: { id: s.id, email: `${s.id}@rider.test`, name: s.id, role: 'deliveryPartner' },
    lat: s.lat,
    lng: s.lng,
    speedKmh: s.speedKmh,
    state: 'idle',
    order: null,
    silentUntil: 0,
    lastPositionAt: Number.NEGATIVE_INFINITY,
    looksAt: 0,
  }));
  await db.insert(user).values(
    riders.map((r) => ({
      id: r.user.id,
      name: r.user.name,
      email: r.user.email,
      role: 'deliveryPartner' as const,
    })),
  );
  await db.insert(deliveryPartners).values(riders.map((r) => ({ userId: r.user.id, onDuty: true })));
  const riderById = new Map(riders.map((r) => [r.user.id, r]));
  // A simulated rider carries one order at a time.
  await db.update(siteSettings).set({ riderDeliveryCap: 1 });

  const simOrders: SimOrder[] = [];
  const byId = new Map<string, SimOrder>();
  const answers = new Map<string, Answer>();
  const plannedAnswer = new Map<string, { roll: number; delay: number }>();
  const pickupKm: number[] = [];
  const offerToAccept: number[] = [];
  const decisionMs: number[] = [];
  const chooseMs: number[] = [];
  const roundMs: number[] = [];
  let nextOrder = 0;
  let doubleTaps = 0;
  const t0 = start;
  const endAt = (MINUTES + DRAIN_MINUTES) * 60;

  for (let t = 0; t <= endAt; t += TICK_S) {
    const now = new Date(t0 + t * 1000);
    // New orders: paid and accepted by the kitchen at once (Preparing), priced and timed by the server.
    while (nextOrder < city.orderPlan.length && (city.orderPlan[nextOrder]?.at ?? Infinity) <= t) {
      const plan = city.orderPlan[nextOrder++] as (typeof city.orderPlan)[number];
      const id = randomUUID();
      const quote = await quoteForAddress(
        db,
        {
          id: plan.restaurant.id,
          lat: plan.restaurant.lat,
          lng: plan.restaurant.lng,
          zone: null,
          prepMinutes: plan.restaurant.prepMinutes,
        },
        plan.drop,
        false,
      );
      const etaAt = now.getTime() + quote.etaMinutes.min * 60_000;
      const promisedAt = now.getTime() + quote.etaMinutes.max * 60_000;
      await db.insert(orders).values({
        id,
        userId: customerId,
        restaurantId: plan.restaurant.id,
        status: 'Preparing',
        deliveryInfo: {
          name: 'Sim',
          address: 'Chennai',
          city: 'Chennai',
          state: 'TN',
          zip: '600001',
          phone: '9840000000',
          ...plan.drop,
        },
        subtotalPaise: 20000,
        deliveryFeePaise: quote.deliveryFeePaise,
        totalPaise: 20000 + quote.deliveryFeePaise,
        paidAt: now,
        preparingAt: now,
        prepMinutes: plan.restaurant.prepMinutes,
        etaAt: new Date(etaAt),
        promisedAt: new Date(promisedAt),
        createdAt: now,
        updatedAt: now,
      });
      const o: SimOrder = {
        id,
        restaurant: plan.restaurant,
        drop: plan.drop,
        createdAt: now.getTime(),
        readyAt: now.getTime() + plan.prepMinutes * 60_000,
        ready: false,
        rider: null,
        winners: new Set(),
        etaAt,
        promisedAt,
        deliveredAt: null,
      };
      simOrders.push(o);
      byId.set(id, o);
      plannedAnswer.set(id, { roll: plan.answerRoll, delay: plan.answerDelay });
    }
    // Kitchens.
    const nowReady = simOrders.filter((o) => !o.ready && o.readyAt <= now.getTime());
    for (const o of nowReady) o.ready = true;
    if (nowReady.length) {
      await db
        .update(orders)
        .set({ readyAt: now })
        .where(
          inArray(
            orders.id,
            nowReady.map((o) => o.id),
          ),
        );
    }
    // Riders move, pick up and deliver.
    for (const r of riders) {
      const o = r.order;
      if (!o) continue;
      if (r.state === 'toPickup' && moveToward(r, o.restaurant, TICK_S)) r.state = 'atRestaurant';
      if (r.state === 'atRestaurant' && o.ready) {
        r.state = 'toDrop';
        await db.update(orders).set({ status: 'On the way', updatedAt: now }).where(sql`id = ${o.id}`);
      } else if (r.state === 'toDrop' && moveToward(r, o.drop, TICK_S)) {
        o.deliveredAt = now.getTime();
        await db
          .update(orders)
          .set({ status: 'Delivered', deliveredAt: now, updatedAt: now })
          .where(sql`id = ${o.id}`);
        r.state = 'idle';
        r.order = null;
        r.looksAt = t + 5 + rng() * 30;
      }
    }
    // Phones: silences now and then; positions while not silent.
    for (const r of riders) {
      if (r.state === 'idle' && r.silentUntil <= t && rng() < 0.0005) r.silentUntil = t + 180;
      if (r.silentUntil > t) continue;
      const every = r.state === 'idle' ? IDLE_POSITION_EVERY_S : TICK_S;
      if (mode === 'auto' && t - r.lastPositionAt >= every) {
        r.lastPositionAt = t;
        await recordRiderPosition(dbs[pick()] as Db, r.user, { lat: r.lat, lng: r.lng }, now);
      }
    }

    if (mode === 'auto') {
      // Both instances dispatch at the same moment.
      const rounds = await Promise.all(dbs.map((d) => dispatchRound(d, now)));
      for (const round of rounds) {
        if (round.waiting === 0 || round.riders === 0) continue;
        decisionMs.push(round.decisionMs);
        chooseMs.push(round.chooseMs);
        roundMs.push(round.roundMs);
      }
      // Riders answer their offers.
      const pending = (await db.execute(
        sql`select order_id, rider_id, offered_at, pickup_km from delivery_offers where status = 'pending'`,
      )) as unknown as {
        rows: { order_id: string; rider_id: string; offered_at: Date; pickup_km: number }[];
      };
      for (const p of pending.rows) {
        const key = `${p.order_id}:${p.rider_id}`;
        const rider = riderById.get(p.rider_id) as Rider;
        if (!answers.has(key)) {
          const plan = plannedAnswer.get(p.order_id) ?? { roll: rng(), delay: 5 };
          // Each rider's answer to this order differs: mix the order's roll with this rider.
          const roll = (plan.roll + rng()) % 1;
          const offeredAt = new Date(p.offered_at).getTime() - t0;
          const kind = roll < 0.12 ? 'decline' : 'accept';
          const silent = roll > 0.95 || rider.silentUntil > t;
          answers.set(key, {
            at: silent ? Number.POSITIVE_INFINITY : offeredAt / 1000 + plan.delay,
            kind,
            double: rng() < 0.1,
          });
        }
        const answer = answers.get(key) as Answer;
        if (answer.at > t) continue;
        // Answered at its own moment within the tick, not at the tick's end.
        const answeredAt = new Date(t0 + answer.at * 1000);
        answer.at = Number.POSITIVE_INFINITY;
        const o = byId.get(p.order_id) as SimOrder;
        if (answer.kind === 'decline') {
          await declineOffer(deps[pick()] as DeliveryDeps, rider.user, o.id, answeredAt).catch(
            () => undefined,
          );
          continue;
        }
        const tries = answer.double ? [0, 1] : [pick()];
        if (answer.double) doubleTaps++;
        const results = await Promise.allSettled(
          tries.map((i) => acceptOffer(deps[i] as DeliveryDeps, rider.user, o.id, answeredAt)),
        );
        if (results.some((res) => res.status === 'fulfilled')) {
          o.winners.add(rider.user.id);
          o.rider = rider.user.id;
          rider.order = o;
          rider.state = 'toPickup';
          pickupKm.push(roadKm(rider, o.restaurant));
          offerToAccept.push((answeredAt.getTime() - new Date(p.offered_at).getTime()) / 1000);
        }
      }
    } else {
      // First tap wins: riders who look at the board tap the nearest ready order; the quickest wins.
      const board = simOrders.filter((o) => o.ready && !o.rider);
      const lookers = riders
        .filter((r) => r.state === 'idle' && !r.order && r.silentUntil <= t && r.looksAt <= t)
        .map((r) => ({ r, reaction: rng() * TICK_S }))
        .sort((a, b) => a.reaction - b.reaction);
      for (const { r } of lookers) {
        const open = board.filter((o) => !o.rider && haversineKm(r, o.restaurant) <= 10);
        if (open.length === 0) {
          r.looksAt = t + 15 + rng() * 30;
          continue;
        }
        open.sort((a, b) => haversineKm(r, a.restaurant) - haversineKm(r, b.restaurant));
        const o = open[0] as SimOrder;
        const taken = await acceptDelivery(deps[pick()] as DeliveryDeps, r.user, o.id).then(
          () => true,
          () => false,
        );
        if (!taken) continue;
        o.winners.add(r.user.id);
        o.rider = r.user.id;
        r.order = o;
        r.state = 'toPickup';
        pickupKm.push(roadKm(r, o.restaurant));
      }
    }
    if (t > MINUTES * 60 && simOrders.every((o) => o.deliveredAt !== null)) break;
  }

  const stats = (await db.execute(sql`
    select
      (select count(*)::int from delivery_offers) as offers,
      (select count(*)::int from orders where delivery_partner_id is null) as never,
      (select count(*)::int from (select order_id from delivery_offers where status = 'accepted'
        group by order_id having count(*) > 1) twice) as accepted_twice`)) as unknown as {
    rows: { offers: number; never: number; accepted_twice: number }[];
  };
  const s = stats.rows[0] as { offers: number; never: number; accepted_twice: number };
  const delivered = simOrders.filter((o) => o.deliveredAt !== null);
  if (process.env.SIM_DEBUG) {
    for (const o of simOrders.filter((x) => x.deliveredAt === null)) {
      const r = o.rider ? riderById.get(o.rider) : undefined;
      console.log(o.id.slice(0, 8), 'ready', o.ready, 'rider', o.rider, r?.state, r?.order?.id === o.id);
    }
  }
  const result = {
    mode,
    orders: simOrders.length,
    delivered: delivered.length,
    offersPerOrder: mode === 'auto' ? s.offers / Math.max(1, simOrders.length) : null,
    offerToAcceptS: mode === 'auto' ? { p50: pct(offerToAccept, 0.5), p90: pct(offerToAccept, 0.9) } : null,
    pickupKmMean: mean(pickupKm),
    onTimeShare:
      delivered.filter((o) => (o.deliveredAt as number) <= (o.promisedAt as number)).length /
      Math.max(1, delivered.length),
    etaMaeMinutes: mean(
      delivered.map((o) => Math.abs((o.deliveredAt as number) - (o.etaAt as number)) / 60_000),
    ),
    deliveryMinutesMean: mean(delivered.map((o) => ((o.deliveredAt as number) - o.createdAt) / 60_000)),
    dispatchMs:
      mode === 'auto'
        ? {
            p50: pct(decisionMs, 0.5),
            p99: pct(decisionMs, 0.99),
            chooseP50: pct(chooseMs, 0.5),
            chooseP99: pct(chooseMs, 0.99),
            roundP50: pct(roundMs, 0.5),
            roundP99: pct(roundMs, 0.99),
            rounds: decisionMs.length,
          }
        : null,
    assignedTwice: simOrders.filter((o) => o.winners.size > 1).length + s.accepted_twice,
    neverAssigned: s.never,
    doubleTaps,
    realSeconds: (Date.now() - start) / 1000,
  };
  await instances.close();
  return result;
}

const fmt = (n: number | null | undefined, d = 2) => (n == null || Number.isNaN(n) ? '-' : n.toFixed(d));
const auto = await run('auto');
const open = ONLY === 'auto' ? null : await run('open');
console.log(
  `city: ${RIDERS} riders, ${ORDERS_PER_MINUTE} orders/min for ${MINUTES} simulated minutes, ${RESTAURANTS} restaurants, seed ${SEED}`,
);
for (const r of open ? [auto, open] : [auto]) {
  console.log(
    `${r.mode.padEnd(5)} orders ${r.orders}, delivered ${r.delivered}, offers/order ${fmt(r.offersPerOrder)}, ` +
      `offer-to-accept p50 ${fmt(r.offerToAcceptS?.p50, 1)} s p90 ${fmt(r.offerToAcceptS?.p90, 1)} s, ` +
      `km to pickup ${fmt(r.pickupKmMean)}, delivered by the promise ${fmt(r.onTimeShare * 100, 1)}%, ` +
      `ETA MAE ${fmt(r.etaMaeMinutes, 1)} min, mean delivery ${fmt(r.deliveryMinutesMean, 1)} min, ` +
      `dispatch round p50 ${fmt(r.dispatchMs?.p50)} ms p99 ${fmt(r.dispatchMs?.p99)} ms ` +
      `(choosing in memory p50 ${fmt(r.dispatchMs?.chooseP50)} ms p99 ${fmt(r.dispatchMs?.chooseP99)} ms; ` +
      `whole round with its writes p50 ${fmt(r.dispatchMs?.roundP50)} ms p99 ${fmt(r.dispatchMs?.roundP99)} ms; ${r.dispatchMs?.rounds ?? 0} rounds), ` +
      `assigned twice ${r.assignedTwice}, never ${r.neverAssigned}, double taps ${r.doubleTaps}, ${fmt(r.realSeconds, 0)} s real`,
  );
}
if (open) console.log(`km to pickup, auto / first tap wins: ${fmt(auto.pickupKmMean / open.pickupKmMean)}`);
const failed =
  auto.assignedTwice + auto.neverAssigned + (open ? open.assignedTwice + open.neverAssigned : 0) > 0;
if (failed) console.error('FAIL: an order was assigned twice or never');
process.exit(failed ? 1 : 0);
