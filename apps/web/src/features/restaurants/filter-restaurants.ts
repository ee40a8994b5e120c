import type { RestaurantNarrowing } from '@app/shared';

/** The browse screen's filters (spec 5); null = not filtering on that. */
export type TRestaurantFilters = {
  minRating: number | null;
  /** Minutes; a restaurant matches when it delivers within this (product decisions: the label's value). */
  maxDeliveryTime: number | null;
  /** '₹₹₹' sets no ceiling yet stays chosen, so it is kept apart from null (nothing chosen). */
  price: TPriceFilter | null;
  /** Only the restaurants open now (decision 050). */
  openNow: boolean;
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

export const NO_FILTERS: TRestaurantFilters = {
  minRating: null,
  maxDeliveryTime: null,
  price: null,
  openNow: false,
};

export function isFiltering(search: string, filters: TRestaurantFilters): boolean {
  return (
    search.trim() !== '' ||
    filters.minRating !== null ||
    filters.maxDeliveryTime !== null ||
    filters.price !== null ||
    filters.openNow
  );
}

/**
 * The screen's choices as GET /api/restaurants parameters: the server searches name, any cuisine
 * and the address case-insensitively and applies the thresholds (spec 5). '₹₹₹' asks for no ceiling.
 */
export function toNarrowing(search: string, filters: TRestaurantFilters): RestaurantNarrowing {
  const q = search.trim();
  const maxLevel = PRICE_FILTERS.find((p) => p.id === filters.price)?.maxLevel;
  return {
    ...(q !== '' ? { q } : {}),
    ...(filters.minRating !== null ? { minRating: filters.minRating } : {}),
    ...(filters.maxDeliveryTime !== null ? { maxDeliveryTime: filters.maxDeliveryTime } : {}),
    ...(maxLevel !== undefined && Number.isFinite(maxLevel) ? { maxPriceLevel: maxLevel } : {}),
    ...(filters.openNow ? { openNow: true } : {}),
  };
}
