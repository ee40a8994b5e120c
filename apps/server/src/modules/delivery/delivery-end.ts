import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { finishDelivery } from './delivery.repo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Called inside every status move's transaction (orders.service changeStatus): when an order is
 * delivered, record when and delete the rider's positions for it, in the same commit.
 */
export async function endDeliveryOnStatusMove(tx: Tx, row: OrderRow): Promise<void> {
  if (row.status === 'Delivered' || row.status === 'Cancelled') {
    await finishDelivery(tx, row.id, row.status === 'Delivered' ? row.updatedAt : null);
  }
}
