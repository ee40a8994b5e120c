import type { QueryClient } from '@tanstack/react-query';
import { menuQuery } from '../../../queries/menu.ts';
import { restaurantQuery } from '../../../queries/restaurant.ts';

/**
 * The route's loader: the restaurant and its menu are asked for at once, while the page's code is
 * still loading, instead of one after the other once it has rendered. Kept out of the page's chunk.
 */
export function prefetchRestaurantPage(client: QueryClient, restaurantId: string): null {
  void client.prefetchQuery(restaurantQuery(restaurantId));
  void client.prefetchQuery(menuQuery(restaurantId));
  return null;
}
