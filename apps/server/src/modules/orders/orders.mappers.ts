import { billInRupees, cashToCollectPaise, paiseToRupees, shownFirstName, type TOrder } from '@app/shared';

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

import type { OrderItemRow, OrderRow } from './orders.repo.ts';

/** What an order's answer shows besides its row (orders.repo.ts `loadOrderDetails` reads it). */
export type OrderDetails = {
  items: Pick<
    OrderItemRow,
    'orderId' | 'foodItemId' | 'name' | 'unitPricePaise' | 'quantity' | 'image' | 'options'
  >[];
  events: { orderId: string; status: OrderRow['status']; createdAt: Date }[];
  reviewed: Set<string>;
  names: Map<string, { name: string }>;
  refunds: Map<string, OrderRefund>;
  /** The rider's name by order id, for orders a rider has. */
  riders: Map<string, string>;
};

/** An order's refund as its answer shows it: where it stands, and its credit note once it has one. */
export type OrderRefund = { status: 'pending' | 'processed' | 'failed'; creditNoteNumber: string | null };

/**
 * The details of an order just placed, from what was inserted (no read after the write): its
 * lines, one timeline event at the time it was placed, no review, no refund, no rider.
 */
export function newOrderDetails(
  order: OrderRow,
  lines: Omit<OrderDetails['items'][number], 'orderId'>[],
  restaurantName: string,
): OrderDetails {
  return {
    items: lines.map((l) => ({ ...l, orderId: order.id })),
    events: [{ orderId: order.id, status: order.status, createdAt: order.createdAt }],
    reviewed: new Set(),
    names: new Map([[order.restaurantId, { name: restaurantName }]]),
    refunds: new Map(),
    riders: new Map(),
  };
}

export function toOrderDto(o: OrderRow, d: OrderDetails): TOrder {
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
    bill: billInRupees({
      itemTotalPaise: o.subtotalPaise,
      packagingChargePaise: o.packagingChargePaise,
      deliveryFeePaise: o.deliveryFeePaise,
      platformFeePaise: o.platformFeePaise,
      discountPaise: o.discountPaise,
      tipPaise: o.tipPaise,
      cgstPaise: o.cgstPaise,
      sgstPaise: o.sgstPaise,
      totalPaise: o.totalPaise,
    }),
    tipAfterDelivery: paiseToRupees(o.lateTipPaise),
    invoiceNumber: o.invoiceNumber,
    paymentMethod: o.paymentMethod,
    cashToCollect: rupeesOrNull(cashToCollectPaise(o)),
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    scheduledFor: o.scheduledFor?.toISOString() ?? null,
    kitchenStartsAt: o.kitchenStartsAt?.toISOString() ?? null,
    statusHistory: d.events
      .filter((e) => e.orderId === o.id)
      .map((e) => ({ status: e.status, at: e.createdAt.toISOString() })),
    deliveryPartnerId: o.deliveryPartnerId,
    riderFirstName: o.deliveryPartnerId ? shownFirstName(d.riders.get(o.id)) : null,
    reviewed: d.reviewed.has(o.id),
    prepMinutes: o.prepMinutes,
    cancelReason: o.cancelReason,
    readyAt: o.readyAt?.toISOString() ?? null,
    refundStatus: d.refunds.get(o.id)?.status ?? null,
    creditNoteNumber: d.refunds.get(o.id)?.creditNoteNumber ?? null,
    ...(o.promisedAt
      ? { promisedAt: o.promisedAt.toISOString(), etaAt: o.etaAt?.toISOString() ?? null }
      : {}),
  };
}
