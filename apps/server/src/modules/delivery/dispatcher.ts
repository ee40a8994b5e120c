import {
  arrivalMinutes,
  DEFAULT_PREP_MINUTES,
  DISPATCH_CANDIDATES,
  DISPATCH_SEARCH_KM,
  matchGreedily,
  OFFER_SECONDS,
  pairCost,
  RIDER_SILENT_MS,
  rideMinutes,
  roadKm,
  roundKm,
  type TDispatchPair,
  type TDispatchRider,
  timeToOffer,
} from '@app/shared';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { Db } from '../../db/client.ts';
import * as repo from './dispatch.repo.ts';

/** Orders considered per round; the rest wait for the next round (a second or two). */
const ORDERS_PER_ROUND = 500;

export type DispatchRound = {
  expired: number;
  withdrawn: number;
  waiting: number;
  offered: number;
  /** Riders free now who could take an offer. */
  riders: number;
  /** Time to choose riders for every waiting order, ms: the riders read, the spatial index built and queried. */
  decisionMs: number;
  /** Of which in memory: the index built and queried, the best riders chosen. */
  chooseMs: number;
  /** The whole round, ms: offers settled, orders and riders read, riders chosen, offers written. */
  roundMs: number;
};

type Rider = TDispatchRider;
type RiderRow = Awaited<ReturnType<typeof repo.findDispatchRiders>>[number];
type WaitingOrder = Awaited<ReturnType<typeof repo.findOrdersToOffer>>[number];

/** The riders who can take an offer, in a spatial index over their last positions (kdbush, geokdbush). */
function indexRiders(riders: Rider[]): KDBush {
  const index = new KDBush(Math.max(1, riders.length));
  for (const r of riders) index.add(r.lng, r.lat);
  index.finish();
  return index;
}

/** When an order's food is due: ready already, or the kitchen's start plus its stated time. */
function foodDueAt(o: WaitingOrder): Date {
  if (o.readyAt) return o.readyAt;
  const start = o.preparingAt ?? o.updatedAt;
  return new Date(start.getTime() + (o.prepMinutes ?? DEFAULT_PREP_MINUTES) * 60_000);
}

/**
 * Riders free now where they are, and riders at their cap whose delivery is on its way to the
 * customer, placed at its drop point and free once there (their ride to it at the city speed).
 */
function dispatchRiders(rows: RiderRow[]): Rider[] {
  const riders: Rider[] = [];
  for (const r of rows) {
    if (r.held < r.cap) {
      riders.push({
        riderId: r.riderId,
        lat: r.lat,
        lng: r.lng,
        idleSince: latest(r.dutySince, r.lastDeliveredAt ? new Date(r.lastDeliveredAt) : null),
      });
    } else if (r.drop && Number.isFinite(r.drop.lat) && Number.isFinite(r.drop.lng)) {
      riders.push({
        riderId: r.riderId,
        ...r.drop,
        idleSince: null,
        freeInMinutes: rideMinutes(r, r.drop),
      });
    }
  }
  return riders;
}

/**
 * Every waiting order's candidates (the nearest riders it has not asked before), once its food is due
 * within its best candidate's arrival plus the lead; then one matching over all of them, cheapest
 * pair first. An order matched to a rider still delivering waits for them (no offer this round).
 */
function chooseRiders(waiting: WaitingOrder[], riders: Rider[], now: Date) {
  const index = indexRiders(riders);
  const pairs: TDispatchPair<WaitingOrder, Rider>[] = [];
  for (const order of waiting) {
    const at = { lat: order.restaurantLat, lng: order.restaurantLng };
    const asked = order.askedRiders.length ? new Set(order.askedRiders) : null;
    const candidates = around(
      index,
      at.lng,
      at.lat,
      DISPATCH_CANDIDATES,
      DISPATCH_SEARCH_KM,
      asked ? (i) => !asked.has((riders[i] as Rider).riderId) : undefined,
    ).map((i) => riders[i] as Rider);
    if (candidates.length === 0) continue;
    let best = Number.POSITIVE_INFINITY;
    for (const rider of candidates) best = Math.min(best, arrivalMinutes(rider, at));
    if (!timeToOffer(foodDueAt(order), best, now)) continue;
    const waitingSince = order.preparingAt ?? order.updatedAt;
    for (const rider of candidates)
      pairs.push({ order, rider, cost: pairCost(rider, at, waitingSince, now) });
  }
  return matchGreedily(pairs)
    .filter(({ rider }) => !rider.freeInMinutes)
    .map(({ order, rider }) => ({
      orderId: order.id,
      riderId: rider.riderId,
      pickupKm: roundKm(roadKm(rider, { lat: order.restaurantLat, lng: order.restaurantLng })),
    }));
}

/**
 * One dispatch round (decision 043): offers past their 30 s expire, offers that can no longer be
 * taken are withdrawn, then the waiting orders with no offer out are matched with the riders near
 * their restaurants, and the round's offers are written in one statement. Safe to run on several
 * instances at once: the pending-offer unique indexes let each offer through once per order and
 * once per rider, so a race costs a skipped order (offered next round), never two riders. Every
 * rider whose offer changed hears it on their live stream.
 */
export async function dispatchRound(db: Db, now = new Date()): Promise<DispatchRound> {
  const roundStarted = performance.now();
  const settled = await repo.settleOffers(db, now);
  const waiting = await repo.findOrdersToOffer(db, ORDERS_PER_ROUND);
  const round = { ...settled, waiting: waiting.length };
  if (waiting.length === 0)
    return {
      ...round,
      offered: 0,
      riders: 0,
      decisionMs: 0,
      chooseMs: 0,
      roundMs: performance.now() - roundStarted,
    };

  const started = performance.now();
  const riders = dispatchRiders(await repo.findDispatchRiders(db, new Date(now.getTime() - RIDER_SILENT_MS)));
  const freeNow = riders.filter((r) => !r.freeInMinutes).length;
  const choosing = performance.now();
  const choices = freeNow === 0 ? [] : chooseRiders(waiting, riders, now);
  const decisionMs = performance.now() - started;
  const chooseMs = performance.now() - choosing;

  const made = await repo.insertOffers(db, choices, now, new Date(now.getTime() + OFFER_SECONDS * 1000));
  return {
    ...round,
    offered: made.length,
    riders: freeNow,
    decisionMs,
    chooseMs,
    roundMs: performance.now() - roundStarted,
  };
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** Tells riders their offer changed (appeared, passed on, was withdrawn). */
export async function tellRiders(db: Db, offers: { orderId: string; riderId: string }[]): Promise<void> {
  await repo.notifyOfferChanges(db, offers);
}
