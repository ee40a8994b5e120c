import { z } from 'zod';
import { FOOD_CATEGORIES } from '../constants.ts';
import { FOOD_ITEM_MAX_BYTES, FOOD_PRICE_MAX_RUPEES, FOOD_PRICE_MIN_RUPEES, utf8Bytes } from '../limits.ts';
import { OWNER_MESSAGES as M } from '../messages/owner.ts';
import { isWholePaise } from '../money.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { ZId, ZSearchPageQuery } from './common.ts';
import { isImageUrl, money, restaurantFields } from './restaurant-fields.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Absent, null and '' (an emptied form field) all mean "not given", so they get the required message. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Trimmed text of at most `maxBytes` UTF-8 bytes (the CHECK constraint's own measure). */
function text(maxBytes: number, required?: string) {
  const base = z.string({ error: required ?? 'must be text' }).trim();
  const sized = base.refine((s) => utf8Bytes(s) <= maxBytes, M.tooLong(maxBytes));
  return required
    ? base.min(1, required).refine((s) => utf8Bytes(s) <= maxBytes, M.tooLong(maxBytes))
    : sized;
}

const ZRupees = (required: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: required })
      .min(FOOD_PRICE_MIN_RUPEES, M.priceRange)
      .max(FOOD_PRICE_MAX_RUPEES, M.priceRange)
      .refine(isWholePaise, M.priceDecimals),
  );

const ZOptionPrice = z
  .number({ error: 'must be a number' })
  .min(0, 'must be 0 or more')
  .max(FOOD_PRICE_MAX_RUPEES, M.priceRange)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.priceDecimals);

/** An image: a web address, or a picture of this site (an uploaded photo is `/api/images/{id}`). */
export const ZImageUrl = z
  .string({ error: M.imageUrlRequired })
  .trim()
  .min(1, M.imageUrlRequired)
  .max(2000, 'must be at most 2000 characters')
  .refine((s) => s === '' || isImageUrl(s), M.imageUrlInvalid);

export const CUSTOMIZATION_MAX_GROUPS = 10;
export const CUSTOMIZATION_MAX_OPTIONS = 20;

/** A customisation group as the form sends it; `optionPrices` parallel to `options` (rupees, 0 = free). */
export const ZCustomizationInput = z.object({
  name: z.string().max(100, 'must be at most 100 characters'),
  options: z
    .array(z.string().max(100, 'must be at most 100 characters'))
    .max(CUSTOMIZATION_MAX_OPTIONS, `at most ${CUSTOMIZATION_MAX_OPTIONS} options`),
  optionPrices: z.array(ZOptionPrice).max(CUSTOMIZATION_MAX_OPTIONS).optional(),
});
export type TCustomizationInput = z.infer<typeof ZCustomizationInput>;

/**
 * Spec 3/5: "only groups with a name and at least one non-blank option are sent" — the form sends
 * only those and the server keeps only those, trimmed, each option with its price (0 when absent).
 */
export function keptCustomizations(
  groups: readonly TCustomizationInput[],
): { name: string; options: string[]; optionPrices: number[] }[] {
  const kept: { name: string; options: string[]; optionPrices: number[] }[] = [];
  for (const g of groups) {
    const name = g.name.trim();
    const options: string[] = [];
    const optionPrices: number[] = [];
    g.options.forEach((o, i) => {
      if (o.trim()) {
        options.push(o.trim());
        optionPrices.push(g.optionPrices?.[i] ?? 0);
      }
    });
    if (name && options.length > 0) kept.push({ name, options, optionPrices });
  }
  return kept;
}

/**
 * POST /api/add-food-item and PUT /api/food-items/{id}: the spec's food item payload (section 3),
 * and the Add Food Item form's rules (section 5). One schema for the form and the route.
 */
export const ZFoodItemInput = z.object({
  restaurantId: z
    .string({ error: M.restaurantIdRequired })
    .trim()
    .min(1, M.restaurantIdRequired)
    .refine((s) => s === '' || UUID.test(s), 'must be a valid id'),
  name: text(FOOD_ITEM_MAX_BYTES.name, M.nameRequired),
  category: z
    .string({ error: M.categoryRequired })
    .trim()
    .min(1, M.categoryRequired)
    .refine((s) => s === '' || (FOOD_CATEGORIES as readonly string[]).includes(s), M.categoryInvalid),
  description: text(FOOD_ITEM_MAX_BYTES.description).default(''),
  price: ZRupees(M.priceRequired),
  imageUrl: ZImageUrl,
  isAvailable: z.boolean().default(true),
  isVegetarian: z.boolean().default(false),
  customizations: z
    .array(ZCustomizationInput)
    .max(CUSTOMIZATION_MAX_GROUPS, `at most ${CUSTOMIZATION_MAX_GROUPS} groups`)
    .default([]),
});
export type TFoodItemInput = z.input<typeof ZFoodItemInput>;
export type TFoodItemInputParsed = z.output<typeof ZFoodItemInput>;

export const ZAvailabilityInput = z.object({ isAvailable: z.boolean({ error: 'must be true or false' }) });

export const ZOwnerRestaurantQuery = z.object({ restaurantId: ZId });

/** GET /api/owner/food-items: Menu Management (spec 5 search: name, description, category, restaurant, customisations). */
export const ZOwnerFoodItemListQuery = ZSearchPageQuery.extend({ restaurantId: ZId.optional() });

/** The owner's pick list of their restaurants (an admin sees every restaurant). */
export const ZOwnerRestaurantSummary = z.object({
  _id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  isPaused: z.boolean(),
});
export type TOwnerRestaurantSummary = z.infer<typeof ZOwnerRestaurantSummary>;

export const PACKAGING_CHARGE_MAX_RUPEES = 200;

/** My Restaurant / Settings: what an owner may change about their restaurant. */
export const ZRestaurantSettingsInput = z.object({
  name: restaurantFields.name,
  description: restaurantFields.description.default(''),
  cuisine: restaurantFields.cuisine,
  address: restaurantFields.address,
  location: z.object({
    lat: z.number({ error: 'must be a number' }).min(-90, 'must be -90 to 90').max(90, 'must be -90 to 90'),
    lng: z
      .number({ error: 'must be a number' })
      .min(-180, 'must be -180 to 180')
      .max(180, 'must be -180 to 180'),
  }),
  images: restaurantFields.images,
  openHours: restaurantFields.openHours.default(''),
  minOrderAmount: restaurantFields.minOrderAmount,
  /** For boxes and bags, once per order (decision 045); absent keeps the saved charge. */
  packagingCharge: money('Packaging charge', PACKAGING_CHARGE_MAX_RUPEES).optional(),
  deliveryTime: z
    .number({ error: 'must be a number' })
    .int('must be a whole number of minutes')
    .min(5, 'must be 5 to 180 minutes')
    .max(180, 'must be 5 to 180 minutes'),
  isPaused: z.boolean({ error: 'must be true or false' }),
});
export type TRestaurantSettingsInput = z.input<typeof ZRestaurantSettingsInput>;

/** Accepting with a preparation time, or rejecting with a reason (POST /api/orders/{id}/status). */
export const PREP_MINUTES = { min: 1, max: 180 } as const;
export const ZPrepMinutes = z
  .number({ error: M.prepMinutesRange })
  .int(M.prepMinutesRange)
  .min(PREP_MINUTES.min, M.prepMinutesRange)
  .max(PREP_MINUTES.max, M.prepMinutesRange);
export const ZRejectReason = z
  .string()
  .trim()
  .min(1, M.rejectReasonRequired)
  .max(300, 'must be at most 300 characters');

/** Feedback: the owner's reviews list, optionally one star value. */
export const ZOwnerReviewListQuery = ZSearchPageQuery.extend({
  restaurantId: ZId,
  stars: z.coerce.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').optional(),
});

export const ZOwnerReview = z.object({
  _id: z.string(),
  orderId: z.string(),
  customerName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOwnerReview = z.infer<typeof ZOwnerReview>;

export const ZReviewReplyInput = z.object({
  reply: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(1000, 'must be at most 1000 characters'),
});

export const ZRatingSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave 1..5 stars, index 0 = 1 star. */
  distribution: z.array(z.number().int()).length(5),
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

/** A review as the public restaurant page shows it, with the restaurant's reply. */
export const ZPublicReview = z.object({
  _id: z.string(),
  customerName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;

/** Customers: people who ordered from this restaurant (no emails or phones). */
export const ZOwnerCustomerListQuery = ZSearchPageQuery.extend({ restaurantId: ZId });
export const ZOwnerCustomer = z.object({
  _id: z.string(),
  name: z.string(),
  orders: z.number().int(),
  lastOrderAt: z.string(),
  totalSpent: z.number(),
});
export type TOwnerCustomer = z.infer<typeof ZOwnerCustomer>;

/** Orders that count as sales: paid and not cancelled. */
export const SALE_STATUSES = ['Processing', 'Preparing', 'On the way', 'Delivered'] as const;

export const ZOwnerDashboard = z.object({
  today: z.object({ orders: z.number().int(), revenue: z.number() }),
  week: z.object({ orders: z.number().int(), revenue: z.number() }),
  waiting: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  recentOrders: z.array(
    z.object({
      _id: z.string(),
      customerName: z.string(),
      total: z.number(),
      status: z.enum(ORDER_STATUSES),
      createdAt: z.string(),
    }),
  ),
  recentReviews: z.array(
    z.object({
      _id: z.string(),
      customerName: z.string(),
      rating: z.number().int(),
      comment: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type TOwnerDashboard = z.infer<typeof ZOwnerDashboard>;

export const ZOwnerAnalytics = z.object({
  /** The last 30 days, oldest first, every day present (0 when none). Dates are Asia/Kolkata days. */
  perDay: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  /** 24 entries, hour 0..23 (Asia/Kolkata). */
  byHour: z.array(z.object({ hour: z.number().int(), orders: z.number().int() })),
  topDishes: z.array(z.object({ name: z.string(), quantity: z.number().int(), revenue: z.number() })),
  /** Average rating of the reviews given each week, oldest first. */
  ratingByWeek: z.array(z.object({ week: z.string(), average: z.number(), count: z.number().int() })),
  cancellation: z.object({ paid: z.number().int(), cancelled: z.number().int(), rate: z.number() }),
});
export type TOwnerAnalytics = z.infer<typeof ZOwnerAnalytics>;

export const ANALYTICS_DAYS = 30;
export const REPORT_MAX_DAYS = 366;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-23');
export const ZSalesReportQuery = z.object({ restaurantId: ZId, from: ZDay, to: ZDay });

/** Help Desk: an owner writes to the platform (stored with the contact messages). */
export const ZHelpDeskInput = z.object({
  subject: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters'),
  message: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(5000, 'must be at most 5000 characters'),
});
export const ZHelpDeskTicket = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  /** open, answered (the platform replied) or closed (contracts/admin-care.ts). */
  status: z.enum(['open', 'answered', 'closed']),
  /** The platform's answers, oldest first. */
  replies: z.array(
    z.object({ _id: z.string(), authorName: z.string(), body: z.string(), createdAt: z.string() }),
  ),
  createdAt: z.string(),
});
export type THelpDeskTicket = z.infer<typeof ZHelpDeskTicket>;

export const ZUploadedImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;
/** Uploads: JPEG, PNG or WebP up to 5 MB; stored as WebP at most UPLOAD_MAX_WIDTH wide (images/). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
