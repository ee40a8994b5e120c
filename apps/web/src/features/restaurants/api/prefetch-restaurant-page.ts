import type { QueryClient } from '@tanstack/react-query';
import { menuQuery } from '../../../queries/menu.ts';
import { restaurantQuery } from '../../../queries/restaurant.ts';

/**
 * The page's reads: the restaurant and its menu at once, while the page's code is still loading,
 * instead of one after the other once it has rendered (the server awaits them to render the page).
 * Kept out of the page's chunk. Never rejects.
 */
export function readRestaurantPage(client: QueryClient, restaurantId: string): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(restaurantQuery(restaurantId)),
    client.prefetchQuery(menuQuery(restaurantId)),
  ]);
}
