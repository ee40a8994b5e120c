import type { TOrder, TRiderPosition } from '@app/shared';

/**
 * The order as it is once the rider's newer position is known: the map's point, the speed and the
 * arrival estimate move without asking the server again (decision 056). An older position (events
 * can cross) or an order no longer on the way is left as it is.
 */
export function withRiderPosition(order: TOrder, p: TRiderPosition): TOrder {
  if (order.status !== 'On the way') return order;
  if (order.courierLocation && order.courierLocation.at >= p.at) return order;
  return {
    ...order,
    etaAt: p.etaAt ?? order.etaAt ?? null,
    courierLocation: { lat: p.lat, lng: p.lng, at: p.at },
    ...(order.courier ? { courier: { ...order.courier, speedMps: p.speedMps } } : {}),
  };
}
