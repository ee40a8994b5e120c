import { HOME_BEST_RATED_RESTAURANTS, HOME_POPULAR_DISHES } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { foodItemsQuery } from '../../../queries/food-items.ts';
import { restaurantsQuery } from '../../../queries/restaurants.ts';

export const popularDishesQuery = () => foodItemsQuery(HOME_POPULAR_DISHES);

/**
 * The best-rated few (the server lists best rated first); the page keeps those at 4.5 and above.
 * /all-restaurants has every one.
 */
export const bestRatedRestaurantsQuery = () =>
  restaurantsQuery({ page: 1, limit: HOME_BEST_RATED_RESTAURANTS });

/**
 * The route's loader: both reads start before the page renders (on the first visit the browser has
 * them already, from the server's preload header: firstScreenReads).
 */
export function prefetchHome(client: QueryClient): null {
  void client.prefetchQuery(popularDishesQuery());
  void client.prefetchQuery(bestRatedRestaurantsQuery());
  return null;
}
