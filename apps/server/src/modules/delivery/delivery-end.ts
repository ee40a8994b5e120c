import type { StatusMoveHook } from '../orders/orders-port.ts';
import { finishDelivery } from './delivery.repo.ts';

/**
 * Delivery's status-move hook (app.ts registers it in `OrderDeps.onStatusMove`; orders runs it
 * inside every status move's transaction): when an order is delivered or cancelled, record when and
 * delete the rider's positions for it, in the same commit.
 */
export const endDeliveryOnStatusMove: StatusMoveHook = async (tx, row) => {
  if (row.status === 'Delivered' || row.status === 'Cancelled') {
    await finishDelivery(tx, row.id, row.status === 'Delivered' ? row.updatedAt : null);
  }
};
