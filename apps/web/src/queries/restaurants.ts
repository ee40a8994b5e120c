import { catalogueReadPaths, type RestaurantNarrowing, type TRestaurantNearby } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

type PageParams = { page?: number; limit?: number };

/** One page of active restaurants, best rated first (the server's order), optionally narrowed. */
export function getRestaurants(
  { page = 1, limit = 100, ...narrowing }: PageParams & RestaurantNarrowing = {},
  signal?: AbortSignal,
) {
  return api.getPage<TRestaurantNearby>(catalogueReadPaths.restaurants(page, limit, narrowing), signal);
}

/** With `lat`/`lng` (the Deliver-to place) only restaurants that deliver there, each with its quote. */
export const restaurantsQuery = (params: PageParams & RestaurantNarrowing = {}) =>
  queryOptions({
    queryKey: keys.restaurants.list(params),
    queryFn: ({ signal }) => getRestaurants(params, signal),
  });
