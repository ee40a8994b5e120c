import { z } from 'zod';
import { ZOrderListQuery, ZOrderStatus } from './orders.ts';

const latitude = z.coerce
  .number({ message: 'must be a number' })
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
const longitude = z.coerce
  .number({ message: 'must be a number' })
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

/** GET /api/orders: `scope=delivery` may send the phone's position to sort pickups nearest first. */
export const ZOrderListQueryWithPosition = ZOrderListQuery.extend({
  lat: latitude.optional(),
  lng: longitude.optional(),
});

/** One order ready for pickup, as a rider sees it before accepting: no customer details. */
export const ZDeliveryPickup = z.object({
  _id: z.string(),
  restaurantName: z.string(),
  pickupAddress: z.string(),
  dropArea: z.string(),
  /** From the rider's position to the restaurant, when the phone shared it. */
  distanceKm: z.number().nullable(),
  itemsCount: z.number().int(),
  earning: z.number(),
  readyAt: z.string(),
  /** Cash on delivery: the rupees to collect at the door; null when paid online. */
  cashToCollect: z.number().nullable(),
});
export type TDeliveryPickup = z.infer<typeof ZDeliveryPickup>;

export const ZLatLng = z.object({ lat: z.number(), lng: z.number() });

/** A delivery the rider has accepted: everything needed at the restaurant and at the door. */
export const ZCurrentDelivery = z.object({
  _id: z.string(),
  status: ZOrderStatus,
  restaurantName: z.string(),
  pickupAddress: z.string(),
  pickupPoint: ZLatLng.nullable(),
  dropAddress: z.string(),
  dropPoint: ZLatLng.nullable(),
  customerFirstName: z.string(),
  customerPhone: z.string(),
  /** The customer's note ("Ring the bell"), or null. */
  deliveryNote: z.string().nullable(),
  itemsCount: z.number().int(),
  /** Delivery pay plus the customer's tip. */
  earning: z.number(),
  /** The customer's tip, all of it the rider's. */
  tip: z.number(),
  /** Too many wrong codes: only an admin can confirm this delivery now. */
  codeLocked: z.boolean(),
  /** Cash on delivery: the rupees to collect at the door; null when paid online. */
  cashToCollect: z.number().nullable(),
});
export type TCurrentDelivery = z.infer<typeof ZCurrentDelivery>;

export const ZDutyInput = z.object({ onDuty: z.boolean({ message: 'must be true or false' }) });
export const ZDutyStatus = z.object({ onDuty: z.boolean() });
export type TDutyStatus = z.infer<typeof ZDutyStatus>;

/** Earnings are delivery pay plus tips (all of each tip is the rider's, decision 045). */
export const ZEarningsPeriod = z.object({
  deliveries: z.number().int(),
  earnings: z.number(),
  tips: z.number(),
});
export const ZDeliveryHistory = z.object({
  today: ZEarningsPeriod,
  week: ZEarningsPeriod,
  feePerDelivery: z.number(),
  /** Cash on delivery collected and not yet deposited (decision 049), rupees. */
  cashInHand: z.number(),
  deliveries: z.array(
    z.object({
      _id: z.string(),
      restaurantName: z.string(),
      deliveredAt: z.string(),
      earning: z.number(),
      tip: z.number(),
    }),
  ),
});
export type TDeliveryHistory = z.infer<typeof ZDeliveryHistory>;

export const ZCourierLocationInput = z.object({
  lat: z
    .number({ message: 'must be a number' })
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  lng: z
    .number({ message: 'must be a number' })
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
});
/** `kept`: false when another position for this order came in less than a second ago. */
export const ZCourierLocationResult = z.object({ kept: z.boolean() });

export const ZCourierLocation = z.object({ lat: z.number(), lng: z.number(), at: z.string() });
export type TCourierLocation = z.infer<typeof ZCourierLocation>;

/** Admin: who delivers what (active deliveries). */
export const ZAdminDelivery = z.object({
  _id: z.string(),
  status: ZOrderStatus,
  restaurantName: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  assignedAt: z.string().nullable(),
  codeLocked: z.boolean(),
});
export type TAdminDelivery = z.infer<typeof ZAdminDelivery>;
