import { HOME_BEST_RATED_RESTAURANTS, HOME_POPULAR_DISHES } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { foodItemsQuery } from '../../../queries/food-items.ts';
import { restaurantsQuery } from '../../../queries/restaurants.ts';

export const popularDishesQuery = () => foodItemsQuery(HOME_POPULAR_DISHES);

/**
 * The best-rated few (with a Deliver-to point, of those that deliver there) (the server lists best rated first); the page keeps those at 4.5 and above.
 * /all-restaurants has every one.
 */
export const bestRatedRestaurantsQuery = (point: { lat?: number; lng?: number } = {}) =>
  restaurantsQuery({ page: 1, limit: HOME_BEST_RATED_RESTAURANTS, ...point });

/**
 * The page's reads, both at once (its route starts them before the page renders; the server awaits
 * them to render it). Never rejects: a failed read is the page's error state.
 */
export function readHome(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(popularDishesQuery()),
    client.prefetchQuery(bestRatedRestaurantsQuery()),
  ]);
}
