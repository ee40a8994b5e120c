import { describe, expect, it } from 'vitest';
import { deliveryEventEffect } from './delivery-event-effects.ts';

describe("the rider's live events", () => {
  it('a new pickup chimes and refreshes pickups only for a rider on duty', () => {
    expect(deliveryEventEffect({ orderId: 'o1', kind: 'ready' }, true)).toEqual({
      announce: true,
      refetch: [['delivery', 'pickups']],
      dropPickup: null,
    });
    expect(deliveryEventEffect({ orderId: 'o1', kind: 'ready' }, false)).toEqual({
      announce: false,
      refetch: [],
      dropPickup: null,
    });
  });

  it("another rider's take drops the order from the pickups without a single request", () => {
    expect(deliveryEventEffect({ orderId: 'o2', kind: 'taken' }, true)).toEqual({
      announce: false,
      refetch: [],
      dropPickup: 'o2',
    });
  });

  it("the rider's own take, or a move of their delivery, refetches their current delivery", () => {
    expect(
      deliveryEventEffect({ orderId: 'o3', kind: 'taken', deliveryPartnerId: 'me' }, true).refetch,
    ).toEqual([['delivery', 'current']]);
    expect(
      deliveryEventEffect({ orderId: 'o3', status: 'Delivered', deliveryPartnerId: 'me' }, true).refetch,
    ).toEqual([
      ['delivery', 'current'],
      ['delivery', 'history'],
    ]);
    expect(deliveryEventEffect({ orderId: 'o4', status: 'Preparing' }, true).refetch).toEqual([]);
  });
});
