import {
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
import { publishOrderEvent } from '../orders/order-events.ts';
import * as repo from './dispatch.repo.ts';

/** Orders considered per round; the rest wait for the next round (a second or two). */
const ORDERS_PER_ROUND = 500;

export type DispatchRound = {
  expired: number;
  withdrawn: number;
  waiting: number;
  offered: number;
  riders: number;
  /** Time to choose riders for every waiting order, ms: the riders read, the spatial index built and queried. */
  decisionMs: number;
  /** Of which in memory: the index built and queried, the best riders chosen. */
  chooseMs: number;
};

type Rider = TDispatchRider;

/** The riders who can take an offer, in a spatial index over their last positions (kdbush, geokdbush). */
function indexRiders(riders: Rider[]): KDBush {
  const index = new KDBush(riders.length);
  for (const r of riders) index.add(r.lng, r.lat);
  index.finish();
  return index;
}

/** When an order's food is due: ready already, or the kitchen's start plus its stated time. */
function foodDueAt(o: Awaited<ReturnType<typeof repo.findOrdersToOffer>>[number]): Date {
  if (o.readyAt) return o.readyAt;
  const start = o.preparingAt ?? o.updatedAt;
  return new Date(start.getTime() + (o.prepMinutes ?? DEFAULT_PREP_MINUTES) * 60_000);
}

/**
 * One dispatch round (decision 043): offers past their 30 s expire, offers that can no longer be
 * taken are withdrawn, then each waiting order with no offer out is offered to the best available
 * rider near its restaurant, once its food is due within that rider's ride. Safe to run on several
 * instances at once: an offer is one insert that the pending-offer unique indexes let through once
 * per order and once per rider, so a race costs a skipped order (offered next round), never two
 * riders. Every rider whose offer changed hears it on their live stream.
 */
export async function dispatchRound(db: Db, now = new Date()): Promise<DispatchRound> {
  const expired = await repo.expireOffers(db, now);
  const withdrawn = await repo.withdrawStaleOffers(db, now);
  await tellRiders(db, [...expired, ...withdrawn]);
  const waiting = await repo.findOrdersToOffer(db, ORDERS_PER_ROUND);
  const round = { expired: expired.length, withdrawn: withdrawn.length, waiting: waiting.length };
  if (waiting.length === 0) return { ...round, offered: 0, riders: 0, decisionMs: 0, chooseMs: 0 };

  const started = performance.now();
  const [available, past] = await Promise.all([
    repo.findAvailableRiders(db, new Date(now.getTime() - RIDER_SILENT_MS)),
    repo.findPastOfferRiders(
      db,
      waiting.map((o) => o.id),
    ),
  ]);
  const riders: Rider[] = available.map((r) => ({
    riderId: r.riderId,
    lat: r.lat,
    lng: r.lng,
    idleSince: latest(r.dutySince, r.lastDeliveredAt ? new Date(r.lastDeliveredAt) : null),
  }));
  if (riders.length === 0)
    return { ...round, offered: 0, riders: 0, decisionMs: performance.now() - started, chooseMs: 0 };
  const choosing = performance.now();
  const asked = new Set(past.map((p) => `${p.orderId}:${p.riderId}`));
  const index = indexRiders(riders);
  const pairs: TDispatchPair<(typeof waiting)[number], Rider>[] = [];
  for (const order of waiting) {
    const at = { lat: order.restaurantLat, lng: order.restaurantLng };
    const due = foodDueAt(order);
    const waitingSince = order.preparingAt ?? order.updatedAt;
    for (const i of around(
      index,
      at.lng,
      at.lat,
      DISPATCH_CANDIDATES,
      DISPATCH_SEARCH_KM,
      (i) => !asked.has(`${order.id}:${(riders[i] as Rider).riderId}`),
    )) {
      const rider = riders[i] as Rider;
      if (!timeToOffer(due, rideMinutes(rider, at), now)) continue;
      pairs.push({ order, rider, cost: pairCost(rider, at, waitingSince, now) });
    }
  }
  const choices = matchGreedily(pairs).map(({ order, rider }) => ({
    order,
    rider,
    pickupKm: roundKm(roadKm(rider, { lat: order.restaurantLat, lng: order.restaurantLng })),
  }));
  const decisionMs = performance.now() - started;
  const chooseMs = performance.now() - choosing;

  let offered = 0;
  const expiresAt = new Date(now.getTime() + OFFER_SECONDS * 1000);
  for (const { order, rider, pickupKm } of choices) {
    const made = await db.transaction(async (tx) => {
      const inserted = await repo.insertOffer(tx as unknown as Db, {
        orderId: order.id,
        riderId: rider.riderId,
        pickupKm,
        offeredAt: now,
        expiresAt,
      });
      if (inserted) await publishOrderEvent(tx, offerEvent(order.id, rider.riderId));
      return inserted;
    });
    if (made) offered++;
  }
  return { ...round, offered, riders: riders.length, decisionMs, chooseMs };
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** "Your offer changed": the rider's screen reads GET /api/delivery/offer again. */
function offerEvent(orderId: string, riderId: string) {
  return {
    orderId,
    kind: 'offer' as const,
    offeredTo: riderId,
    status: 'Preparing' as const,
    userId: '',
    restaurantOwnerId: null,
    deliveryPartnerId: null,
    ready: false,
  };
}

export async function tellRiders(db: Db, offers: { orderId: string; riderId: string }[]): Promise<void> {
  for (const o of offers) await publishOrderEvent(db, offerEvent(o.orderId, o.riderId));
}
