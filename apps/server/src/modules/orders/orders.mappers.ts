import { paiseToRupees, type TOrder, type TOrderStatus } from '@app/shared';
import type { loadOrderDetails, OrderRow } from './orders.repo.ts';

type Details = Awaited<ReturnType<typeof loadOrderDetails>>;

export function toOrderDto(o: OrderRow, d: Details): TOrder {
  return {
    _id: o.id,
    userId: o.userId,
    restaurantId: o.restaurantId,
    restaurantName: d.names.get(o.restaurantId)?.name ?? 'Unknown Restaurant',
    items: d.items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
        foodItemId: i.foodItemId,
        name: i.name,
        price: paiseToRupees(i.unitPricePaise),
        quantity: i.quantity,
        image: i.image,
        options: i.options.map((opt) => ({
          group: opt.group,
          option: opt.option,
          price: paiseToRupees(opt.pricePaise),
        })),
      })),
    deliveryInfo: o.deliveryInfo,
    subtotal: paiseToRupees(o.subtotalPaise),
    deliveryFee: paiseToRupees(o.deliveryFeePaise),
    total: paiseToRupees(o.totalPaise),
    status: o.status as TOrderStatus,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    statusHistory: d.events
      .filter((e) => e.orderId === o.id)
      .map((e) => ({ status: e.status as TOrderStatus, at: e.createdAt.toISOString() })),
    deliveryPartnerId: o.deliveryPartnerId,
    reviewed: d.reviewed.has(o.id),
    prepMinutes: o.prepMinutes,
    cancelReason: o.cancelReason,
    readyAt: o.readyAt?.toISOString() ?? null,
    refundStatus: d.refunds.get(o.id) ?? null,
  };
}
