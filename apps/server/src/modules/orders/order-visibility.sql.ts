import type { TOrderViewer } from '@app/shared';
import { and, eq, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { orders, restaurants } from '../../db/schema/index.ts';

/**
 * `canSeeOrder` and `isOfferedForPickup` (packages/shared/src/orders/order-visibility.ts) in SQL,
 * for every list of orders; order-visibility.test.ts checks on a real database that both agree.
 * The conditions read `restaurants.owner_id`: the query joins `restaurants` on the order's restaurant.
 */

/** Ready, nobody has it yet: the partial index orders_ready_for_pickup_idx answers exactly this. */
export const offeredForPickup = and(
  eq(orders.status, 'Preparing'),
  isNull(orders.deliveryPartnerId),
  isNotNull(orders.readyAt),
) as SQL;

/** The orders `viewer` may see; undefined (no condition) for an admin. */
export function orderVisibleTo(viewer: TOrderViewer): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  return or(
    eq(orders.userId, viewer.id),
    eq(orders.deliveryPartnerId, viewer.id),
    and(eq(restaurants.ownerId, viewer.id), ne(orders.status, 'AwaitingPayment')),
    viewer.role === 'deliveryPartner' ? offeredForPickup : undefined,
  );
}
