import { z } from 'zod';
import { feeSlabsProblem, feeSlabsToPaise } from '../geo/serviceability.ts';
import { isWholePaise } from '../money.ts';
import { ZCashOnDeliverySettings } from './cash.ts';
import { ZFeeSlab } from './serviceability.ts';

/**
 * Admin Business Analytics, Sales Reports and System Settings (decision 020). Dates are
 * India's days (Asia/Kolkata, UTC+5:30), both ends included.
 */

/** Analytics covers this many days ending today unless the admin picks a range. */
export const ADMIN_ANALYTICS_DEFAULT_DAYS = 30;
/** The longest range analytics or a sales report accepts, in days. */
export const ADMIN_RANGE_MAX_DAYS = 366;
/** How many restaurants "Top restaurants by GMV" shows. */
export const ADMIN_TOP_RESTAURANTS = 10;

/** The sales report's download name: `restaurant-sales-2026-11-01-to-2026-11-30.csv`. */
export const ADMIN_SALES_REPORT_FILE_PREFIX = 'restaurant-sales';
export const adminSalesReportFileName = (from: string, to: string) =>
  `${ADMIN_SALES_REPORT_FILE_PREFIX}-${from}-to-${to}.csv`;
/** The report's columns, in order: one row per restaurant with a paid order in the range. */
export const ADMIN_SALES_REPORT_COLUMNS = [
  'Restaurant',
  'Orders',
  'GMV',
  'Delivery fees',
  'Refunds',
  'Net',
] as const;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-23');

export const ZAdminRangeQuery = z.object({ from: ZDay.optional(), to: ZDay.optional() });
export type TAdminRangeQuery = z.infer<typeof ZAdminRangeQuery>;
export const ZAdminSalesReportQuery = z.object({ from: ZDay, to: ZDay });

export const ZAdminAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first (0 when none): paid orders and their GMV in rupees. */
  perDay: z.array(z.object({ date: z.string(), orders: z.number().int(), gmv: z.number() })),
  /** Accounts created each day of the range. */
  newUsersPerDay: z.array(z.object({ date: z.string(), users: z.number().int() })),
  /** Paid orders by the restaurant's area ('' shown as "Other"), most orders first. */
  byArea: z.array(z.object({ area: z.string(), orders: z.number().int(), gmv: z.number() })),
  topRestaurants: z.array(
    z.object({ _id: z.string(), name: z.string(), orders: z.number().int(), gmv: z.number() }),
  ),
  /** Of the paid orders: how many were cancelled, and how many had money sent back (a refund not failed). */
  rates: z.object({
    paid: z.number().int(),
    cancelled: z.number().int(),
    cancellationRate: z.number(),
    refunded: z.number().int(),
    refundRate: z.number(),
  }),
  /**
   * Of the paid orders delivered that had a promise (decision 043): how many came by the time
   * promised at payment, and the mean minutes between delivery and the estimate made then.
   */
  promises: z.object({
    delivered: z.number().int(),
    onTime: z.number().int(),
    onTimeRate: z.number(),
    etaErrorMinutes: z.number(),
  }),
});
export type TAdminAnalytics = z.infer<typeof ZAdminAnalytics>;

// --- System Settings ---

export const SUPPORT_PHONE_MAX = 30;
export const SUPPORT_EMAIL_MAX = 200;
export const BANNER_TEXT_MAX = 280;
export const RIDER_DELIVERY_CAP_MIN = 1;
export const RIDER_DELIVERY_CAP_MAX = 20;
export const RIDER_DELIVERY_CAP_DEFAULT = 2;
export const PLATFORM_FEE_MAX_RUPEES = 100;

export const ZSiteSettingsInput = z
  .object({
    supportPhone: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(SUPPORT_PHONE_MAX, `must be at most ${SUPPORT_PHONE_MAX} characters`)
      .regex(/^\+?[0-9][0-9 ()-]{5,}$/, 'must be a phone number (digits, spaces, + - ( ))'),
    supportEmail: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(SUPPORT_EMAIL_MAX, `must be at most ${SUPPORT_EMAIL_MAX} characters`)
      .pipe(z.email('must be an email address')),
    bannerEnabled: z.boolean({ error: 'must be true or false' }),
    bannerText: z
      .string({ error: 'is required' })
      .trim()
      .max(BANNER_TEXT_MAX, `must be at most ${BANNER_TEXT_MAX} characters`),
    orderingPaused: z.boolean({ error: 'must be true or false' }),
    /** Deliveries one rider may hold at once; absent keeps the saved value. */
    riderDeliveryCap: z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(RIDER_DELIVERY_CAP_MIN, `must be at least ${RIDER_DELIVERY_CAP_MIN}`)
      .max(RIDER_DELIVERY_CAP_MAX, `must be at most ${RIDER_DELIVERY_CAP_MAX}`)
      .optional(),
    /** The delivery fee by road distance (decision 041), rupees; absent keeps the saved slabs. */
    deliveryFeeSlabs: z.array(ZFeeSlab).max(10, 'may have at most 10 slabs').optional(),
    /** The platform fee on every order, rupees (decision 045); absent keeps the saved fee. */
    platformFee: z
      .number({ error: 'must be an amount in rupees' })
      .min(0, 'must be at least ₹0')
      .max(PLATFORM_FEE_MAX_RUPEES, `must be at most ₹${PLATFORM_FEE_MAX_RUPEES}`)
      .refine(isWholePaise, 'must be in rupees and paise (two decimals at most)')
      .optional(),
    /** Cash on delivery (decision 049); absent keeps the saved setting. */
    cashOnDelivery: ZCashOnDeliverySettings.optional(),
  })
  .refine((s) => !s.bannerEnabled || s.bannerText.length > 0, {
    path: ['bannerText'],
    message: 'is required to show the banner',
  })
  .superRefine((s, ctx) => {
    if (!s.deliveryFeeSlabs) return;
    const problem = feeSlabsProblem(feeSlabsToPaise(s.deliveryFeeSlabs));
    if (problem) ctx.addIssue({ code: 'custom', path: ['deliveryFeeSlabs'], message: problem });
  });
export type TSiteSettingsInput = z.infer<typeof ZSiteSettingsInput>;

/** What an admin sees and edits: the values, and who changed them last. */
export const ZSiteSettings = z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  bannerEnabled: z.boolean(),
  bannerText: z.string(),
  orderingPaused: z.boolean(),
  riderDeliveryCap: z.number().int(),
  deliveryFeeSlabs: z.array(ZFeeSlab),
  platformFee: z.number(),
  cashOnDelivery: ZCashOnDeliverySettings,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

/** What every visitor may read: the contact, the banner when on, whether ordering is paused. No secrets. */
export const ZPublicSiteSettings = z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  banner: z.string().nullable(),
  orderingPaused: z.boolean(),
  /** The platform fee on every order, rupees: the cart's estimate of the bill adds it. */
  platformFee: z.number(),
  /** Whether checkout offers cash on delivery, and up to which total (rupees). */
  cashOnDelivery: ZCashOnDeliverySettings,
  /** The delivery fee by road distance every order is charged, in rupees (the information pages quote it). */
  deliveryFeeSlabs: z.array(ZFeeSlab),
});
export type TPublicSiteSettings = z.infer<typeof ZPublicSiteSettings>;
