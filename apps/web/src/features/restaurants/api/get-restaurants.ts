import type { TRestaurant } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getRestaurants(params: { page?: number; limit?: number } = {}, signal?: AbortSignal) {
  const qs = new URLSearchParams({ page: String(params.page ?? 1), limit: String(params.limit ?? 100) });
  return api.getPage<TRestaurant>(`/restaurants?${qs}`, signal);
}

export const restaurantsQuery = (params: { page?: number; limit?: number } = {}) =>
  queryOptions({
    queryKey: ['restaurants', params],
    queryFn: ({ signal }) => getRestaurants(params, signal),
  });

export const useRestaurants = (params: { page?: number; limit?: number } = {}) =>
  useQuery(restaurantsQuery(params));
