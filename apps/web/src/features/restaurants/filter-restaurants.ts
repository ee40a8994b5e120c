import type { TRestaurant } from '@app/shared';

/** The browse screen's filters (spec 5); null = not filtering on that. */
export type TRestaurantFilters = {
  minRating: number | null;
  /** Minutes; a restaurant matches when it delivers within this (product decisions: the label's value). */
  maxDeliveryTime: number | null;
  /** '₹₹₹' sets no ceiling yet stays chosen, so it is kept apart from null (nothing chosen). */
  price: TPriceFilter | null;
};

export const RATING_FILTERS = [4, 3, 2] as const;
export const DELIVERY_TIME_FILTERS = [30, 45, 60] as const;

/** Spec 5: '$' priceLevel <= 1, '$$' <= 3, '$$$' no restriction; shown in rupees. */
export const PRICE_FILTERS = [
  { id: 'low', symbols: '₹', label: 'Budget', maxLevel: 1 },
  { id: 'mid', symbols: '₹₹', label: 'Mid-range', maxLevel: 3 },
  { id: 'any', symbols: '₹₹₹', label: 'Any price', maxLevel: Number.POSITIVE_INFINITY },
] as const;
export type TPriceFilter = (typeof PRICE_FILTERS)[number]['id'];

export const NO_FILTERS: TRestaurantFilters = { minRating: null, maxDeliveryTime: null, price: null };

export function isFiltering(search: string, filters: TRestaurantFilters): boolean {
  return (
    search.trim() !== '' ||
    filters.minRating !== null ||
    filters.maxDeliveryTime !== null ||
    filters.price !== null
  );
}

/** Case-insensitive on the name, any cuisine or the address (spec 5). */
function matchesSearch(r: TRestaurant, needle: string): boolean {
  if (needle === '') return true;
  return (
    r.name.toLowerCase().includes(needle) ||
    r.address.toLowerCase().includes(needle) ||
    r.cuisine.some((c) => c.toLowerCase().includes(needle))
  );
}

export function filterRestaurants(
  restaurants: readonly TRestaurant[],
  search: string,
  filters: TRestaurantFilters,
): TRestaurant[] {
  const needle = search.trim().toLowerCase();
  const maxLevel = PRICE_FILTERS.find((p) => p.id === filters.price)?.maxLevel ?? Number.POSITIVE_INFINITY;
  return restaurants.filter(
    (r) =>
      matchesSearch(r, needle) &&
      (filters.minRating === null || r.rating >= filters.minRating) &&
      (filters.maxDeliveryTime === null || r.deliveryTime <= filters.maxDeliveryTime) &&
      r.priceLevel <= maxLevel,
  );
}
