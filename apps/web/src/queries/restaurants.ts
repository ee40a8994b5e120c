import { catalogueReadPaths, type RestaurantNarrowing, type TRestaurant } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

type PageParams = { page?: number; limit?: number };

/** One page of active restaurants, best rated first (the server's order), optionally narrowed. */
export function getRestaurants(
  { page = 1, limit = 100, ...narrowing }: PageParams & RestaurantNarrowing = {},
  signal?: AbortSignal,
) {
  return api.getPage<TRestaurant>(catalogueReadPaths.restaurants(page, limit, narrowing), signal);
}

export const restaurantsQuery = (params: PageParams = {}) =>
  queryOptions({
    queryKey: keys.restaurants.list(params),
    queryFn: ({ signal }) => getRestaurants(params, signal),
  });
