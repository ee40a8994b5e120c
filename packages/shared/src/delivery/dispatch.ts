/**
 * Automatic dispatch (decision 043): who is offered an order, and when. Pure functions; the server's
 * dispatcher and the city simulation both call these, so the figures measure the rule that runs.
 */
import { DEFAULT_RIDE_SPEED_KMH, roadKm } from '../geo/serviceability.ts';
import type { TLatLng } from './geo.ts';

export const DISPATCH_MODES = ['auto', 'open'] as const;
export type TDispatchMode = (typeof DISPATCH_MODES)[number];

/** An offer is the rider's alone for this long; then it passes to the next rider. */
export const OFFER_SECONDS = 30;
/** A rider whose phone sent no position for this long is not offered anything. */
export const RIDER_SILENT_MS = 120_000;
/** How often an on-duty rider's phone sends its position. */
export const RIDER_POSITION_EVERY_MS = 5_000;
/** Riders further than this (straight line) from the restaurant are not considered. */
export const DISPATCH_SEARCH_KM = 10;
/** The nearest riders considered per order (the spatial index answers these first). */
export const DISPATCH_CANDIDATES = 20;
/**
 * An order is offered once its food is due within the best rider's ride plus this margin, so the
 * rider arrives as the food is ready rather than waiting at the counter.
 */
export const DISPATCH_LEAD_MINUTES = 5;
/** Each idle minute (up to the cap) counts as this many minutes nearer: long waits are not starved. */
export const IDLE_CREDIT_PER_MINUTE = 0.1;
export const IDLE_CREDIT_CAP_MINUTES = 20;

export type TDispatchRider = TLatLng & {
  riderId: string;
  /** When the rider last finished a delivery or came on duty; null when unknown. */
  idleSince: Date | null;
  /**
   * A rider still delivering (at the cap) is placed at the drop point and is free this many minutes
   * from now; 0 or absent for a rider free now. An order whose best match is such a rider waits for them.
   */
  freeInMinutes?: number;
};

/** Minutes until the rider can be at the restaurant: free (now or after the drop), then the ride. */
export function arrivalMinutes(rider: TDispatchRider, restaurant: TLatLng): number {
  return (rider.freeInMinutes ?? 0) + rideMinutes(rider, restaurant);
}

/** Minutes to ride from a to b at the default city speed (road-factor distance). */
export function rideMinutes(a: TLatLng, b: TLatLng, speedKmh = DEFAULT_RIDE_SPEED_KMH): number {
  return (roadKm(a, b) / speedKmh) * 60;
}

/** Lower is better: minutes to the restaurant, less a small credit for time spent waiting for work. */
export function dispatchCost(rider: TDispatchRider, restaurant: TLatLng, now: Date): number {
  const idleMinutes = rider.idleSince ? (now.getTime() - rider.idleSince.getTime()) / 60_000 : 0;
  const credit = Math.min(Math.max(idleMinutes, 0), IDLE_CREDIT_CAP_MINUTES) * IDLE_CREDIT_PER_MINUTE;
  return rideMinutes(rider, restaurant) - credit;
}

/** Each minute an order has waited for a rider (up to the cap) counts as this many minutes nearer. */
export const WAIT_CREDIT_PER_MINUTE = 0.2;
export const WAIT_CREDIT_CAP_MINUTES = 30;

export type TDispatchPair<O, R> = { order: O; rider: R; cost: number };

/**
 * Lower is better: a rider's cost for a restaurant (a rider still delivering adds the minutes until
 * free, so this is their arrival), less the order's credit for waiting.
 */
export function pairCost(
  rider: TDispatchRider,
  restaurant: TLatLng,
  orderWaitingSince: Date,
  now: Date,
): number {
  const waited = (now.getTime() - orderWaitingSince.getTime()) / 60_000;
  const credit = Math.min(Math.max(waited, 0), WAIT_CREDIT_CAP_MINUTES) * WAIT_CREDIT_PER_MINUTE;
  return dispatchCost(rider, restaurant, now) + (rider.freeInMinutes ?? 0) - credit;
}

/**
 * One round's offers: of every (order, candidate rider) pair, the cheapest first, each order and
 * each rider at most once (greedy matching). Looking at every waiting order together, rather than
 * each in turn, keeps a rider near one order from going to another that has a rider nearer.
 */
export function matchGreedily<O extends { id: string }, R extends { riderId: string }>(
  pairs: TDispatchPair<O, R>[],
): TDispatchPair<O, R>[] {
  const sorted = [...pairs].sort(
    (a, b) =>
      a.cost - b.cost ||
      a.order.id.localeCompare(b.order.id) ||
      a.rider.riderId.localeCompare(b.rider.riderId),
  );
  const ordersTaken = new Set<string>();
  const ridersTaken = new Set<string>();
  const chosen: TDispatchPair<O, R>[] = [];
  for (const pair of sorted) {
    if (ordersTaken.has(pair.order.id) || ridersTaken.has(pair.rider.riderId)) continue;
    ordersTaken.add(pair.order.id);
    ridersTaken.add(pair.rider.riderId);
    chosen.push(pair);
  }
  return chosen;
}

/**
 * Whether to offer now: the food is due within the ride plus the lead margin (or already ready). The
 * dispatcher asks it with the order's best arrival among its candidates, not each rider's: a far
 * rider's long ride must not make an order offerable early, to that far rider.
 */
export function timeToOffer(foodDueAt: Date, rideMins: number, now: Date): boolean {
  return foodDueAt.getTime() - now.getTime() <= (rideMins + DISPATCH_LEAD_MINUTES) * 60_000;
}
