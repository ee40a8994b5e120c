import { z } from 'zod';
import { ZLatLng } from './delivery.ts';

/** POST /api/delivery/position: an on-duty rider's phone, every few seconds; only the latest is kept. */
export const ZRiderPositionResult = z.object({ kept: z.boolean() });

/** An offer as its rider sees it: exclusive until `expiresAt`, then it passes to the next rider. */
export const ZDeliveryOffer = z.object({
  orderId: z.string(),
  restaurantName: z.string(),
  pickupAddress: z.string(),
  pickupPoint: ZLatLng.nullable(),
  dropArea: z.string(),
  /** From the rider's last position to the restaurant, road km. */
  pickupKm: z.number().nullable(),
  /** From the restaurant to the customer's area, road km. */
  dropKm: z.number().nullable(),
  itemsCount: z.number().int(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /** What the rider earns for it: the delivery pay and all of the customer's checkout tip. */
  earning: z.number(),
  deliveryPay: z.number(),
  tip: z.number(),
  /** When the customer placed it: how long it has waited. */
  placedAt: z.string(),
  /** Cash on delivery: the rupees to collect at the door; null when paid online. */
  cashToCollect: z.number().nullable(),
  offeredAt: z.string(),
  expiresAt: z.string(),
});
export type TDeliveryOffer = z.infer<typeof ZDeliveryOffer>;

/** GET /api/delivery/offer: the rider's pending offer, or null. */
export const ZMyOffer = z.object({ offer: ZDeliveryOffer.nullable() });
export type TMyOffer = z.infer<typeof ZMyOffer>;

/** The admin's dispatch queue: paid, preparing orders with no rider yet, and whom they are offered to. */
export const ZDispatchQueueRow = z.object({
  _id: z.string(),
  restaurantName: z.string(),
  waitingSince: z.string(),
  ready: z.boolean(),
  offeredTo: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  offersMade: z.number().int(),
});
export type TDispatchQueueRow = z.infer<typeof ZDispatchQueueRow>;

export const ZAssignInput = z.object({ riderId: z.string().min(1, 'Choose a delivery partner.') });
