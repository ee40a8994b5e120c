import { OWNER_MESSAGES } from '@app/shared';

/** A browser notification, when the owner allowed them. */
export function notifyNewOrder(body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  new Notification(OWNER_MESSAGES.newOrder, { body, tag: 'new-order' });
}

/**
 * The board of `restaurantId` rings for a new paid order of that restaurant only, and for a
 * scheduled one when its kitchen time comes, not when it is paid (`forLater`, decision 053).
 */
export function isNewOrderFor(
  event: { status?: string; restaurantId?: string; forLater?: boolean } | null,
  restaurantId: string,
): boolean {
  return event?.status === 'Processing' && event.restaurantId === restaurantId && event.forLater !== true;
}
