import type { TFeeSlab } from '../geo/serviceability.ts';
import { formatRupees, paiseToRupees } from '../money.ts';

/** Serviceability and delivery zones (decision 041): what a customer, an owner and an admin read. */
export const SERVICEABILITY_MESSAGES = {
  /** POST /api/orders with a pinned address outside the restaurant's zone. */
  outsideZone: 'This restaurant does not deliver to this address.',
  outsideRadius: (km: number) => `This restaurant delivers within ${km} km, and this place is farther.`,
  outsidePolygon: 'This place is outside the area this restaurant delivers to.',
  restaurantClosed: 'This restaurant is not taking orders right now.',
  zoneForbidden: 'Only this restaurant’s owner or an admin can change its delivery zone.',
} as const;

/** The owner's and admin's zone editor (decision 041). */
export const ZONE_EDITOR_MESSAGES = {
  title: 'Where you deliver',
  radius: 'By distance',
  polygon: 'Drawn on the map',
  radiusLabel: 'Delivery radius (km)',
  drawHint: 'Tap the map to add the corners of your area, at least three.',
  clear: 'Start again',
  save: 'Save delivery area',
  saved: 'Delivery area saved. Customers outside it no longer see this restaurant.',
  corners: (n: number) => `${n} ${n === 1 ? 'corner' : 'corners'}`,
  loadFailed: 'Could not load where this restaurant delivers.',
} as const;

/** The customer's "Deliver to" place and what the screens say about it (decision 041). */
export const DELIVER_TO_MESSAGES = {
  setLocation: 'Set delivery location',
  deliverTo: (place: string) => `Deliver to ${place}`,
  changeLocation: 'Change location',
  /** A card's line: "2.1 km · ₹29.00 · 25–35 min". */
  quoteLine: (distanceKm: number, fee: string, min: number, max: number) =>
    `${distanceKm.toFixed(1)} km · ${fee} · ${min}–${max} min`,
  nearbyTitle: (place: string) => `Best rated delivering to ${place}`,
  noneDeliverHere: (place: string) => `No restaurants deliver to ${place} yet. Try another location.`,
} as const;

/** The Deliver-to sheet's, a restaurant page's and checkout's words (lazy pages: kept apart from the lists'). */
export const DELIVERY_PLACE_MESSAGES = {
  sheetTitle: 'Where should we deliver?',
  localityLabel: 'Search your locality or pincode',
  useMyLocation: 'Use my current location',
  locating: 'Finding you…',
  geolocationFailed: 'We could not find your location. Pick a locality or drop a pin instead.',
  geolocationUnsupported: 'This browser cannot share its location. Pick a locality or drop a pin instead.',
  dropPin: 'Or tap the map to drop a pin',
  usePin: 'Deliver to this pin',
  pinnedPlace: 'Pinned location',
  myLocation: 'My location',
  clearLocation: 'Clear location',
  deliversTo: (place: string, fee: string, min: number, max: number) =>
    `Delivers to ${place} · ${fee} · ${min}–${max} min`,
  notDeliverableTitle: (place: string) => `Does not deliver to ${place}`,
  setLocationPrompt:
    'Set your delivery location to see whether this restaurant delivers to you, its fee and time.',
  /** A dish's disabled Add when the restaurant does not deliver to the place. */
  cannotAdd: 'Not deliverable',
  checkoutPinLabel: 'Delivery pin',
  checkoutPinHint:
    'Tap the map to put the pin on your door: the fee and whether we deliver are worked out from it.',
  checkingDelivery: 'Checking delivery to your location…',
} as const;

/**
 * The delivery fee by distance in words, from the slabs (decision 041): "₹29.00 up to 3 km, ₹49.00
 * up to 6 km and ₹69.00 beyond 6 km". The information pages say it so it matches what is charged.
 */
export function feeSlabsText(slabs: readonly TFeeSlab[]): string {
  const parts = slabs.map((slab, i) => {
    const fee = formatRupees(paiseToRupees(slab.feePaise));
    if (slab.upToKm !== null) return `${fee} up to ${slab.upToKm} km`;
    const before = i > 0 ? slabs[i - 1]?.upToKm : null;
    return before ? `${fee} beyond ${before} km` : fee;
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}
