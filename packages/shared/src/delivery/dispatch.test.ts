import { describe, expect, it } from 'vitest';
import {
  DISPATCH_LEAD_MINUTES,
  dispatchCost,
  IDLE_CREDIT_CAP_MINUTES,
  IDLE_CREDIT_PER_MINUTE,
  matchGreedily,
  pairCost,
  rideMinutes,
  timeToOffer,
} from './dispatch.ts';

const now = new Date('2026-11-26T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const rider = (riderId: string, lat: number, lng: number, idleMinutes = 0) => ({
  riderId,
  lat,
  lng,
  idleSince: minutesAgo(idleMinutes),
});

describe('dispatch rules', () => {
  it('costs the ride at 18 km/h over the road distance, less a capped credit for waiting for work', () => {
    const kitchen = { lat: 13.085, lng: 80.21 };
    const near = rider('a', 13.094, 80.21);
    // 1 km straight north is 1.3 road km: 4.33 minutes at 18 km/h.
    expect(rideMinutes(near, kitchen)).toBeCloseTo((1.0 * 1.3 * 60) / 18, 1);
    expect(dispatchCost(rider('a', 13.094, 80.21, 5), kitchen, now)).toBeCloseTo(
      rideMinutes(near, kitchen) - 5 * IDLE_CREDIT_PER_MINUTE,
      6,
    );
    expect(dispatchCost(rider('a', 13.094, 80.21, 600), kitchen, now)).toBeCloseTo(
      rideMinutes(near, kitchen) - IDLE_CREDIT_CAP_MINUTES * IDLE_CREDIT_PER_MINUTE,
      6,
    );
  });

  it('offers once the food is due within the ride and the lead margin', () => {
    const ride = 10;
    expect(timeToOffer(new Date(now.getTime() + (ride + DISPATCH_LEAD_MINUTES) * 60_000), ride, now)).toBe(
      true,
    );
    expect(
      timeToOffer(new Date(now.getTime() + (ride + DISPATCH_LEAD_MINUTES + 1) * 60_000), ride, now),
    ).toBe(false);
    expect(timeToOffer(minutesAgo(3), ride, now)).toBe(true);
  });

  it('matches the cheapest pairs first, each order and rider once, not order by order', () => {
    const east = { lat: 13.0, lng: 80.3 };
    const west = { lat: 13.0, lng: 80.1 };
    const a = rider('a', 13.0, 80.13); // 3 km from west, 17 from east
    const b = rider('b', 13.0, 80.2); // 10 km from each
    const older = { id: 'o1', at: east };
    const newer = { id: 'o2', at: west };
    const pairs = [older, newer].flatMap((o) =>
      [a, b].map((r) => ({ order: o, rider: r, cost: pairCost(r, o.at, now, now) })),
    );
    // Order by order, the older order would take a (its nearest) and leave b to the west one;
    // the cheapest pair (a, west) goes first instead.
    const chosen = matchGreedily(pairs).map((p) => `${p.order.id}:${p.rider.riderId}`);
    expect(chosen).toEqual(['o2:a', 'o1:b']);
    // A pair's cost counts the order's wait: an order waiting 30 minutes outbids a fresh one for the same rider.
    const same = { lat: 13.0, lng: 80.2 };
    const waited = matchGreedily([
      { order: { id: 'fresh' }, rider: a, cost: pairCost(a, same, now, now) },
      { order: { id: 'waited' }, rider: a, cost: pairCost(a, same, minutesAgo(30), now) },
    ]);
    expect(waited.map((p) => p.order.id)).toEqual(['waited']);
  });
});
