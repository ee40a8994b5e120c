import type { TDeliveryPickup, TOrder, ZOrderListQueryWithPosition, ZOrderStatusInput } from '@app/shared';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.ts';

/**
 * What three of orders' URLs ask delivery (an interface: app.ts passes delivery's implementation,
 * `delivery/delivery-for-orders.ts`, to `ordersRoutes`): the offered pickups of
 * GET /api/orders?scope=delivery, the caller's view of an order (a rider's is redacted), and a
 * status move with the doorstep code checked before Delivered.
 */
export type DeliveryChecks = {
  listPickups(
    caller: SessionUser,
    q: z.output<typeof ZOrderListQueryWithPosition>,
  ): Promise<{ items: TDeliveryPickup[]; total: number }>;
  getOrderForCaller(caller: SessionUser, orderId: string): Promise<TOrder>;
  changeStatus(
    caller: SessionUser,
    orderId: string,
    input: z.output<typeof ZOrderStatusInput>,
  ): Promise<TOrder>;
};
