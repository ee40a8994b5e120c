import { DELIVERY_MESSAGES } from '../messages/delivery.ts';
import type { TActor, TOrderStatus } from './order-status.ts';

/**
 * The delivery steps beside the status timeline: "ready for pickup" and "accept" are not statuses
 * (the timeline stays Processing, Preparing, On the way, Delivered); they are facts about a
 * Preparing order, and these checks decide who may record them, as `checkTransition` decides moves.
 */
type TDeliveryOrder = {
  status: TOrderStatus;
  readyAt: Date | null;
  deliveryPartnerId: string | null;
};

/** `forbidden`: this actor may never do it (403); otherwise the order is not in a state for it (409). */
export type TDeliveryCheck = { ok: true } | { ok: false; reason: string; forbidden: boolean };

const ALLOWED: TDeliveryCheck = { ok: true };
const refuse = (reason: string): TDeliveryCheck => ({ ok: false, reason, forbidden: false });
const forbid = (reason: string): TDeliveryCheck => ({ ok: false, reason, forbidden: true });

/** The restaurant (its owner) or an admin marks a Preparing order ready, once. */
export function checkMarkReady(order: TDeliveryOrder, actor: TActor): TDeliveryCheck {
  const allowed = actor.role === 'admin' || (actor.role === 'restaurantOwner' && actor.isRestaurantOwner);
  if (!allowed) return forbid(DELIVERY_MESSAGES.readyOnlyOwnRestaurant);
  if (order.status !== 'Preparing') return refuse(DELIVERY_MESSAGES.readyOnlyWhilePreparing);
  if (order.readyAt !== null) return refuse(DELIVERY_MESSAGES.alreadyReady);
  return ALLOWED;
}

/** An on-duty delivery partner takes a ready order nobody has taken yet. */
export function checkAcceptDelivery(
  order: TDeliveryOrder,
  actor: TActor & { onDuty: boolean },
): TDeliveryCheck {
  if (actor.role !== 'deliveryPartner') return forbid(DELIVERY_MESSAGES.onlyPartners);
  if (!actor.onDuty) return refuse(DELIVERY_MESSAGES.offDuty);
  if (order.deliveryPartnerId !== null) return refuse(DELIVERY_MESSAGES.takenByAnother);
  if (order.status !== 'Preparing' || order.readyAt === null)
    return refuse(DELIVERY_MESSAGES.notReadyForPickup);
  return ALLOWED;
}
