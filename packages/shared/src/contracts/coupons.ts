import { z } from 'zod';
import { isWholePaise } from '../money.ts';
import { ZId } from './common.ts';

const ZRupees = z
  .number({ error: 'must be an amount in rupees' })
  .min(0, 'cannot be less than ₹0')
  .max(100_000, 'can be at most ₹1,00,000')
  .refine(isWholePaise, 'must be in rupees and paise (two decimals at most)');
const ZLimit = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000_000, 'can be at most 10,00,000')
  .nullable();

/** A new coupon: rupees for amounts, a percentage for a percent coupon (the server stores paise and basis points). */
export const ZCouponInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{3,20}$/, 'must be 3 to 20 letters or digits')
      .transform((c) => c.toUpperCase()),
    kind: z.enum(['flat', 'percent']),
    /** Rupees for a flat coupon, per cent for a percent one. */
    value: z.number().positive('must be more than 0').max(100_000),
    maxDiscount: ZRupees.nullable().default(null),
    minOrder: ZRupees.default(0),
    firstOrderOnly: z.boolean().default(false),
    perCustomerLimit: ZLimit.default(null),
    totalLimit: ZLimit.default(null),
    validFrom: z.iso.datetime({ offset: true }).optional(),
    validTo: z.iso.datetime({ offset: true }).nullable().default(null),
    /** Platform coupons: the restaurants it applies to (none: all). Owners: the one restaurant. */
    restaurantIds: z.array(ZId).max(100).nullable().default(null),
    restaurantId: ZId.optional(),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, {
    message: 'a percentage can be at most 100',
    path: ['value'],
  })
  .refine((c) => c.kind !== 'flat' || isWholePaise(c.value), {
    message: 'must be in rupees and paise (two decimals at most)',
    path: ['value'],
  });
export type TCouponInput = z.input<typeof ZCouponInput>;

/** An admin's or an owner's edit of a coupon: switch it on or off, change its limits or end date. */
export const ZCouponPatch = z
  .object({
    isActive: z.boolean({ error: 'must be true (on) or false (off)' }),
    perCustomerLimit: ZLimit,
    totalLimit: ZLimit,
    validTo: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial();
export type TCouponPatch = z.input<typeof ZCouponPatch>;

export const ZCoupon = z.object({
  id: z.string(),
  code: z.string(),
  fundedBy: z.enum(['platform', 'restaurant']),
  restaurantId: z.string().nullable(),
  restaurantIds: z.array(z.string()).nullable(),
  kind: z.enum(['flat', 'percent']),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minOrder: z.number(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().nullable(),
  totalLimit: z.number().nullable(),
  usedCount: z.number(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  isActive: z.boolean(),
  /** In words, for a list: "50% off up to ₹100.00 on orders of ₹149.00 or more". */
  summary: z.string(),
});
export type TCoupon = z.infer<typeof ZCoupon>;
export const ZCouponList = z.object({ items: z.array(ZCoupon) });

/** GET /api/coupons: the coupons a signed-in customer could use at this restaurant for this item total. */
export const ZCouponOffersQuery = z.object({
  restaurantId: ZId,
  itemTotal: z.coerce.number().min(0).max(10_000_000),
});
export const ZCouponOffer = z.object({
  code: z.string(),
  summary: z.string(),
  applicable: z.boolean(),
  /** Rupees off this item total when it applies. */
  discount: z.number(),
  /** Why it does not apply, in words; null when it does. */
  reason: z.string().nullable(),
});
export type TCouponOffer = z.infer<typeof ZCouponOffer>;
export const ZCouponOffers = z.object({ items: z.array(ZCouponOffer) });
export type TCouponOffers = z.infer<typeof ZCouponOffers>;
