import type { TRole } from '../constants.ts';
import type { TOrderStatus } from './order-status.ts';

/**
 * THE rule for "who may see an order", beside `checkTransition` (who may move it). The server asks
 * it for one order (GET /api/order/:id, every status move), for each live event (the SSE audience),
 * and states the same rule in SQL for every list (apps/server/src/modules/orders/order-visibility.sql.ts);
 * a test creates orders in every state and checks that each person's list and this rule agree.
 */
export type TOrderViewer = { id: string; role: TRole };

/** The facts about an order that decide who sees it: enough to be read from a row or a live event. */
export type TOrderAudienceFacts = {
  status: TOrderStatus;
  userId: string;
  restaurantOwnerId: string | null;
  deliveryPartnerId: string | null;
  /** The restaurant said the order is packed and waiting (`readyAt` is set). */
  ready: boolean;
};

/** Offered to every delivery partner: ready, and nobody has taken it yet (what they may accept). */
export function isOfferedForPickup(order: TOrderAudienceFacts): boolean {
  return order.status === 'Preparing' && order.deliveryPartnerId === null && order.ready;
}

/**
 * An admin sees every order; anyone sees the orders they placed or carry; a restaurant's owner sees
 * its orders once paid for or cancelled (an order awaiting payment is not one to cook yet); delivery
 * partners also see the orders offered for pickup.
 */
export function canSeeOrder(viewer: TOrderViewer, order: TOrderAudienceFacts): boolean {
  if (viewer.role === 'admin') return true;
  if (order.userId === viewer.id || order.deliveryPartnerId === viewer.id) return true;
  if (order.restaurantOwnerId === viewer.id && order.status !== 'AwaitingPayment') return true;
  return viewer.role === 'deliveryPartner' && isOfferedForPickup(order);
}
