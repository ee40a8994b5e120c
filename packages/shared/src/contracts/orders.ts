import { z } from 'zod';
import { isWholePaise } from '../money.ts';
import { MAX_TIP_RUPEES } from '../orders/bill.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { PAYMENT_METHODS } from '../orders/payment-methods.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MIN_LINE_QUANTITY } from '../orders/pricing.ts';
import { ZId, ZPageQuery } from './common.ts';
import { ZPrepMinutes, ZRejectReason } from './owner.ts';
import { BOTH_OR_NEITHER, bothOrNeither } from './serviceability.ts';

export const ZOrderStatus = z.enum(ORDER_STATUSES);
export const ZPaymentMethod = z.enum(PAYMENT_METHODS, { error: "must be 'online' or 'cod'" });

const ZChosenOption = z.object({ group: z.string().max(100), option: z.string().max(100) });

const ZQuantity = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(MIN_LINE_QUANTITY, `must be between ${MIN_LINE_QUANTITY} and ${MAX_LINE_QUANTITY}`)
  .max(MAX_LINE_QUANTITY, `must be between ${MIN_LINE_QUANTITY} and ${MAX_LINE_QUANTITY}`);

/** A cart line: a dish plus its chosen customisation options. */
export const ZCartLine = z.object({
  foodItemId: ZId,
  quantity: ZQuantity,
  options: z.array(ZChosenOption).max(10).default([]),
});
export type TCartLine = z.infer<typeof ZCartLine>;

/** The signed-in customer's cart (GET/PUT /api/cart): one restaurant at a time. */
export const ZCart = z.object({
  restaurantId: ZId.nullable(),
  lines: z.array(ZCartLine).max(MAX_ORDER_LINES, `A cart holds at most ${MAX_ORDER_LINES} lines.`),
});
export type TCart = z.infer<typeof ZCart>;

const text = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const DELIVERY_NOTE_MAX = 200;

export const ZDeliveryInfo = z
  .object({
    name: text(100),
    address: text(300),
    city: text(100),
    state: text(100),
    zip: text(12),
    phone: text(20),
    /**
     * Where the pin was dropped (decision 041), both or neither. With them the order is refused
     * outside the restaurant's zone and the fee is priced by distance; without, as before.
     */
    lat: z.number({ message: 'must be a number' }).min(-90).max(90).optional(),
    lng: z.number({ message: 'must be a number' }).min(-180).max(180).optional(),
    /** For the rider and the kitchen ("Ring the bell", "Leave at the door"); shown on the ticket and the delivery. */
    note: z
      .string({ message: 'must be text' })
      .trim()
      .max(DELIVERY_NOTE_MAX, `must be at most ${DELIVERY_NOTE_MAX} characters`)
      .optional(),
  })
  .refine(bothOrNeither, BOTH_OR_NEITHER);
export type TDeliveryInfo = z.infer<typeof ZDeliveryInfo>;

/**
 * POST /api/orders, the spec's payload. Each item names its dish by `foodItemId` (or `_id`) and its
 * chosen options. `userId`, `total`, `status`, and each item's `name`/`price`/`image` are accepted
 * for compatibility and ignored: the server knows who is asking and prices from its own menu.
 */
/** A tip for the rider in rupees: ₹0 to ₹500, to the paisa. */
const ZTipRupees = z
  .number({ error: 'must be an amount in rupees' })
  .min(0, 'cannot be less than ₹0')
  .max(MAX_TIP_RUPEES, `can be at most ₹${MAX_TIP_RUPEES}`)
  .refine(isWholePaise, 'must be in rupees and paise (two decimals at most)');

/** POST /api/orders/{id}/tip: a tip for the rider after delivery (at least ₹1). */
export const ZTipAfterDeliveryInput = z.object({
  tip: ZTipRupees.refine((t) => t >= 1, 'must be at least ₹1'),
});
export type TTipAfterDeliveryInput = z.input<typeof ZTipAfterDeliveryInput>;

export const ZPlaceOrderInput = z.object({
  userId: z.unknown().optional(),
  restaurantId: ZId,
  items: z
    .array(
      z
        .object({
          foodItemId: ZId.optional(),
          _id: ZId.optional(),
          name: z.unknown().optional(),
          price: z.unknown().optional(),
          image: z.unknown().optional(),
          quantity: ZQuantity,
          options: z.array(ZChosenOption).max(10).default([]),
        })
        .refine((i) => i.foodItemId ?? i._id, { message: 'each item needs its foodItemId' }),
    )
    .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines.`),
  deliveryInfo: ZDeliveryInfo,
  /** For the rider, rupees, all of it theirs (decision 045); absent is no tip. */
  tip: ZTipRupees.default(0),
  /** A coupon code as typed (upper-cased by the server); absent is no coupon. */
  couponCode: z.string().trim().min(1, 'is required').max(30, 'can be at most 30 characters').optional(),
  /** How the customer pays (decision 049): absent is online, as before; `cod` is cash at the door. */
  paymentMethod: ZPaymentMethod.optional(),
  /**
   * A scheduled order (decision 053): the start of the half hour it should arrive in, one of
   * GET /api/restaurants/{id}/slots; absent is as soon as possible.
   */
  scheduledFor: z.iso
    .datetime({ offset: true, error: 'must be a date and time with its zone, like 2026-11-27T13:30:00Z' })
    .optional(),
  total: z.unknown().optional(),
  status: z.unknown().optional(),
});
export type TPlaceOrderInput = z.input<typeof ZPlaceOrderInput>;

/** The bill line by line, rupees (packages/shared/src/orders/bill.ts states the rule). */
export const ZBill = z.object({
  itemTotal: z.number(),
  packagingCharge: z.number(),
  deliveryFee: z.number(),
  platformFee: z.number(),
  discount: z.number(),
  gst: z.object({ cgst: z.number(), sgst: z.number() }),
  tip: z.number(),
  total: z.number(),
});

/** POST /api/orders/quote: what POST /api/orders would charge for the same body; nothing is written. */
export const ZOrderQuote = z.object({
  bill: ZBill,
  /** Whether this bill may be paid in cash at the door (decision 049), and if not, why. */
  cashOnDelivery: z.object({ available: z.boolean(), reason: z.string().nullable() }),
});
export type TOrderQuote = z.infer<typeof ZOrderQuote>;

export const ZOrderItem = z.object({
  foodItemId: z.string().nullable(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  image: z.string(),
  options: z.array(z.object({ group: z.string(), option: z.string(), price: z.number() })),
});

export const ZOrder = z.object({
  _id: z.string(),
  userId: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  items: z.array(ZOrderItem),
  deliveryInfo: ZDeliveryInfo,
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  /** The whole bill; `subtotal` is its item total and `total` its grand total. */
  bill: ZBill,
  /** A tip given after delivery (rupees; outside the bill and `total`), 0 when none. */
  tipAfterDelivery: z.number().optional(),
  /** The tax invoice's number once paid (GET /api/order/{id}/invoice), else null. */
  invoiceNumber: z.string().nullable(),
  /** How it is paid (decision 049): online before the kitchen, or cash at the door. */
  paymentMethod: ZPaymentMethod,
  /** Cash on delivery not yet collected: the rupees the rider collects at the door; else null. */
  cashToCollect: z.number().nullable(),
  status: ZOrderStatus,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** A scheduled order (decision 053): the start of its half hour, else null (as soon as possible). */
  scheduledFor: z.string().nullable(),
  /** A scheduled order: when its kitchen gets it (the slot minus the prep time), else null. */
  kitchenStartsAt: z.string().nullable(),
  /** When each status was reached, oldest first (the tracking timeline's times). */
  statusHistory: z.array(z.object({ status: ZOrderStatus, at: z.string() })),
  deliveryPartnerId: z.string().nullable(),
  /** The rider's first name once a rider has the order (the kitchen's board, the customer), else null. */
  riderFirstName: z.string().nullable().optional(),
  reviewed: z.boolean(),
  /** The restaurant's preparation estimate in minutes, given when it accepted the order. */
  prepMinutes: z.number().int().nullable(),
  /** Why the restaurant rejected the order. */
  cancelReason: z.string().nullable(),
  /** When the restaurant marked it ready for pickup (not a timeline status), or null. */
  readyAt: z.string().nullable(),
  /** The order's refund, if one was made (a cancellation's, an admin's): pending, processed or failed. */
  refundStatus: z.enum(['pending', 'processed', 'failed']).nullable().optional(),
  /** The refund's credit note number, when it gave back what the tax invoice charged (GET /api/order/{id}/credit-note). */
  creditNoteNumber: z.string().nullable().optional(),
  /** The latest end of the delivery window promised at payment (decision 043), when it could be timed. */
  promisedAt: z.string().nullable().optional(),
  /** The live estimate of arrival: from checkout's quote, then from the rider's positions on the way. */
  etaAt: z.string().nullable().optional(),
  /** Only in the customer's own order while it is being delivered: the doorstep code. */
  deliveryCode: z.string().nullable().optional(),
  /** The rider's latest position, to the customer only, while On the way. */
  courierLocation: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable().optional(),
  /** The rider's first name and the tracking map's points, to the customer while it is being delivered. */
  courier: z
    .object({
      firstName: z.string(),
      speedMps: z.number().nullable(),
      pickupPoint: z.object({ lat: z.number(), lng: z.number() }).nullable(),
      dropPoint: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    })
    .nullable()
    .optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** Where the rider is, as the order stream's position event carries it to the customer (decision 056). */
export type TRiderPosition = {
  lat: number;
  lng: number;
  at: string;
  speedMps: number | null;
  etaAt: string | null;
};

/** What the browser needs to open the payment sheet (Razorpay checkout.js or the test sheet). */
export const ZPaymentStart = z.object({
  mode: z.enum(['razorpay', 'test']),
  keyId: z.string().nullable(),
  providerOrderId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string() }),
});
export type TPaymentStart = z.infer<typeof ZPaymentStart>;

/** `payment` is null for cash on delivery: nothing to pay before the kitchen. */
export const ZPlaceOrderResponse = z.object({ order: ZOrder, payment: ZPaymentStart.nullable() });
export type TPlaceOrderResponse = z.infer<typeof ZPlaceOrderResponse>;

/** Razorpay's handler response, verified on the server (POST /api/orders/:id/payment/verify). */
export const ZPaymentVerifyInput = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type TPaymentVerifyInput = z.infer<typeof ZPaymentVerifyInput>;

/** Test payment mode: the in-app sheet's choice; success returns a signed result to verify. */
export const ZTestPaymentInput = z.object({ outcome: z.enum(['success', 'failure']) });

/**
 * A status move. The restaurant accepts (Preparing) with `prepMinutes`, and rejects (Cancelled)
 * with a `reason`; both are shown to the customer.
 */
export const ZOrderStatusInput = z.object({
  status: ZOrderStatus,
  prepMinutes: ZPrepMinutes.optional(),
  reason: ZRejectReason.optional(),
  /** Delivered by a rider: the 4-digit code the customer sees on My Orders. */
  deliveryCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'must be the 4-digit code')
    .optional(),
  /** Delivered, cash on delivery: the rider confirms collecting the order's total in cash. */
  cashCollected: z.boolean({ error: 'must be true or false' }).optional(),
});
export type TOrderStatusInput = z.input<typeof ZOrderStatusInput>;

/** `status=Processing,Preparing`: one or more statuses, comma-separated. */
const ZStatusList = z
  .string()
  .max(200)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ZOrderStatus).min(1, 'must name at least one status'));

export const ZOrderListQuery = ZPageQuery.extend({
  scope: z.enum(['mine', 'restaurant', 'delivery', 'all']).default('mine'),
  /** Only these statuses (the restaurant scope never lists orders awaiting payment). */
  status: ZStatusList.optional(),
  /** Only this restaurant's orders (restaurant scope: one of the caller's). */
  restaurantId: ZId.optional(),
  /** Only orders placed at or after this instant (the board's "done today"). */
  since: z.iso.datetime({ offset: true, message: 'must be an ISO date-time' }).optional(),
  /**
   * Restaurant scope: the scheduled orders booked for later, not yet for the kitchen (decision
   * 053), instead of the orders for the kitchen now.
   */
  later: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});

export const ZReviewInput = z.object({
  orderId: ZId,
  rating: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 5')
    .max(5, 'must be 1 to 5'),
  comment: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  userId: z.unknown().optional(),
  restaurantId: z.unknown().optional(),
});
export type TReviewInput = z.input<typeof ZReviewInput>;

export const REVIEW_LABELS: Record<number, string> = {
  5: 'Excellent!',
  4: 'Good',
  3: 'Average',
  2: 'Below Average',
  1: 'Poor',
};

/** GET /api/restaurants/{id}/slots (decision 053): the half hours a scheduled order may pick. */
export const ZOrderSlots = z.object({
  slots: z.array(
    z.object({
      /** The half hour's start (what `scheduledFor` takes) and end, ISO. */
      startsAt: z.string(),
      endsAt: z.string(),
      /** "today, 7:00–7:30 pm" in India time. */
      label: z.string(),
      /** Orders this half hour still takes (0: fully booked). */
      left: z.number().int(),
    }),
  ),
  /** Whether the restaurant takes orders for now (open, not paused): else only later. */
  asapAvailable: z.boolean(),
});
export type TOrderSlots = z.infer<typeof ZOrderSlots>;
