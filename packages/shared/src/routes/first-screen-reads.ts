import { MENU_MAX_LIMIT } from '../constants.ts';
import type { TRestaurantListQuery } from '../contracts/catalogue.ts';

/** GET /api/restaurants' optional narrowing (the browse screen's search box and filters). */
export type RestaurantNarrowing = Partial<
  Pick<
    TRestaurantListQuery,
    'q' | 'minRating' | 'maxDeliveryTime' | 'maxPriceLevel' | 'openNow' | 'lat' | 'lng'
  >
>;

/** How many popular dishes and best-rated restaurants the home page shows. */
export const HOME_POPULAR_DISHES = 8;
export const HOME_BEST_RATED_RESTAURANTS = 8;
/** Restaurants per page of Browse Restaurants (and per "Show more"): whole rows at one to four columns. */
export const BROWSE_RESTAURANTS_PAGE_SIZE = 24;

/**
 * The catalogue reads as API paths (after `/api`). The web app's queries build their URLs here, and
 * the server names the same URLs in a preload header when it serves a page (firstScreenReads), so
 * the browser fetches a page's data while the app's code is still downloading. The strings must be
 * identical on both sides, or the browser would fetch everything twice.
 */
export const catalogueReadPaths = {
  foodItems: (limit: number) => `/food-items?limit=${limit}`,
  /** Narrowing parameters are appended only when set, so an unnarrowed page has one spelling. */
  restaurants: (page: number, limit: number, narrow: RestaurantNarrowing = {}) => {
    const set = Object.entries(narrow).filter(([, value]) => value !== undefined && value !== '');
    const extra = set.map(([key, value]) => `&${key}=${encodeURIComponent(String(value))}`).join('');
    return `/restaurants?page=${page}&limit=${limit}${extra}`;
  },
  restaurant: (id: string) => `/restaurants/${encodeURIComponent(id)}`,
  menu: (restaurantId: string) =>
    `/food-items-by-restaurant?restaurantId=${encodeURIComponent(restaurantId)}&limit=${MENU_MAX_LIMIT}`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reads the first screen of a client route needs (home, Browse Restaurants, a restaurant); else none. */
export function firstScreenReads(pathname: string): string[] {
  if (pathname === '/') {
    return [
      catalogueReadPaths.foodItems(HOME_POPULAR_DISHES),
      catalogueReadPaths.restaurants(1, HOME_BEST_RATED_RESTAURANTS),
    ];
  }
  if (pathname === '/all-restaurants') {
    return [catalogueReadPaths.restaurants(1, BROWSE_RESTAURANTS_PAGE_SIZE)];
  }
  const restaurantId = /^\/view-restaurant\/([^/]+)$/.exec(pathname)?.[1];
  // Only a well-formed id: a mistyped link gets the page's own 'Restaurant not found', not a wasted read.
  if (restaurantId !== undefined && UUID.test(restaurantId)) {
    return [catalogueReadPaths.restaurant(restaurantId), catalogueReadPaths.menu(restaurantId)];
  }
  return [];
}
