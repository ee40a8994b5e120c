import { catalogueReadPaths, type TRestaurant } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

type PageParams = { page?: number; limit?: number };

/** One page of active restaurants, best rated first (the server's order). */
export function getRestaurants(params: PageParams = {}, signal?: AbortSignal) {
  return api.getPage<TRestaurant>(
    catalogueReadPaths.restaurants(params.page ?? 1, params.limit ?? 100),
    signal,
  );
}

export const restaurantsQuery = (params: PageParams = {}) =>
  queryOptions({
    queryKey: ['restaurants', params],
    queryFn: ({ signal }) => getRestaurants(params, signal),
  });
