import {
  autoPauseNote,
  busyMinutesAt,
  isDishOrderable,
  isSoldOutForToday,
  openingWords,
  openStatus,
  paiseToRupees,
  shownHours,
  shownRating,
  storedHoursOf,
  type TFoodItem,
  type TKitchenSettings,
  type TRestaurant,
  type TRole,
} from '@app/shared';
import type { foodItems, restaurants } from '../../db/schema/index.ts';

/** A restaurant with its owner's username and email (shown only to admins and that owner). */
export type RestaurantRow = typeof restaurants.$inferSelect & {
  ownerUsername: string | null;
  ownerEmail: string | null;
};

export function flattenRestaurant(r: {
  restaurant: typeof restaurants.$inferSelect;
  ownerUsername: string | null;
  ownerEmail: string | null;
}): RestaurantRow {
  return { ...r.restaurant, ownerUsername: r.ownerUsername, ownerEmail: r.ownerEmail };
}

/** A dish with its restaurant's name and area, as the menus and search read it. */
export type FoodItemRow = typeof foodItems.$inferSelect & { restaurantName: string; area: string };

/** Who is reading a restaurant: its `owner` block (username, email) is for admins and that owner only. */
export type OwnerViewer = { id: string; role: TRole } | null;

export function maySeeOwner(viewer: OwnerViewer, ownerId: string | null): boolean {
  if (!viewer) return false;
  return viewer.role === 'admin' || (ownerId !== null && viewer.id === ownerId);
}

/** The fields every restaurant read shares (the customer's and the admin's), from a table row. */
export function restaurantBasics(r: typeof restaurants.$inferSelect, now = new Date()) {
  const hours = storedHoursOf(r);
  const status = openStatus(hours, now);
  return {
    _id: r.id,
    name: r.name,
    description: r.description,
    cuisine: r.cuisine,
    address: r.address,
    area: r.area,
    location: { lat: r.lat, lng: r.lng },
    images: r.images,
    openHours: r.openHours,
    openingHours: shownHours(hours, now),
    isOpenNow: status.isOpen,
    nextOpensAt: status.nextOpensAt?.toISOString() ?? null,
    openingLine: openingWords(status, now),
    minOrderAmount: paiseToRupees(r.minOrderPaise),
    deliveryFee: paiseToRupees(r.deliveryFeePaise),
    gstin: r.gstin,
    fssaiLicence: r.fssaiLicence,
    rating: shownRating(r.rating),
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Database rows (paise, snake-free names) to the spec's read shapes (rupees, `_id`). */
export function toRestaurantDto(r: RestaurantRow, viewer: OwnerViewer = null): TRestaurant {
  return {
    ...restaurantBasics(r),
    ratingCount: r.ratingCount,
    packagingCharge: paiseToRupees(r.packagingChargePaise),
    isPaused: r.isPaused,
    isVegetarian: r.isVegetarian,
    vegOptions: r.vegOptions,
    avgPrice: paiseToRupees(r.avgPricePaise),
    deliveryTime: r.deliveryTime,
    busyMinutes: busyMinutesAt(r, new Date()),
    priceLevel: r.priceLevel,
    owner:
      r.ownerEmail !== null && maySeeOwner(viewer, r.ownerId)
        ? { username: r.ownerUsername ?? '', email: r.ownerEmail }
        : null,
    kitchen: maySeeOwner(viewer, r.ownerId) ? kitchenOf(r) : null,
  };
}

/** Kitchen controls as its owner and an admin read them (decision 052). */
export function kitchenOf(r: typeof restaurants.$inferSelect, now = new Date()): TKitchenSettings {
  const busy = busyMinutesAt(r, now);
  const autoPaused = r.isPaused && r.autoPausedAt !== null ? r.autoPausedAt : null;
  return {
    busyMinutes: busy,
    busyUntil: busy > 0 && r.busyUntil ? r.busyUntil.toISOString() : null,
    autoAccept: r.autoAccept,
    acceptWithinMinutes: r.acceptWithinMinutes,
    slotCapacity: r.slotCapacity,
    prepMinutes: r.prepMinutes,
    autoPausedAt: autoPaused?.toISOString() ?? null,
    autoPauseNote: autoPaused ? autoPauseNote(autoPaused) : null,
  };
}

export function toFoodItemDto(f: FoodItemRow, restaurantRef: 'id' | 'object', now = new Date()): TFoodItem {
  return {
    _id: f.id,
    name: f.name,
    category: f.category,
    description: f.description,
    price: paiseToRupees(f.pricePaise),
    imageUrl: f.imageUrl,
    isAvailable: isDishOrderable(f, now),
    soldOutUntil: isSoldOutForToday(f.soldOutUntil, now) ? (f.soldOutUntil?.toISOString() ?? null) : null,
    isVegetarian: f.isVegetarian,
    restaurantId: restaurantRef === 'id' ? f.restaurantId : { _id: f.restaurantId, name: f.restaurantName },
    area: f.area,
    rating: shownRating(f.rating),
    customizations: f.customizations.map((c) => ({
      name: c.name,
      options: c.options,
      optionPrices: c.optionPricesPaise.map(paiseToRupees),
    })),
  };
}
