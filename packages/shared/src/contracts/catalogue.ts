import { z } from 'zod';
import { ZId, ZMenuPageQuery, ZPageQuery } from './common.ts';

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
  minOrderAmount: z.number(),
  deliveryFee: z.number(),
  rating: z.number(),
  ratingCount: z.number().int(),
  isActive: z.boolean(),
  isVegetarian: z.boolean(),
  vegOptions: z.boolean(),
  avgPrice: z.number(),
  deliveryTime: z.number().int(),
  priceLevel: z.number().int(),
  owner: z.object({ username: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TRestaurant = z.infer<typeof ZRestaurant>;

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
  isAvailable: z.boolean(),
  isVegetarian: z.boolean(),
  restaurantId: z.union([z.string(), z.object({ _id: z.string(), name: z.string() })]),
  area: z.string(),
  rating: z.number(),
  customizations: z.array(ZCustomization),
});
export type TFoodItem = z.infer<typeof ZFoodItem>;

export const ZRestaurantListQuery = ZPageQuery;
export const ZMenuQuery = ZMenuPageQuery.extend({
  restaurantId: ZId,
});
export const ZFoodItemListQuery = ZPageQuery.extend({
  restaurantId: ZId.optional(),
});
