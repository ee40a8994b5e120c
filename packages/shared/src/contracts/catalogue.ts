import { z } from 'zod';
import { isImageWidth, type TImageWidth } from '../images/image-widths.ts';
import { MESSAGES } from '../messages.ts';
import { ZId, ZMenuPageQuery, ZPageQuery } from './common.ts';
import { ZKitchenSettings } from './kitchen-controls.ts';
import { ZOpeningHoursRead } from './opening-hours.ts';
import { BOTH_OR_NEITHER, bothOrNeither, ZDeliveryQuoteFields, ZOptionalPoint } from './serviceability.ts';

/** Restaurant as the spec's clients read it (spec section 3), money in rupees. */
export const ZRestaurant = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  cuisine: z.array(z.string()),
  address: z.string(),
  area: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  images: z.array(z.string()),
  openHours: z.string(),
  /** The hours that count (decision 050), whether it is open now and when it opens next. */
  ...ZOpeningHoursRead,
  minOrderAmount: z.number(),
  deliveryFee: z.number(),
  /** Charged once per order for boxes and bags, rupees (decision 045). */
  packagingCharge: z.number(),
  /** Its GST registration and FSSAI licence number, shown on its page and its invoices. */
  gstin: z.string().nullable(),
  fssaiLicence: z.string().nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  isActive: z.boolean(),
  /** Paused by its owner: shown closed, takes no orders. */
  isPaused: z.boolean(),
  isVegetarian: z.boolean(),
  vegOptions: z.boolean(),
  avgPrice: z.number(),
  deliveryTime: z.number().int(),
  /** Busy mode's extra minutes now (0 = not busy), already in `etaMinutes`; add to `deliveryTime`. */
  busyMinutes: z.number().int(),
  priceLevel: z.number().int(),
  owner: z.object({ username: z.string(), email: z.string() }).nullable(),
  /** Kitchen controls (decision 052), for its owner and admins only (null for anyone else). */
  kitchen: ZKitchenSettings.nullable(),
  createdAt: z.string(),
});
export type TRestaurant = z.infer<typeof ZRestaurant>;

/**
 * A restaurant in a list asked for a location (`?lat=&lng=`, decision 041): `deliveryFee` is the fee
 * for that distance, plus `distanceKm` and `etaMinutes`. Without a location neither key appears,
 * so the spec's clients read exactly what they read before.
 */
export const ZRestaurantNearby = ZRestaurant.extend(ZDeliveryQuoteFields.shape);
export type TRestaurantNearby = z.infer<typeof ZRestaurantNearby>;

/** A customisation group: the spec's `{ name, options }` plus a price per option (rupees, 0 = free). */
export const ZCustomization = z.object({
  name: z.string(),
  options: z.array(z.string()),
  optionPrices: z.array(z.number()),
});
export type TCustomization = z.infer<typeof ZCustomization>;

export const ZFoodItem = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  /** Whether it can be ordered now: its switch is on and it is not sold out for today. */
  isAvailable: z.boolean(),
  /** Sold out for today until this instant (the next 6:00 am in India); null when not. */
  soldOutUntil: z.string().nullable(),
  isVegetarian: z.boolean(),
  restaurantId: z.union([z.string(), z.object({ _id: z.string(), name: z.string() })]),
  area: z.string(),
  rating: z.number(),
  customizations: z.array(ZCustomization),
});
export type TFoodItem = z.infer<typeof ZFoodItem>;

/** The browse screen's search box: at most this many characters. */
export const RESTAURANT_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/restaurants: a page of active restaurants, best rated first, optionally narrowed the way
 * the browse screen narrows them (spec 5): `q` is found in the name, any cuisine or the address
 * (case-insensitive); the rest are thresholds. X-Total-Count counts the matching restaurants.
 */
export const ZRestaurantListQuery = ZPageQuery.extend({
  q: z
    .string()
    .trim()
    .max(RESTAURANT_SEARCH_MAX_LENGTH, `must be at most ${RESTAURANT_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  minRating: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be between 0 and 5')
    .max(5, 'must be between 0 and 5')
    .optional(),
  maxDeliveryTime: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number of minutes')
    .min(1, 'must be 1 or more')
    .max(1440, 'must be at most 1440')
    .optional(),
  maxPriceLevel: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(10, 'must be at most 10')
    .optional(),
  /** `true`: only the restaurants open now (decision 050). */
  openNow: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  // Only restaurants that deliver there (decision 041); both or neither.
  ...ZOptionalPoint.shape,
}).refine(bothOrNeither, BOTH_OR_NEITHER);
export type TRestaurantListQuery = z.infer<typeof ZRestaurantListQuery>;
export const ZMenuQuery = ZMenuPageQuery.extend({
  restaurantId: ZId,
});
export const ZFoodItemListQuery = ZPageQuery.extend({
  restaurantId: ZId.optional(),
});

/** GET /api/images/{id}: `w`, one of IMAGE_WIDTHS written plainly ("320"), asks for that width. */
export const ZImageQuery = z.object({
  w: z
    .string({ error: MESSAGES.imageWidthNotAllowed })
    .refine((w) => /^[1-9]\d*$/.test(w) && isImageWidth(Number(w)), { error: MESSAGES.imageWidthNotAllowed })
    .transform((w) => Number(w) as TImageWidth)
    .optional(),
});
