import { z } from 'zod';
import { ZSearchPageQuery } from './common.ts';
import { ZOrder, ZOrderStatus, ZPaymentMethod } from './orders.ts';

/** A refund's state as the admin and the customer read it (decision 017's `refunds` row). */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export const ZRefundInfo = z.object({
  status: z.enum(REFUND_STATES),
  amount: z.number(),
  /** Why: 'cancelled', 'latePayment', 'duplicatePayment', 'amountMismatch' or 'admin'. */
  reason: z.string(),
  /** The admin's words when an admin refunded the order. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TRefundInfo = z.infer<typeof ZRefundInfo>;

/** GET /api/admin/orders: the shared list query plus a status filter. */
export const ZAdminOrderListQuery = ZSearchPageQuery.extend({ status: ZOrderStatus.optional() });

/** One row of the admin's Orders list. */
export const ZAdminOrderRow = z.object({
  _id: z.string(),
  createdAt: z.string(),
  status: ZOrderStatus,
  customerName: z.string(),
  customerEmail: z.string(),
  restaurantName: z.string(),
  total: z.number(),
  paid: z.boolean(),
  refundStatus: z.enum(REFUND_STATES).nullable(),
  deliveryPartnerName: z.string().nullable(),
});
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;

/** GET /api/admin/orders/:id: the order with who placed it, its payment and refund, and what an admin may do. */
export const ZAdminOrderDetail = z.object({
  order: ZOrder,
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  deliveryPartnerName: z.string().nullable(),
  payment: z.object({
    /** Online, or cash on delivery (decision 049: paid when the rider collects it). */
    method: ZPaymentMethod,
    provider: z.string().nullable(),
    paymentId: z.string().nullable(),
    paidAt: z.string().nullable(),
  }),
  refund: ZRefundInfo.nullable(),
  /** Every status change, oldest first, with who made it (null: the system). */
  history: z.array(z.object({ status: ZOrderStatus, at: z.string(), by: z.string().nullable() })),
  /** The statuses an admin may move it to now (the order state machine). */
  nextStatuses: z.array(ZOrderStatus),
  /** Whether an admin may refund it now (paid, not refunded). */
  refundable: z.boolean(),
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

/** POST /api/admin/orders/:id/status */
export const ZAdminOrderStatusInput = z.object({ status: ZOrderStatus });
export type TAdminOrderStatusInput = z.input<typeof ZAdminOrderStatusInput>;

export const ADMIN_REFUND_REASON_MAX = 500;
/** POST /api/admin/orders/:id/refund: a refund of the whole paid amount, with the admin's reason. */
export const ZAdminRefundInput = z.object({
  reason: z
    .string({ error: 'Give a reason for the refund.' })
    .trim()
    .min(3, 'Give a reason for the refund.')
    .max(ADMIN_REFUND_REASON_MAX, `The reason must be at most ${ADMIN_REFUND_REASON_MAX} characters.`),
});
export type TAdminRefundInput = z.input<typeof ZAdminRefundInput>;

/** GET /api/admin/search?q=: the header search box. */
export const ADMIN_SEARCH_PER_KIND = 5;
export const ZAdminSearchQuery = z.object({
  q: z
    .string({ error: 'Type something to search for.' })
    .trim()
    .min(2, 'Type at least 2 characters.')
    .max(100, 'must be at most 100 characters'),
});
export const ZAdminSearchResult = z.object({
  restaurants: z.array(z.object({ _id: z.string(), name: z.string(), isActive: z.boolean() })),
  users: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string() })),
  orders: z.array(
    z.object({
      _id: z.string(),
      restaurantName: z.string(),
      customerName: z.string(),
      status: ZOrderStatus,
      total: z.number(),
    }),
  ),
});
export type TAdminSearchResult = z.infer<typeof ZAdminSearchResult>;
