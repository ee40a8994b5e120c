import type { TOrder } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { withRiderPosition } from './order-position.ts';

const order = {
  _id: 'o1',
  status: 'On the way',
  etaAt: '2026-11-28T10:30:00.000Z',
  courierLocation: { lat: 13.08, lng: 80.21, at: '2026-11-28T10:00:00.000Z' },
  courier: { firstName: 'Vijay', speedMps: 4, pickupPoint: null, dropPoint: null },
} as unknown as TOrder;
const later = {
  lat: 13.09,
  lng: 80.22,
  at: '2026-11-28T10:00:02.000Z',
  speedMps: 5,
  etaAt: '2026-11-28T10:25:00.000Z',
};

describe('withRiderPosition', () => {
  it('moves the map point, the speed and the arrival estimate to a newer position', () => {
    const moved = withRiderPosition(order, later);
    expect(moved.courierLocation).toEqual({ lat: 13.09, lng: 80.22, at: later.at });
    expect(moved.courier?.speedMps).toBe(5);
    expect(moved.etaAt).toBe(later.etaAt);
  });

  it('keeps the order as it is for an older position, or once it is no longer on the way', () => {
    const older = { ...later, at: '2026-11-28T09:59:58.000Z' };
    expect(withRiderPosition(order, older)).toBe(order);
    const delivered = { ...order, status: 'Delivered' } as TOrder;
    expect(withRiderPosition(delivered, later)).toBe(delivered);
  });

  it('keeps the estimate it had when the position brings none', () => {
    expect(withRiderPosition(order, { ...later, etaAt: null }).etaAt).toBe(order.etaAt);
  });
});
