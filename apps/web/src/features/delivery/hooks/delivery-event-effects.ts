import { keys } from '../../../queries/keys.ts';

/** An order event as a rider's stream carries it (the server's `eventFor`). */
export type RiderStreamEvent = {
  orderId: string;
  status?: string;
  kind?: 'ready' | 'taken' | 'released' | 'location' | 'offer';
  /** Present only when it is this rider. */
  deliveryPartnerId?: string;
};

export type DeliveryQueryKey = readonly ['delivery', ...unknown[]];

/** What one event changes on the rider's screen. */
export type DeliveryEventEffect = {
  /** Chime and announce a new pickup: only to a rider on duty, who is offered it. */
  announce: boolean;
  /** The reads to fetch again. */
  refetch: DeliveryQueryKey[];
  /** An order to take off the pickups list where it is cached, without asking the server. */
  dropPickup: string | null;
};

const PICKUPS = keys.delivery.pickupsAll;
const CURRENT = keys.delivery.current;
const HISTORY = keys.delivery.history;
const OFFER = keys.delivery.offer;

/**
 * The rider's screen's rule for one event. Every rider hears of every order taken: another rider's
 * take only leaves this rider's pickups (dropped from the cache, no request); only an event about
 * the rider's own delivery refetches what it changes. Off duty, nothing is offered, so nothing
 * chimes and pickups are not asked for.
 */
export function deliveryEventEffect(event: RiderStreamEvent, onDuty: boolean): DeliveryEventEffect {
  const mine = event.deliveryPartnerId !== undefined;
  switch (event.kind) {
    case 'ready':
      return { announce: onDuty, refetch: onDuty ? [PICKUPS] : [], dropPickup: null };
    case 'taken':
      return mine
        ? { announce: false, refetch: [CURRENT], dropPickup: event.orderId }
        : { announce: false, refetch: [], dropPickup: event.orderId };
    case 'released':
      return {
        announce: false,
        refetch: [...(mine ? [CURRENT] : []), ...(onDuty ? [PICKUPS] : [])],
        dropPickup: null,
      };
    case 'location':
      return { announce: false, refetch: [], dropPickup: null };
    case 'offer':
      // An offer made to this rider, passed on or withdrawn: the offer card reads it again and rings.
      return { announce: false, refetch: [OFFER], dropPickup: null };
    default:
      // A status move of an order the rider can see: their own delivery (picked up, delivered).
      return { announce: false, refetch: mine ? [CURRENT, HISTORY] : [], dropPickup: null };
  }
}
