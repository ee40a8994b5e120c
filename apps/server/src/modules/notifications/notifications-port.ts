import type { Db } from '../../db/client.ts';
import { enqueueJobs } from '../../lib/job-queue.ts';
import { notifyPeople } from './notify.ts';
import { firstOwnerAlarm, ownerNewOrderNotice } from './order-notifier.ts';

/**
 * What other modules tell the notification service, in their own transaction (decision 051).
 * Status changes need no call: the notifier reads them from the order status history.
 */

/** The rider came within RIDER_NEAR_KM of the door (their position, in its transaction): told once per order. */
export async function riderIsNear(tx: Pick<Db, 'insert' | 'execute'>, orderId: string): Promise<void> {
  await enqueueJobs(tx, [{ kind: 'rider-near', payload: { orderId }, dedupeKey: `near:${orderId}` }]);
}

/** A restaurant paused itself after missed orders (decision 052), in the pause's transaction: its owner and the admins are told. */
export async function restaurantPausedItself(
  tx: Pick<Db, 'insert' | 'execute'>,
  p: { restaurantId: string; restaurantName: string; ownerId: string | null; pausedAt: Date; note: string },
): Promise<void> {
  const at = p.pausedAt.toISOString();
  await enqueueJobs(tx, [
    {
      kind: 'restaurant-paused',
      payload: {
        restaurantId: p.restaurantId,
        restaurantName: p.restaurantName,
        ownerId: p.ownerId,
        note: p.note,
      },
      dedupeKey: `restaurant-paused:${p.restaurantId}:${at}`,
    },
  ]);
}

/**
 * A scheduled order reached its kitchen time (decision 053), in the transaction that gives it to the
 * kitchen: the owner hears "New order" now, and again each minute until someone accepts it.
 */
export async function scheduledOrderReachedKitchen(
  tx: Pick<Db, 'insert' | 'execute'>,
  o: { orderId: string; ownerId: string | null; restaurantName: string; items: number; totalPaise: number },
): Promise<void> {
  if (!o.ownerId) return;
  await notifyPeople(tx, [ownerNewOrderNotice({ ...o, ownerId: o.ownerId }, `released:${o.orderId}:owner`)]);
  await enqueueJobs(tx, [firstOwnerAlarm(o.orderId)]);
}
